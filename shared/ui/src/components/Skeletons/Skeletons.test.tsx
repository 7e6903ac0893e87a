import { screen } from '@testing-library/react';
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
