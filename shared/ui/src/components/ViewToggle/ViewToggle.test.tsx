import { fireEvent, screen } from '@testing-library/react';
import { ViewToggle } from './ViewToggle';
import { renderWithProviders } from '@streamscout/testing';

describe('ViewToggle', () => {
  it('offers Grid view and List view and reports the choice', () => {
    const onChange = jest.fn();
    renderWithProviders(<ViewToggle value="grid" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'List view' }));
    expect(onChange).toHaveBeenCalledWith('list');
  });
});
