import { fireEvent, screen } from '@testing-library/react';
import { SortFilterControls } from './SortFilterControls';
import { renderWithProviders } from '@streamscout/testing';

describe('SortFilterControls', () => {
  it('reports sort alpha/rev/none and filter tv/movie/none', () => {
    const onSortChange = jest.fn();
    const onFilterChange = jest.fn();
    renderWithProviders(<SortFilterControls sort="none" onSortChange={onSortChange} filter="none" onFilterChange={onFilterChange} />);
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
    renderWithProviders(
      <SortFilterControls sort="none" onSortChange={() => {}} filter="none" onFilterChange={() => {}} disabled={{ sort: true }} />,
    );
    expect(screen.getByRole('radio', { name: 'A–Z' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'TV' })).toBeEnabled();
  });
});
