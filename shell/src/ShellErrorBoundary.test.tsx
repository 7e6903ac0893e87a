/** The shell's top-level error boundary: a friendly page with Reload for a failure outside any remote, logged once. */
import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithProviders } from '@streamscout/testing';
import { logCaughtError, ShellErrorBoundary, ShellErrorPage } from './ShellErrorBoundary';

/** A part of the app outside every remote that fails while rendering (e.g. a broken layout). */
function BrokenLayout(): never {
  throw new Error('layout exploded');
}

describe('ShellErrorBoundary', () => {
  it('an error outside a remote shows the friendly page instead of a blank window, logged once', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <ShellErrorBoundary>
          <header>StreamScout</header>
          <BrokenLayout />
        </ShellErrorBoundary>,
        { onCaughtError: logCaughtError },
      );
      const page = screen.getByRole('alert');
      expect(page).toHaveTextContent('Something went wrong.');
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
      expect(screen.queryByText('StreamScout', { selector: 'header' })).toBeNull();
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0][0]).toBe('StreamScout: a screen failed to render: layout exploded');
    } finally {
      log.mockRestore();
    }
    await expectNoAxeViolations();
  });

  it('Reload reloads the page', async () => {
    const reload = jest.fn();
    const { user } = renderWithProviders(<ShellErrorPage reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders its children when nothing fails', () => {
    render(
      <ShellErrorBoundary>
        <p>Trending Shows</p>
      </ShellErrorBoundary>,
    );
    expect(screen.getByText('Trending Shows')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
