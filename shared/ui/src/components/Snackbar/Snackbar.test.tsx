import { act, screen } from '@testing-library/react';
import { Button } from '@mantine/core';
import { expectNoAxeViolations, renderWithProviders } from '@streamscout/testing';
import { SNACKBAR_HIDE_MS, useSnackbar, type SnackbarSeverity } from './Snackbar';

function Demo({ text = 'Successfully updated username!', severity = 'success' as SnackbarSeverity }) {
  const { show, snackbar } = useSnackbar();
  return (
    <>
      <Button onClick={() => show(text, severity)}>Show</Button>
      {snackbar}
    </>
  );
}

afterEach(() => jest.useRealTimers());

describe('Snackbar / useSnackbar', () => {
  it('spec §4/§9: the alert hides by itself after 3000 ms', async () => {
    jest.useFakeTimers();
    const { user } = renderWithProviders(<Demo />);
    const u = user.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(SNACKBAR_HIDE_MS).toBe(3000);
    await u.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('status')).toHaveTextContent('Successfully updated username!');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a new alert restarts the timer', async () => {
    jest.useFakeTimers();
    const { user } = renderWithProviders(<Demo />);
    const u = user.setup({ advanceTimers: jest.advanceTimersByTime });
    await u.click(screen.getByRole('button', { name: 'Show' }));
    act(() => jest.advanceTimersByTime(2000));
    await u.click(screen.getByRole('button', { name: 'Show' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('errors are role=alert; the close button hides at once; no axe violations', async () => {
    const { user } = renderWithProviders(
      <Demo text="Error updating username. Please check your network connection and try again." severity="error" />,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error updating username. Please check your network connection and try again.');
    expect(alert).toHaveAttribute('data-severity', 'error');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
