import { Profiler, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { ViewToggle, type ViewValue } from './ViewToggle';
import { renderWithProviders } from '@streamscout/testing';

describe('ViewToggle', () => {
  it('offers Grid view and List view and reports the choice', () => {
    const onChange = jest.fn();
    renderWithProviders(<ViewToggle value="grid" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'List view' }));
    expect(onChange).toHaveBeenCalledWith('list');
  });

  it('marks the chosen segment for its background, and follows the value it is given', () => {
    function Controlled() {
      const [view, setView] = useState<ViewValue>('grid');
      return <ViewToggle value={view} onChange={setView} />;
    }
    renderWithProviders(<Controlled />);
    const label = (name: string) => screen.getByText(name).closest('label')!;
    expect(label('Grid view')).toHaveAttribute('data-active');
    expect(label('List view')).not.toHaveAttribute('data-active');
    fireEvent.click(screen.getByRole('radio', { name: 'List view' }));
    expect(screen.getByRole('radio', { name: 'List view' })).toBeChecked();
    expect(label('List view')).toHaveAttribute('data-active');
    expect(label('Grid view')).not.toHaveAttribute('data-active');
  });

  it('when disabled, neither segment can be chosen', () => {
    renderWithProviders(<ViewToggle value="grid" onChange={() => {}} disabled />);
    expect(screen.getByRole('radio', { name: 'Grid view' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'List view' })).toBeDisabled();
  });

  it('mounts in one render: nothing it does in the commit renders it again', () => {
    // Mantine's SegmentedControl keeps each segment's node as state: a second, synchronous render
    const phases: string[] = [];
    renderWithProviders(
      <Profiler id="toggle" onRender={(_id, phase) => phases.push(phase)}>
        <ViewToggle value="grid" onChange={() => {}} />
      </Profiler>,
    );
    expect(phases).toEqual(['mount']);
  });
});
