import { fireEvent, screen } from '@testing-library/react';
import { ViewToggle } from './ViewToggle';
import { renderUi } from '../../test/render';

describe('ViewToggle', () => {
  it('offers Grid view and List view and reports the choice', () => {
    const onChange = jest.fn();
    renderUi(<ViewToggle value="grid" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'List view' }));
    expect(onChange).toHaveBeenCalledWith('list');
  });
});
