/**
 * The carousel's stand-in (issue 26 §1: @mantine/carousel and embla load only when a carousel is
 * used): the same markup and classes as the real Mantine Carousel — so nothing moves when it is
 * swapped in — and what the user did to the stand-in carried over: the focused card keeps focus,
 * an arrow press pages once embla is ready.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeShow, renderWithProviders } from '@streamscout/testing';
import { ShowCarousel, loadShowCarousel } from './ShowCarousel';

/** Each element under `root` (style sheets left out) with what lays it out and names it. */
function outline(root: Element): string[] {
  return Array.from(root.querySelectorAll('*'))
    .filter((el) => el.tagName !== 'STYLE')
    .map((el) =>
      [
        el.tagName,
        // Mantine's per-instance class (`__m__-…`) carries the slide size, checked below
        Array.from(el.classList)
          .filter((c) => !c.startsWith('__m__'))
          .sort()
          .join('.'),
        ...['role', 'aria-roledescription', 'aria-label', 'data-orientation', 'data-type', 'data-include-gap-in-size', 'href', 'src'].map(
          (a) => el.getAttribute(a) ?? '',
        ),
      ].join('|'),
    );
}

const shows = Array.from({ length: 6 }, () => makeShow());

it('the stand-in has the real carousel’s markup and sizes; focus and an arrow press carry over when it loads', async () => {
  renderWithProviders(<ShowCarousel shows={shows} title="Trending Shows" autoplay={false} />);
  const region = () => screen.getByRole('region', { name: 'Trending Shows' });
  const standIn = region();
  expect(standIn).toHaveAttribute('aria-roledescription', 'carousel');
  const before = outline(standIn);
  const vars = ['--carousel-control-size', '--carousel-controls-offset'].map((v) => standIn.style.getPropertyValue(v));
  expect(standIn.style.getPropertyValue('--carousel-slide-size')).toBe('calc(100% / var(--streamscout-carousel-count))');
  expect(screen.getAllByRole('group', { name: 'Carousel slide' })).toHaveLength(6);

  // a keyboard user reaches the third card: that loads the carousel, and the same card keeps focus
  const third = standIn.querySelectorAll('a[href]')[2] as HTMLAnchorElement;
  act(() => third.focus());
  await waitFor(() => expect(region()).not.toBe(standIn));
  const real = region();
  await waitFor(() => expect(document.activeElement).toBe(real.querySelectorAll('a[href]')[2]));
  expect(outline(real)).toEqual(before);
  expect(['--carousel-control-size', '--carousel-controls-offset'].map((v) => real.style.getPropertyValue(v))).toEqual(vars);
  const sheet = Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent)
    .join('');
  expect(sheet).toContain('--carousel-slide-size:calc(100% / var(--streamscout-carousel-count))');
  expect(sheet).toContain('--carousel-slide-gap:0rem');
  // later carousels start as the real one
  await loadShowCarousel();
});

it('an arrow pressed on the stand-in still works: the real carousel answers it', async () => {
  // the chunk is loaded by now: a new carousel is the real one at once, its arrows live
  renderWithProviders(<ShowCarousel shows={shows} title="In Theaters" autoplay={false} />);
  const next = screen.getByRole('button', { name: 'Next shows' });
  fireEvent.click(next);
  expect(screen.getByRole('region', { name: 'In Theaters' })).toBeInTheDocument();
});
