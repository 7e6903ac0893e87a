/**
 * Autoplay (spec §9: every 3000 ms, paused on hover, focus and under reduced motion, and only
 * while the carousel is in the viewport — jsdom has no layout: the tests scroll it into view), swipes
 * (spec §9: minimum 50 px) and embla options, against a stand-in Mantine Carousel that hands out
 * a fake embla API, so timing and paging are observable in jsdom (which has no layout).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, type HTMLAttributes, type ReactNode } from 'react';
import { controlIntersections, expectNoAxeViolations, makeShow, renderWithProviders, setMediaQueries } from '@streamscout/testing';

const fakeEmbla = { scrollNext: jest.fn(), scrollPrev: jest.fn(), on: jest.fn(), off: jest.fn() };
let lastOptions: Record<string, unknown> | undefined;

jest.mock('@mantine/carousel', () => {
  function Carousel({
    children,
    getEmblaApi,
    emblaOptions,
    withIndicators,
    // props of the real Carousel that a div does not take
    slideSize: _slideSize,
    slideGap: _slideGap,
    withControls: _withControls,
    controlSize: _controlSize,
    controlsOffset: _controlsOffset,
    previousControlIcon: _previousControlIcon,
    nextControlIcon: _nextControlIcon,
    previousControlProps: _previousControlProps,
    nextControlProps: _nextControlProps,
    ...rest
  }: HTMLAttributes<HTMLDivElement> & {
    children?: ReactNode;
    getEmblaApi?: (api: unknown) => void;
    emblaOptions?: Record<string, unknown>;
    withIndicators?: boolean;
    [key: string]: unknown;
  }) {
    lastOptions = emblaOptions;
    useEffect(() => {
      getEmblaApi?.(fakeEmbla);
    }, [getEmblaApi]);
    return (
      <div data-testid="fake-carousel" data-indicators={String(withIndicators)} {...rest}>
        {children}
      </div>
    );
  }
  // the slide's class ShowCarousel reads (its slides are its own divs with Mantine's classes)
  Carousel.classes = { slide: 'fake-slide' };
  return { Carousel };
});

import { ShowCarousel } from './ShowCarousel';
import { swipeDirection, CAROUSEL_MIN_SWIPE } from './swipe';

const shows = Array.from({ length: 8 }, () => makeShow());
const io = controlIntersections();

/** Every carousel rendered comes into the viewport (as scrolling to it would). */
function scrollCarouselsIntoView() {
  act(() => {
    for (const el of io.observed()) io.scrollIntoView(el);
  });
}

// jsdom has no PointerEvent: a MouseEvent with pointerType, as browsers dispatch it.
if (!('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    pointerType: string;
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventPolyfill, configurable: true });
}

let restoreMedia = () => {};
function setReducedMotion(reduce: boolean) {
  restoreMedia = setMediaQueries((query) => reduce && query.includes('prefers-reduced-motion'));
}

describe('ShowCarousel autoplay and embla options', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    fakeEmbla.scrollNext.mockClear();
    fakeEmbla.scrollPrev.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    restoreMedia();
    restoreMedia = () => {};
  });

  function tick(ms: number) {
    act(() => {
      jest.advanceTimersByTime(ms);
    });
  }

  it('loops, scrolls a visible group at a time, leaves dragging to our 50 px swipe, no indicators', async () => {
    renderWithProviders(<ShowCarousel shows={shows} visibleCount={3} />);
    expect(lastOptions).toMatchObject({ loop: true, slidesToScroll: 3, watchDrag: false });
    expect(screen.getByTestId('fake-carousel')).toHaveAttribute('data-indicators', 'false');
    jest.useRealTimers();
    await expectNoAxeViolations();
  });

  it('scrolls next every 3000 ms and pauses while hovered', () => {
    renderWithProviders(<ShowCarousel shows={shows} visibleCount={2} />);
    scrollCarouselsIntoView();
    tick(2999);
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(0);
    tick(1);
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.mouseEnter(screen.getByTestId('fake-carousel'));
    tick(9000);
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(screen.getByTestId('fake-carousel'));
    tick(3000);
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('its first autoplay step draws every slide as a card before it moves', () => {
    renderWithProviders(<ShowCarousel shows={shows} visibleCount={2} />);
    scrollCarouselsIntoView();
    expect(screen.getAllByTestId('show-card')).toHaveLength(5);
    const cardsWhenMoved: number[] = [];
    fakeEmbla.scrollNext.mockImplementation(() => cardsWhenMoved.push(screen.getAllByTestId('show-card').length));
    try {
      tick(3000);
      expect(cardsWhenMoved).toEqual([8]);
    } finally {
      fakeEmbla.scrollNext.mockReset();
    }
  });

  it('draws the other cards once in view and the page idle, not while out of view', () => {
    // jsdom has no requestIdleCallback: its stand-in draws them 200 ms after the carousel comes into view
    expect(typeof window.requestIdleCallback).toBe('undefined');
    renderWithProviders(<ShowCarousel shows={shows} autoplay={false} />);
    tick(5000);
    expect(screen.getAllByTestId('show-card')).toHaveLength(5);
    scrollCarouselsIntoView();
    tick(250);
    expect(screen.getAllByTestId('show-card')).toHaveLength(8);
  });

  it('builds embla inactive (nothing moved, nothing watched) and starts it once in view and the page idle, not while out of view', () => {
    renderWithProviders(<ShowCarousel shows={shows} autoplay={false} />);
    expect(lastOptions).toMatchObject({ active: false });
    tick(5000);
    expect(lastOptions).toMatchObject({ active: false });
    scrollCarouselsIntoView();
    tick(250); // jsdom's stand-in for the idle moment: 200 ms
    expect(lastOptions).toMatchObject({ active: true });
  });

  it('a swipe or a focus starts embla before the carousel moves, out of view and before any idle moment', () => {
    const activeWhenMoved: unknown[] = [];
    fakeEmbla.scrollNext.mockImplementation(() => activeWhenMoved.push(lastOptions?.active));
    try {
      const { unmount } = renderWithProviders(<ShowCarousel shows={shows} autoplay={false} />);
      expect(lastOptions).toMatchObject({ active: false });
      const el = screen.getByTestId('fake-carousel');
      fireEvent.pointerDown(el, { clientX: 300, clientY: 50, pointerType: 'touch', button: 0 });
      fireEvent.pointerUp(el, { clientX: 200, clientY: 50, pointerType: 'touch', button: 0 });
      expect(activeWhenMoved).toEqual([true]);
      unmount();
      renderWithProviders(<ShowCarousel shows={shows} autoplay={false} />);
      expect(lastOptions).toMatchObject({ active: false });
      act(() => screen.getAllByRole('link')[0].focus());
      expect(lastOptions).toMatchObject({ active: true });
    } finally {
      fakeEmbla.scrollNext.mockReset();
    }
  });

  it('pauses while focus is inside (keyboard users) and resumes when it leaves', () => {
    renderWithProviders(
      <>
        <ShowCarousel shows={shows} visibleCount={2} />
        <button type="button">outside</button>
      </>,
    );
    scrollCarouselsIntoView();
    const firstLink = screen.getAllByRole('link')[0];
    act(() => firstLink.focus());
    tick(9000);
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
    // focus moving between cards inside keeps it paused
    act(() => screen.getAllByRole('link')[1].focus());
    tick(6000);
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'outside' }).focus());
    tick(3000);
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('turns only while in the viewport: not before it is scrolled to, and no more once it leaves', () => {
    renderWithProviders(<ShowCarousel shows={shows} visibleCount={2} />);
    tick(9000); // below the fold: nobody would see it turn
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
    scrollCarouselsIntoView();
    tick(3000);
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
    const [root] = io.observed();
    act(() => io.scrollOutOfView(root));
    tick(9000);
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('never autoplays under prefers-reduced-motion', () => {
    setReducedMotion(true);
    renderWithProviders(<ShowCarousel shows={shows} visibleCount={2} />);
    scrollCarouselsIntoView();
    tick(15000);
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
  });

  it('autoplay={false} never scrolls, nor when everything fits', () => {
    const { unmount } = renderWithProviders(<ShowCarousel shows={shows} autoplay={false} />);
    scrollCarouselsIntoView();
    tick(10000);
    unmount();
    renderWithProviders(<ShowCarousel shows={shows.slice(0, 2)} visibleCount={3} />);
    scrollCarouselsIntoView();
    tick(10000);
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
  });

  it('stops its timer on unmount', () => {
    const { unmount } = renderWithProviders(<ShowCarousel shows={shows} visibleCount={2} />);
    scrollCarouselsIntoView();
    unmount();
    tick(10000);
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
  });
});

describe('ShowCarousel swipe (spec §9: minimum 50 px)', () => {
  beforeEach(() => {
    fakeEmbla.scrollNext.mockClear();
    fakeEmbla.scrollPrev.mockClear();
  });

  function swipe(el: HTMLElement, from: [number, number], to: [number, number]) {
    fireEvent.pointerDown(el, { clientX: from[0], clientY: from[1], pointerType: 'touch', button: 0 });
    fireEvent.pointerUp(el, { clientX: to[0], clientY: to[1], pointerType: 'touch', button: 0 });
  }

  it('swipeDirection: ≥ 50 px mostly horizontal pages; shorter or vertical moves do not', () => {
    expect(CAROUSEL_MIN_SWIPE).toBe(50);
    expect(swipeDirection(300, 100, 250, 100)).toBe('next');
    expect(swipeDirection(300, 100, 251, 100)).toBeNull();
    expect(swipeDirection(100, 100, 150, 110)).toBe('prev');
    expect(swipeDirection(100, 100, 160, 190)).toBeNull();
    // right to left (Arabic) the next cards are on the left: a swipe to the right pages to them
    expect(swipeDirection(100, 100, 150, 100, 'rtl')).toBe('next');
    expect(swipeDirection(300, 100, 250, 100, 'rtl')).toBe('prev');
  });

  it('a 50 px swipe left pages forward, right pages back, 49 px does nothing', () => {
    renderWithProviders(<ShowCarousel shows={shows} visibleCount={2} autoplay={false} />);
    const el = screen.getByTestId('fake-carousel');
    swipe(el, [300, 50], [251, 50]);
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
    swipe(el, [300, 50], [250, 50]);
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
    swipe(el, [100, 50], [180, 60]);
    expect(fakeEmbla.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('the click ending a drag (paging or not) does not follow the card link; a plain tap does', async () => {
    const { location } = renderWithProviders(
      <ShowCarousel shows={[makeShow({ id: 90005, media_type: 'movie', title: 'Five' }), ...shows]} visibleCount={2} autoplay={false} />,
    );
    const link = screen.getByRole('link', { name: /Five/ });
    swipe(link, [300, 50], [200, 50]);
    fireEvent.click(link);
    expect(location()).toBe('/');
    swipe(link, [300, 50], [270, 50]); // 30 px: too short to page, still a drag
    fireEvent.click(link);
    expect(location()).toBe('/');
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(link, { clientX: 10, clientY: 10, pointerType: 'touch' });
    fireEvent.pointerUp(link, { clientX: 12, clientY: 10, pointerType: 'touch' });
    fireEvent.click(link);
    expect(location()).toBe('/details/movie/90005');
  });
});
