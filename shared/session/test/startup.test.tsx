/**
 * Session start-up on public screens (architecture §7): a visitor with no stored session is signed out
 * for sure, so start-up marks the store ready without loading supabase-js; a stored session
 * (supabase-js's `sb-…-auth-token` key, or the configured storage key) is loaded as before.
 */
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@streamscout/routes/router';
import { configureSession, markScreenRendered, sessionStore, SessionStartup } from '../src';
import { hasStoredSession } from '../src/SessionStartup';
import { resetSessionForTests } from '../src/testing';

const CONFIG = { url: 'http://127.0.0.1:9', anonKey: 'anon' };

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});

describe('hasStoredSession', () => {
  it('is false with nothing stored and true once supabase-js has stored a session', () => {
    configureSession(CONFIG);
    localStorage.setItem('streamscout:theme', 'dark');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('sb-localhost-auth-token', '{}');
    expect(hasStoredSession()).toBe(true);
  });

  it('reads a configured storage key, and assumes a session with a custom storage', () => {
    configureSession({ ...CONFIG, options: { auth: { storageKey: 'my-key' } } });
    localStorage.setItem('sb-localhost-auth-token', '{}');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('my-key', '{}');
    expect(hasStoredSession()).toBe(true);
    configureSession({ ...CONFIG, options: { auth: { storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } } } });
    expect(hasStoredSession()).toBe(true);
  });
});

describe('SessionStartup without a stored session', () => {
  it('marks the store ready and signed out once the first screen has rendered, without a client', async () => {
    // with this config creating the client fails, so a started session would log
    // 'Supabase client not found' (see the stored-session case below); here none is started
    configureSession({ url: 'not a url', anonKey: '' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <SessionStartup />
      </MemoryRouter>,
    );
    expect(sessionStore.getState().ready).toBe(false);
    markScreenRendered();
    await waitFor(() => expect(sessionStore.getState().ready).toBe(true));
    expect(sessionStore.getState().session).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('SessionStartup with a stored session', () => {
  it('starts the session (loads supabase-js and creates the client) once the first screen has rendered', async () => {
    configureSession({ url: 'not a url', anonKey: '' });
    localStorage.setItem('sb-localhost-auth-token', '{}');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <SessionStartup />
      </MemoryRouter>,
    );
    markScreenRendered();
    await waitFor(() => expect(sessionStore.getState().ready).toBe(true));
    expect(errors).toHaveBeenCalledWith('Supabase client not found', expect.anything());
    errors.mockRestore();
  });
});
