import { fireEvent, screen } from '@testing-library/react';
import { LoadFailed, LOAD_FAILED_TEXT } from './LoadFailed';
import { renderWithProviders } from '@streamscout/testing';

describe('LoadFailed', () => {
  it('says the load failed and calls onRetry from Try again', () => {
    const onRetry = jest.fn();
    renderWithProviders(<LoadFailed onRetry={onRetry} label="Trending Shows" />);
    expect(screen.getByText(LOAD_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: `Trending Shows: ${LOAD_FAILED_TEXT}` })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the height of the content it stands for', () => {
    renderWithProviders(<LoadFailed onRetry={() => {}} minHeight={312} />);
    expect(screen.getByTestId('load-failed')).toHaveStyle({ minHeight: '312px' });
  });

  it('ignores presses while retrying', () => {
    const onRetry = jest.fn();
    renderWithProviders(<LoadFailed onRetry={onRetry} retrying />);
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(onRetry).not.toHaveBeenCalled();
  });
});
