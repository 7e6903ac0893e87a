import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@streamscout/routes/router';
import {
  RequireAuth,
  RequireGuest,
  onSessionWanted,
  SIGN_OUT_GRACE_MS,
  clearSession,
  markReady,
  setProfile,
  setSession,
  useIsSignedIn,
  useProfile,
} from '../src';
import { resetSessionStore, resetSessionWanted } from '../src/testing';
import type { Profile, Session } from '../src';

const profile: Profile = {
  id: 'u1',
  email: 'a@b.co',
  username: 'alice',
  country: 'Canada',
  adult: false,
  queue: [],
  favorites: [],
  watched: [],
};
const session = { user: { id: 'u1' } } as unknown as Session;

function App({ at }: { at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route element={<RequireGuest fallback={<p>checking</p>} />}>
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/signup" element={<p>signup page</p>} />
        </Route>
        <Route
          path="/dashboard"
          element={
            <RequireAuth fallback={<p>checking</p>}>
              <p>dashboard page</p>
            </RequireAuth>
          }
        />
        <Route element={<RequireAuth />}>
          <Route path="/dashboard/:list" element={<p>gallery page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

beforeEach(() => {
  resetSessionStore();
  resetSessionWanted();
});

describe('asking the host to start the session', () => {
  it.each(['/dashboard', '/login'])('a guard on %s that waits for the session asks for it at once', (at) => {
    const wanted = jest.fn();
    onSessionWanted(wanted);
    render(<App at={at} />);
    expect(wanted).toHaveBeenCalledTimes(1);
  });
  it('a public screen does not ask, and a loaded session is not asked for again', () => {
    const wanted = jest.fn();
    onSessionWanted(wanted);
    render(<App at="/" />);
    markReady();
    render(<App at="/dashboard" />);
    expect(wanted).not.toHaveBeenCalled();
  });
});

describe('RequireAuth', () => {
  it('a user signing out on the dashboard is not sent to /login while the move to / is pending', () => {
    jest.useFakeTimers();
    try {
      setSession(session);
      markReady();
      render(<App at="/dashboard" />);
      expect(screen.getByText('dashboard page')).toBeInTheDocument();
      act(() => clearSession());
      expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
      expect(screen.queryByText('login page')).not.toBeInTheDocument();
      // Nobody navigated within the grace period: the guard falls back to /login.
      act(() => jest.advanceTimersByTime(SIGN_OUT_GRACE_MS));
      expect(screen.getByText('login page')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders the fallback until the session was loaded once', () => {
    render(<App at="/dashboard" />);
    expect(screen.getByText('checking')).toBeInTheDocument();
  });
  it('shows the dashboard as soon as the restored session’s user has a profile on screen, before the start-up load ends', () => {
    render(<App at="/dashboard" />);
    expect(screen.getByText('checking')).toBeInTheDocument();
    // the session restored, no profile yet: still checking
    act(() => setSession(session));
    expect(screen.getByText('checking')).toBeInTheDocument();
    // another user's profile does not count
    act(() => setProfile({ ...profile, id: 'u2' }));
    expect(screen.getByText('checking')).toBeInTheDocument();
    // the profile this device kept for the user: the dashboard at once (the backend is still being asked)
    act(() => setProfile(profile));
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
    // the start-up load ends with the user signed out after all (the session could not be refreshed)
    act(() => {
      clearSession();
      markReady();
    });
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
  });

  it('redirects signed-out visitors to /login', () => {
    markReady();
    render(<App at="/dashboard/queue" />);
    expect(screen.getByText('login page')).toBeInTheDocument();
  });
  it('renders children or the nested route when signed in', () => {
    markReady();
    setSession(session);
    const { unmount } = render(<App at="/dashboard" />);
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
    unmount();
    render(<App at="/dashboard/watched" />);
    expect(screen.getByText('gallery page')).toBeInTheDocument();
  });
  it('follows a sign-in that finishes the loading', () => {
    render(<App at="/dashboard" />);
    act(() => {
      setSession(session);
      markReady();
    });
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });
});

describe('RequireGuest', () => {
  it('redirects signed-in users to /dashboard', () => {
    markReady();
    setSession(session);
    render(<App at="/signup" />);
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });
  it('lets signed-out visitors in', () => {
    markReady();
    render(<App at="/login" />);
    expect(screen.getByText('login page')).toBeInTheDocument();
  });
  it('moves to /dashboard when the user signs in on the page', () => {
    markReady();
    render(<App at="/login" />);
    act(() => setSession(session));
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });
});

describe('hooks', () => {
  function Who() {
    const p = useProfile();
    const signedIn = useIsSignedIn();
    return <p>{signedIn ? `in:${p?.username ?? '-'}` : 'out'}</p>;
  }
  it('useProfile / useIsSignedIn follow the store', () => {
    render(<Who />);
    expect(screen.getByText('out')).toBeInTheDocument();
    act(() => setSession(session));
    expect(screen.getByText('in:-')).toBeInTheDocument();
    act(() => setProfile(profile));
    expect(screen.getByText('in:alice')).toBeInTheDocument();
  });
});
