/**
 * The "Share" switch of a list (spec §17) through the REAL supabase-js against the local backend,
 * behind a fault proxy: the switch moves at the press itself and waits there, disabled, for the
 * backend; a refused change says so and puts the switch back.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useProfile } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { renderWithProviders, setupBackendProxy, signInFreshUserThrough } from '@streamscout/testing';
import { ShareList } from './ShareList';

jest.setTimeout(60000);

const proxy = setupBackendProxy();
afterEach(() => {
  cleanup();
  resetSessionForTests();
});

/** The queue's switch over the store's profile, as the dashboard renders it. */
function Harness() {
  const profile = useProfile();
  return profile ? <ShareList list="queue" profile={profile} /> : <p>signed out</p>;
}

/** A fresh signed-in user whose requests go through the proxy; the switch shown. */
async function renderSwitch() {
  await signInFreshUserThrough(proxy().url, 'share');
  renderWithProviders(<Harness />);
  return screen.findByTestId('share-switch');
}

const rpcCalls = () => proxy().requests.filter((q) => q.path.startsWith('/rest/v1/rpc/set_list_public')).length;

describe('ShareList (spec §17)', () => {
  it('moves at the press, disabled until the backend has answered, then shows the link', async () => {
    const toggle = await renderSwitch();
    expect(toggle).not.toBeChecked();
    const before = rpcCalls();
    fireEvent.click(toggle);
    // the same task as the press: on, and not pressable again until the answer
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(screen.getByTestId('share-url')).toHaveTextContent(/\/u\/.+\/queue$/);
    expect(rpcCalls()).toBe(before + 1);
  });

  it('a refused change says so and puts the switch back', async () => {
    const toggle = await renderSwitch();
    proxy().setMode({ status: 500, body: { message: 'boom' } }, (path) => path.startsWith('/rest/v1/rpc/set_list_public'));
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.queryByTestId('share-url')).toBeNull();
  });
});
