import { fireEvent, screen } from '@testing-library/react';
import { SortFilterControls } from './SortFilterControls';
import { renderUi } from '../../test/render';

describe('SortFilterControls', () => {
  it('reports sort alpha/rev/none and filter tv/movie/none', () => {
    const onSortChange = jest.fn();
    const onFilterChange = jest.fn();
    renderUi(<SortFilterControls sort="none" onSortChange={onSortChange} filter="none" onFilterChange={onFilterChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Sort' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Type' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'A–Z' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Z–A' }));
    fireEvent.click(screen.getByRole('radio', { name: 'TV' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Movies' }));
    expect(onSortChange.mock.calls).toEqual([['alpha'], ['rev']]);
    expect(onFilterChange.mock.calls).toEqual([['tv'], ['movie']]);
  });

  it('disables sort and filter independently', () => {
    renderUi(<SortFilterControls sort="none" onSortChange={() => {}} filter="none" onFilterChange={() => {}} disabled={{ sort: true }} />);
    expect(screen.getByRole('radio', { name: 'A–Z' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'TV' })).toBeEnabled();
  });
});
