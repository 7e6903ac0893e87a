import { fireEvent, screen } from '@testing-library/react';
import { SearchBox, SEARCH_PLACEHOLDER } from './SearchBox';
import { renderWithProviders } from '@streamscout/testing';

describe('SearchBox', () => {
  it('is prefilled from the trimmed q and navigates to /search?q= on submit', () => {
    renderWithProviders(<SearchBox />, { path: '/search?q=%20heat%20' });
    const input = screen.getByRole('searchbox', { name: SEARCH_PLACEHOLDER });
    expect(input).toHaveValue('heat');
    fireEvent.change(input, { target: { value: '  the office ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=the+office');
  });

  it('ignores a blank query', () => {
    renderWithProviders(<SearchBox />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
