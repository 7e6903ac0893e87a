import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { UiProvider } from '../../providers/UiProvider';
import { BannerSkeleton, CarouselSkeleton, SkeletonGrid, bannerSkeletonWidth, skeletonCount } from './Skeletons';
import { renderWithProviders } from '@streamscout/testing';

describe('SkeletonGrid (spec §2: 12 in grid or narrow view, 10 otherwise)', () => {
  it('grid view → 12 card skeletons', () => {
    renderWithProviders(<SkeletonGrid view="grid" />);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(12);
    expect(screen.queryByTestId('list-skeleton')).not.toBeInTheDocument();
  });

  it('narrow view → 12 card skeletons even when list is chosen', () => {
    renderWithProviders(<SkeletonGrid view="list" narrow />);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(12);
  });

  it('list view → 10 list skeletons', () => {
    renderWithProviders(<SkeletonGrid view="list" />);
    expect(screen.getAllByTestId('list-skeleton')).toHaveLength(10);
    expect(screen.queryByTestId('card-skeleton')).not.toBeInTheDocument();
  });

  it('skeletonCount', () => {
    expect(skeletonCount('grid')).toBe(12);
    expect(skeletonCount('list', true)).toBe(12);
    expect(skeletonCount('list')).toBe(10);
  });
});

/** The text of every `<style>` in `container`. */
function styleText(container: HTMLElement): string {
  return Array.from(container.querySelectorAll('style'))
    .map((s) => s.textContent ?? '')
    .join('');
}

describe('banner and carousel skeletons', () => {
  it('banner skeleton width follows spec §9', () => {
    expect(bannerSkeletonWidth(1920)).toBe(1240);
    expect(bannerSkeletonWidth(1301)).toBe(1240);
    expect(bannerSkeletonWidth(1300)).toBe(1000);
    expect(bannerSkeletonWidth(1026)).toBe(1000);
    expect(bannerSkeletonWidth(1025)).toBe(1025);
    expect(bannerSkeletonWidth(400)).toBe(400);
  });

  it('renders a 400 px banner skeleton', () => {
    renderWithProviders(<BannerSkeleton />);
    expect(screen.getByTestId('banner-skeleton').getAttribute('style')).toContain('height: calc(25rem'); // 400 px
  });

  it('banner skeleton is sized by CSS at the spec’s widths: the window’s width, 1000 px over 1025, 1240 px over 1300', () => {
    const { container } = renderWithProviders(<BannerSkeleton />);
    const css = styleText(container);
    expect(css).toContain('.streamscout-banner-skeleton{width:100%;}');
    expect(css).toContain(`@media(min-width: ${1026 / 16}em){.streamscout-banner-skeleton{width:1000px;}}`);
    expect(css).toContain(`@media(min-width: ${1301 / 16}em){.streamscout-banner-skeleton{width:1240px;}}`);
    expect(screen.getByTestId('banner-skeleton')).toHaveClass('streamscout-banner-skeleton');
  });

  it('carousel skeleton is sized by the carousel’s CSS steps: five places, those beyond the window’s count hidden', () => {
    const { container } = renderWithProviders(<CarouselSkeleton />);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(5);
    const css = styleText(container);
    // up to 768 px: 1 card, 460 px wide; over 1024 px: 3 cards, 720 px wide
    expect(css).toMatch(
      /\.streamscout-carousel-skeleton\{--streamscout-carousel-count:1;--streamscout-carousel-width:460px;--streamscout-carousel-skeleton-slot-1:block;--streamscout-carousel-skeleton-slot-2:none;/,
    );
    expect(css).toContain(
      `@media(min-width: ${1025 / 16}em){.streamscout-carousel-skeleton{--streamscout-carousel-count:3;--streamscout-carousel-width:720px;--streamscout-carousel-skeleton-slot-1:block;--streamscout-carousel-skeleton-slot-2:block;--streamscout-carousel-skeleton-slot-3:block;--streamscout-carousel-skeleton-slot-4:none;`,
    );
    const places = screen.getAllByTestId('card-skeleton').map((c) => (c.parentElement?.parentElement as HTMLElement).style.display);
    expect(places).toEqual([1, 2, 3, 4, 5].map((n) => `var(--streamscout-carousel-skeleton-slot-${n})`));
  });

  it('hydrates on a 412 px phone exactly as the server rendered it (nothing in its HTML depends on the width)', async () => {
    const tree = (
      <UiProvider env="test">
        <CarouselSkeleton />
        <BannerSkeleton />
      </UiProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    const serverHtml = container.innerHTML;
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 412 });
    const errors: unknown[] = [];
    let root: Root | null = null;
    try {
      await act(async () => {
        root = hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) });
      });
      expect(errors).toEqual([]);
      expect(container.innerHTML).toBe(serverHtml);
    } finally {
      act(() => root?.unmount());
      container.remove();
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    }
  });

  it('carousel skeleton shows the visible count of card skeletons', () => {
    renderWithProviders(<CarouselSkeleton visibleCount={3} />);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(3);
  });

  it('pulses while loading (busy), and stands still with animate={false} (nothing loading yet)', () => {
    const { unmount } = renderWithProviders(
      <>
        <CarouselSkeleton visibleCount={2} />
        <BannerSkeleton />
      </>,
    );
    expect(screen.getByLabelText('Loading shows')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('banner-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('[data-animate]')).toHaveLength(2 * 3 + 1);
    unmount();
    renderWithProviders(
      <>
        <CarouselSkeleton visibleCount={2} animate={false} />
        <BannerSkeleton animate={false} />
      </>,
    );
    expect(screen.getByLabelText('Loading shows')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByTestId('banner-skeleton')).toHaveAttribute('aria-busy', 'false');
    expect(document.querySelectorAll('[data-animate]')).toHaveLength(0);
  });
});
