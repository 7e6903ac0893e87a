import { act, fireEvent, screen } from '@testing-library/react';
import { ListButtons, listButtonLabel } from './ListButtons';
import { renderWithProviders } from '@streamscout/testing';

const base = { inQueue: false, inFavorites: false, inWatched: false, onToggle: () => {}, signedIn: true };

describe('ListButtons', () => {
  it('signed out: a single "Sign up to save shows!" link to /signup', () => {
    renderWithProviders(<ListButtons {...base} signedIn={false} />);
    expect(screen.getByRole('link', { name: 'Sign up to save shows!' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('signed in, in no list: three green "Add to …" buttons', () => {
    renderWithProviders(<ListButtons {...base} />);
    for (const label of ['Add to queue', 'Add to favorites', 'Add to watched']) {
      const b = screen.getByRole('button', { name: label });
      expect(b).toHaveAttribute('data-color', 'green');
      expect(b.getAttribute('style')).toContain('green');
    }
    expect(screen.queryByRole('link', { name: 'Sign up to save shows!' })).not.toBeInTheDocument();
  });

  it('in every list: three red "Remove from …" buttons', () => {
    renderWithProviders(<ListButtons {...base} inQueue inFavorites inWatched />);
    for (const label of ['Remove from queue', 'Remove from favorites', 'Remove from watched']) {
      const b = screen.getByRole('button', { name: label });
      expect(b).toHaveAttribute('data-color', 'red');
      expect(b.getAttribute('style')).toContain('red');
    }
  });

  it('labels each list independently', () => {
    renderWithProviders(<ListButtons {...base} inFavorites />);
    expect(screen.getByRole('button', { name: 'Add to queue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to watched' })).toBeInTheDocument();
    expect(listButtonLabel('watched', true)).toBe('Remove from watched');
  });

  it('calls onToggle with the list name', () => {
    const onToggle = jest.fn();
    renderWithProviders(<ListButtons {...base} inWatched onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to queue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove from watched' }));
    expect(onToggle.mock.calls).toEqual([['queue'], ['favorites'], ['watched']]);
  });

  it('shows a spinner on just the loading button and ignores presses there', () => {
    const onToggle = jest.fn();
    renderWithProviders(<ListButtons {...base} loading={{ favorites: true }} onToggle={onToggle} />);
    const fav = screen.getByRole('button', { name: 'Add to favorites' });
    expect(fav).toHaveAttribute('data-loading', 'true');
    expect(fav).toHaveAttribute('aria-busy', 'true');
    expect(fav.querySelector('.mantine-Loader-root')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add to queue' })).not.toHaveAttribute('data-loading');
    fireEvent.click(fav);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('opens the tooltip 100 ms after the mouse enters', async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderWithProviders(<ListButtons {...base} />, { advanceTimers: jest.advanceTimersByTime });
      const b = screen.getByRole('button', { name: 'Add to queue' });
      await act(async () => {
        await import('../DelayedTooltip/MantineTooltip');
      });
      await user.hover(b);
      act(() => {
        jest.advanceTimersByTime(90);
      });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(20);
      });
      expect(screen.getByRole('tooltip')).toHaveTextContent('Add to queue');
      await user.unhover(b);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
