import { screen } from '@testing-library/react';
import { ProviderStrip, providerStripScrolls } from './ProviderStrip';
import { makeProvider, renderWithProviders } from '@streamscout/testing';

describe('ProviderStrip', () => {
  it.each([[null], [undefined], [[]]])('shows the no-providers text for %p', (providers) => {
    renderWithProviders(<ProviderStrip providers={providers} />);
    expect(screen.getByText('Sorry! No providers available for this show.')).toBeInTheDocument();
  });

  it('shows a skeleton, not the empty text, while loading', () => {
    renderWithProviders(<ProviderStrip providers={undefined} loading />);
    expect(screen.getByTestId('provider-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Sorry! No providers available for this show.')).not.toBeInTheDocument();
  });

  it('renders one w92 logo per provider with the provider name as alt and title', () => {
    renderWithProviders(
      <ProviderStrip
        providers={[
          makeProvider({ id: 8, name: 'Netflix', logo_path: '/nf.png' }),
          makeProvider({ id: 15, name: 'Hulu', logo_path: '/hulu.png' }),
        ]}
      />,
    );
    const nf = screen.getByRole('img', { name: 'Netflix' });
    expect(nf).toHaveAttribute('title', 'Netflix');
    expect(nf.getAttribute('src')).toMatch(/\/w92\/nf\.png$/);
    expect(screen.getByRole('img', { name: 'Hulu' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry! No providers available for this show.')).not.toBeInTheDocument();
  });

  it('scrolls only when count × 73.1 px exceeds the container width', () => {
    expect(providerStripScrolls(4, 300)).toBe(false); // 292.4
    expect(providerStripScrolls(5, 300)).toBe(true); // 365.5
    expect(providerStripScrolls(10, 0)).toBe(false); // not measured yet
  });
});

describe('ProviderStrip with a watch page link', () => {
  it('each logo links to the page in a new tab with rel="noopener", named by its provider', () => {
    const link = 'https://www.themoviedb.org/movie/1-x/watch?locale=GB';
    renderWithProviders(
      <ProviderStrip
        providers={[makeProvider({ id: 8, name: 'Netflix' }), makeProvider({ id: 38, name: 'BBC iPlayer' })]}
        link={link}
        label="Free providers"
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent === '' && a.querySelector('img')?.getAttribute('alt'))).toEqual(['Netflix', 'BBC iPlayer']);
    expect(screen.getByRole('link', { name: 'BBC iPlayer' })).toHaveAttribute('href', link);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener');
    }
    expect(screen.getByRole('list', { name: 'Free providers' })).toBeInTheDocument();
  });
});
