import { fireEvent, screen } from '@testing-library/react';
import { FeatureFallback } from './FeatureFallback';
import { renderWithProviders } from '@streamscout/testing';

describe('FeatureFallback', () => {
  it('names the feature and calls onRetry from "Try again"', () => {
    const onRetry = jest.fn();
    renderWithProviders(<FeatureFallback feature="Search" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Search is unavailable right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
