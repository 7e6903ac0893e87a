import { screen } from '@testing-library/react';
import { Banner, pickBannerShow } from './Banner';
import { makeShow, renderWithProviders } from '@streamscout/testing';

const shows = [
  makeShow({ title: 'First', banner_path: '/b1.jpg' }),
  makeShow({ title: 'Second', banner_path: '/b2.jpg' }),
  makeShow({ title: 'Third', banner_path: '/b3.jpg' }),
  makeShow({ title: 'Fourth', banner_path: '/b4.jpg' }),
];

describe('Banner', () => {
  it('picks from the first half of the list with the injected pick', () => {
    const seen: number[] = [];
    const pick = (n: number) => {
      seen.push(n);
      return n - 1;
    };
    renderWithProviders(<Banner shows={shows} title="Discover Our Popular Shows" pick={pick} />);
    expect(seen).toContain(2); // first half of 4
    const img = screen.getByRole('img', { name: 'Second' });
    expect(img.getAttribute('src')).toMatch(/\/original\/b2\.jpg$/);
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('never picks from the second half', () => {
    for (let i = 0; i < 20; i++) {
      const s = pickBannerShow(shows);
      expect(['First', 'Second']).toContain(s?.title);
    }
    expect(pickBannerShow([shows[2]], () => 0)?.title).toBe('Third');
    expect(pickBannerShow([], () => 0)).toBeNull();
  });

  it('prefers shows with a banner_path', () => {
    const list = [makeShow({ title: 'No banner', banner_path: null }), makeShow({ title: 'Has banner' }), makeShow(), makeShow()];
    expect(pickBannerShow(list, () => 0)?.title).toBe('Has banner');
  });

  it('shows the title (md and up), logo and children over a 400 px hero', () => {
    renderWithProviders(
      <Banner shows={shows} title="Discover Our Popular Shows" logo={<span>LOGO</span>} pick={() => 0}>
        <input aria-label="search" />
      </Banner>,
    );
    const heading = screen.getByRole('heading', { name: 'Discover Our Popular Shows' });
    expect(heading.className).toContain('mantine-visible-from-md');
    expect(screen.getByText('LOGO')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'search' })).toBeInTheDocument();
    expect(screen.getByTestId('banner').getAttribute('style')).toContain('height: calc(25rem');
  });

  it('renders the skeleton while loading or without data', () => {
    const { unmount } = renderWithProviders(<Banner shows={null} />);
    expect(screen.getByTestId('banner-skeleton')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Banner shows={shows} loading />);
    expect(screen.getByTestId('banner-skeleton')).toBeInTheDocument();
  });
});
