import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Carousel } from '@mantine/carousel';
import { ShowCarousel, EMPTY_CAROUSEL_MESSAGE } from './ShowCarousel';
import { carouselVisibleCount, carouselWidth, fitVisibleCount } from './carouselSize';
import { FIRST_CARDS } from './useCarouselStart';
import { expectNoAxeViolations, makeShow, renderWithProviders } from '@streamscout/testing';

function setWidth(w: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: w });
}

describe('carouselVisibleCount (spec §9)', () => {
  it.each([
    [1920, 5],
    [1537, 5],
    [1536, 4],
    [1351, 4],
    [1350, 3],
    [1025, 3],
    [1024, 2],
    [769, 2],
    [768, 1],
    [320, 1],
  ])('window %i px → %i visible', (width, count) => {
    expect(carouselVisibleCount(width)).toBe(count);
  });
});

describe('carouselWidth (spec §9)', () => {
  it.each([
    [1, 460],
    [2, 540],
    [3, 720],
    [4, 1090],
    [5, 1270],
  ])('%i visible → %i px', (count, width) => {
    expect(carouselWidth(count)).toBe(width);
  });
});

describe('fitVisibleCount', () => {
  it('keeps the spec count where it fits (the app: up to 1288 px of content) or before measuring', () => {
    expect(fitVisibleCount(5, 1288)).toBe(5);
    expect(fitVisibleCount(4, 1090)).toBe(4);
    expect(fitVisibleCount(3, 0)).toBe(3);
  });

  it('lowers the count until carouselWidth fits a narrower container, never below 1', () => {
    expect(fitVisibleCount(5, 1100)).toBe(4); // 1270 > 1100 ≥ 1090
    expect(fitVisibleCount(5, 800)).toBe(3); // 720 ≤ 800
    expect(fitVisibleCount(4, 600)).toBe(2); // 540 ≤ 600
    expect(fitVisibleCount(3, 500)).toBe(1);
    expect(fitVisibleCount(2, 200)).toBe(1);
  });
});

describe('ShowCarousel', () => {
  afterEach(() => setWidth(1024));

  it('shows the default message when shows is null, undefined or empty', () => {
    for (const shows of [null, undefined, []]) {
      const { unmount } = renderWithProviders(<ShowCarousel shows={shows} />);
      expect(screen.getByText('Sorry, no shows to display at this time.')).toBeInTheDocument();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      unmount();
    }
    expect(EMPTY_CAROUSEL_MESSAGE).toBe('Sorry, no shows to display at this time.');
  });

  it('shows a custom empty message', () => {
    renderWithProviders(<ShowCarousel shows={[]} emptyMessage="Sorry, we could not find any recommendations based on this title." />);
    expect(screen.getByText('Sorry, we could not find any recommendations based on this title.')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_CAROUSEL_MESSAGE)).not.toBeInTheDocument();
  });

  it('treats a list without any poster_path as empty', () => {
    renderWithProviders(<ShowCarousel shows={[makeShow({ poster_path: null })]} />);
    expect(screen.getByText(EMPTY_CAROUSEL_MESSAGE)).toBeInTheDocument();
  });

  it('renders a card only for shows that have a poster_path, with arrows and no dots', () => {
    const shows = [makeShow({ title: 'Alpha' }), makeShow({ title: 'No Poster', poster_path: null }), makeShow({ title: 'Gamma' })];
    renderWithProviders(<ShowCarousel shows={shows} />);
    const region = screen.getByRole('region', { name: 'Shows' });
    const images = within(region).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Alpha', 'Gamma']);
    expect(screen.queryByText('No Poster')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous shows' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next shows' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Go to slide/)).not.toBeInTheDocument();
  });

  it('draws each slide as the element Mantine’s Carousel.Slide renders: same tag, classes and attributes', () => {
    const { unmount } = renderWithProviders(
      <Carousel aria-label="Mantine's">
        <Carousel.Slide>x</Carousel.Slide>
      </Carousel>,
    );
    const attributes = (el: Element) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
    const mantines = screen.getAllByRole('group').map((el) => [el.tagName, attributes(el)]);
    unmount();
    renderWithProviders(<ShowCarousel shows={[makeShow(), makeShow()]} />);
    const ours = screen.getAllByRole('group').map((el) => [el.tagName, attributes(el)]);
    expect(ours).toHaveLength(2);
    for (const slide of ours) expect(slide).toEqual(mantines[0]);
  });

  it('keeps the arrows of a carousel that has not started in the tab order, before its cards; focusing one starts it', async () => {
    const shows = Array.from({ length: 8 }, (_, i) => makeShow({ id: 700 + i, title: `Show ${i}` }));
    const { user } = renderWithProviders(
      <>
        <button type="button">Before</button>
        <ShowCarousel shows={shows} autoplay={false} />
      </>,
    );
    const previous = screen.getByRole('button', { name: 'Previous shows' });
    const next = screen.getByRole('button', { name: 'Next shows' });
    // not started (not in view): no engine yet, and the arrows are still reachable and enabled
    expect(screen.getAllByTestId('show-card')).toHaveLength(FIRST_CARDS);
    for (const arrow of [previous, next]) {
      expect(arrow).toHaveAttribute('tabindex', '0');
      expect(arrow).toHaveAttribute('aria-disabled', 'false');
    }
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(previous).toHaveFocus();
    // the focus started it: every slide is a card
    expect(screen.getAllByTestId('show-card')).toHaveLength(shows.length);
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(screen.getAllByRole('link')[0]).toHaveFocus();
  });

  it('leaves the arrows of a carousel that cannot page out of the tab order', () => {
    setWidth(1400); // 4 visible
    renderWithProviders(<ShowCarousel shows={[makeShow(), makeShow(), makeShow()]} autoplay={false} />);
    expect(screen.getByRole('button', { name: 'Next shows' })).toHaveAttribute('tabindex', '-1');
  });

  it('has no serious accessibility violations, empty or full', async () => {
    const { unmount } = renderWithProviders(<ShowCarousel shows={[]} />);
    await expectNoAxeViolations();
    unmount();
    renderWithProviders(<ShowCarousel shows={[makeShow(), makeShow(), makeShow()]} title="Trending" />);
    await expectNoAxeViolations();
  });

  it('links each card to its details page', () => {
    renderWithProviders(<ShowCarousel shows={[makeShow({ id: 42, media_type: 'tv', title: 'Tv Show' })]} />);
    expect(screen.getByRole('link', { name: /Tv Show/ })).toHaveAttribute('href', '/details/tv/42');
  });

  it('uses an optional title as heading and accessible name', () => {
    renderWithProviders(<ShowCarousel shows={[makeShow()]} title="Trending Shows" />);
    expect(screen.getByRole('heading', { name: 'Trending Shows' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trending Shows' })).toBeInTheDocument();
  });

  it('posters are lazy by default; priority makes the first visible-count eager', () => {
    setWidth(1400); // 4 visible
    const shows = Array.from({ length: 6 }, () => makeShow());
    const { unmount } = renderWithProviders(<ShowCarousel shows={shows} />);
    expect(screen.getAllByRole('img').every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
    unmount();
    renderWithProviders(<ShowCarousel shows={shows} priority />);
    // the sixth slide is not a card until the carousel is used (FIRST_CARDS)
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
  });

  it('draws the first five slides as cards, and the others when the carousel is first pressed or focused', () => {
    const shows = Array.from({ length: 8 }, (_, i) => makeShow({ id: 500 + i, title: `Show ${i}` }));
    const { unmount } = renderWithProviders(<ShowCarousel shows={shows} autoplay={false} />);
    expect(screen.getAllByTestId('show-card')).toHaveLength(FIRST_CARDS);
    expect(screen.getAllByTestId('card-placeholder')).toHaveLength(3);
    // the placeholders take a card's place and say nothing
    expect(screen.getAllByTestId('card-placeholder').every((p) => p.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(screen.queryByRole('link', { name: /Show 7/ })).not.toBeInTheDocument();
    fireEvent.pointerDown(screen.getByTestId('show-carousel').querySelector('.mantine-Carousel-root')!);
    expect(screen.getAllByTestId('show-card')).toHaveLength(8);
    expect(screen.queryByTestId('card-placeholder')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Show 7/ })).toHaveAttribute('href', '/details/movie/507');
    unmount();
    renderWithProviders(<ShowCarousel shows={shows} autoplay={false} />);
    act(() => screen.getByRole('button', { name: 'Next shows' }).focus());
    expect(screen.getAllByTestId('show-card')).toHaveLength(8);
  });

  it('derives the visible count from the window width, re-read 250 ms after a resize', () => {
    jest.useFakeTimers();
    try {
      setWidth(1600);
      renderWithProviders(<ShowCarousel shows={[makeShow(), makeShow()]} />);
      const root = screen.getByTestId('show-carousel');
      expect(root).toHaveAttribute('data-visible-count', '5');
      setWidth(800);
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(root).toHaveAttribute('data-visible-count', '5');
      act(() => {
        jest.advanceTimersByTime(60);
      });
      expect(root).toHaveAttribute('data-visible-count', '2');
    } finally {
      jest.useRealTimers();
    }
  });

  it('sizes itself by CSS media queries at the spec’s widths (in the HTML before any script); a forced count is inline', () => {
    const { container, unmount } = renderWithProviders(<ShowCarousel shows={[makeShow(), makeShow()]} />);
    const css = Array.from(container.querySelectorAll('style'))
      .map((s) => s.textContent ?? '')
      .join('');
    // 1 poster (460 px) up to 768 px, then over 768 → 2 (540), over 1024 → 3 (720), over 1350 → 4 (1090), over 1536 → 5 (1270)
    expect(css).toContain('.streamscout-carousel{--streamscout-carousel-count:1;--streamscout-carousel-width:460px;}');
    for (const [px, count, width] of [
      [769, 2, 540],
      [1025, 3, 720],
      [1351, 4, 1090],
      [1537, 5, 1270],
    ]) {
      expect(css).toContain(
        `@media(min-width: ${px / 16}em){.streamscout-carousel{--streamscout-carousel-count:${count};--streamscout-carousel-width:${width}px;}}`,
      );
    }
    expect(screen.getByTestId('show-carousel').style.getPropertyValue('--streamscout-carousel-count')).toBe('');
    unmount();
    renderWithProviders(<ShowCarousel shows={[makeShow(), makeShow()]} visibleCount={2} />);
    expect(screen.getByTestId('show-carousel').style.getPropertyValue('--streamscout-carousel-count')).toBe('2');
  });
});

describe('ShowCarousel before embla has loaded', () => {
  it('a press on an arrow before the engine has arrived pages the carousel once it has', async () => {
    setWidth(1400); // 4 visible: 12 shows are 3 pages
    const shows = Array.from({ length: 12 }, (_, i) => makeShow({ id: 900 + i, title: `Show ${i}` }));
    const { user } = renderWithProviders(<ShowCarousel shows={shows} autoplay={false} />);
    await user.click(screen.getByRole('button', { name: 'Next shows' }));
    // the engine's chunk arrives: it starts on the page the press asked for (Mantine's live region says so)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Slide 2 of 3'));
  });
});
