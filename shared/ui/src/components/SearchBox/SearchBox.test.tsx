import { fireEvent, screen } from '@testing-library/react';
import { SearchBox, SEARCH_PLACEHOLDER } from './SearchBox';
import { renderUi } from '../../test/render';

describe('SearchBox', () => {
  it('is prefilled from the trimmed q and navigates to /search?q= on submit', () => {
    renderUi(<SearchBox />, '/search?q=%20heat%20');
    const input = screen.getByRole('searchbox', { name: SEARCH_PLACEHOLDER });
    expect(input).toHaveValue('heat');
    fireEvent.change(input, { target: { value: '  the office ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=the+office');
  });

  it('ignores a blank query', () => {
    renderUi(<SearchBox />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
