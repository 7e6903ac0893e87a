import { fireEvent, screen } from '@testing-library/react';
import { NoResults } from './NoResults';
import { makeShow, renderWithProviders } from '@streamscout/testing';

describe('NoResults', () => {
  it('shows the spec texts and a Return Home link', () => {
    renderWithProviders(<NoResults query="zzqx" />, { path: '/search?q=zzqx' });
    expect(screen.getByRole('heading', { name: 'No results found!' })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find any search results for zzqx! Please try again with a different keyword or check your spelling."),
    ).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Return Home' });
    expect(home).toHaveAttribute('href', '/');
    fireEvent.click(home);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('no suggestion block without suggestions (undefined or empty)', () => {
    const { unmount } = renderWithProviders(<NoResults query="a" />);
    expect(screen.queryByText('These popular shows might interest you:')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<NoResults query="a" suggestions={[]} />);
    expect(screen.queryByText('These popular shows might interest you:')).not.toBeInTheDocument();
    expect(screen.queryByText('Sorry, no shows to display at this time.')).not.toBeInTheDocument();
  });

  it('suggests popular shows in a carousel when there are some', () => {
    renderWithProviders(<NoResults query="a" suggestions={[makeShow({ title: 'Popular One' }), makeShow({ title: 'Popular Two' })]} />);
    expect(screen.getByText('These popular shows might interest you:')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shows' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Popular One' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Popular Two' })).toBeInTheDocument();
  });
});
