/**
 * The connected list buttons through the REAL session package and supabase-js against the local
 * backend (jest global setup): add_item / remove_item change the backend row and the store; each
 * button has its own spinner; a failed call (null) leaves that button's flag on (spec §4).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { getList, sessionStore, showKey } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { expectNoAxeViolations, makeProfile, renderWithProviders, signInFreshUser, until } from '@streamscout/testing';
import { ShowListButtons } from './ShowListButtons';

jest.setTimeout(30000);

const show = { id: 4242, media_type: 'movie' };
const key = showKey(show.media_type, show.id);

afterEach(() => resetSessionForTests());

describe('ShowListButtons', () => {
  it('signed out: the one "Sign up to save shows!" link to /signup', async () => {
    renderWithProviders(<ShowListButtons show={show} />, { profile: null });
    expect(screen.getByRole('link', { name: 'Sign up to save shows!' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('signed out with signedOut="nothing" (poster overlays): renders nothing', () => {
    renderWithProviders(<ShowListButtons show={show} signedOut="nothing" />, { profile: null });
    expect(screen.queryByRole('link', { name: 'Sign up to save shows!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('list-buttons-pending')).not.toBeInTheDocument();
  });

  it('while the session loads: an empty placeholder, neither buttons nor the sign-up link', () => {
    renderWithProviders(<ShowListButtons show={show} />);
    expect(screen.getByTestId('list-buttons-pending')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('labels from the profile: "Remove from …" (red) for lists holding the show, "Add to …" (green) otherwise', async () => {
    renderWithProviders(<ShowListButtons show={show} />, { profile: makeProfile({ favorites: [key] }) });
    expect(screen.getByRole('button', { name: 'Add to queue' })).toHaveAttribute('data-color', 'green');
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('data-color', 'red');
    expect(screen.getByRole('button', { name: 'Add to watched' })).toHaveAttribute('data-color', 'green');
    await expectNoAxeViolations();
  });

  it('signed in for real: a click adds through add_item (the store and the backend row change), a second click removes', async () => {
    const { profile } = await signInFreshUser('buttons');
    const { user } = renderWithProviders(<ShowListButtons show={show} />);
    await user.click(screen.getByRole('button', { name: 'Add to queue' }));
    const remove = await screen.findByRole('button', { name: 'Remove from queue' });
    expect(remove).toHaveAttribute('data-color', 'red');
    expect(remove).not.toHaveAttribute('aria-busy');
    expect(sessionStore.getState().profile!.queue).toEqual([key]);
    expect(await getList(profile.id, 'queue')).toEqual([key]);

    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    await screen.findByRole('button', { name: 'Remove from favorites' });
    await user.click(screen.getByRole('button', { name: 'Remove from queue' }));
    await screen.findByRole('button', { name: 'Add to queue' });
    expect(await getList(profile.id, 'queue')).toEqual([]);
    expect(await getList(profile.id, 'favorites')).toEqual([key]);
  });

  it('spinners are per button: two calls at once each spin their own button', async () => {
    const { client } = await signInFreshUser('spinners');
    const rpc = jest.spyOn(client, 'rpc'); // calls through to the real backend; only counts calls
    renderWithProviders(<ShowListButtons show={show} />);
    act(() => {
      screen.getByRole('button', { name: 'Add to queue' }).click();
      screen.getByRole('button', { name: 'Add to watched' }).click();
    });
    // both calls are running: their buttons spin (a loader replaces the icon), the third does not
    expect(screen.getByRole('button', { name: 'Add to queue' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Add to queue' }).querySelector('.mantine-Loader-root')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add to watched' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Add to favorites' })).not.toHaveAttribute('aria-busy');
    await screen.findByRole('button', { name: 'Remove from queue' });
    await screen.findByRole('button', { name: 'Remove from watched' });
    await waitFor(() => expect(sessionStore.getState().profile!.watched).toEqual([key]));
    expect(rpc).toHaveBeenCalledTimes(2);
  });

  it('two presses at once keep both changes when the first answer arrives last (an older row does not replace a newer one)', async () => {
    const { client } = await signInFreshUser('reordered');
    const rpcOf = client.rpc.bind(client);
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((r) => {
      releaseFirst = r;
    });
    let calls = 0;
    jest.spyOn(client, 'rpc').mockImplementation((...args: Parameters<typeof client.rpc>) => {
      const builder = rpcOf(...args);
      if ((calls += 1) !== 1) return builder;
      // the first call's answer (the row with the queue change only) is handed over last
      const then = builder.then.bind(builder);
      builder.then = ((onOk, onErr) => then((v) => firstHeld.then(() => v)).then(onOk, onErr)) as typeof builder.then;
      return builder;
    });
    renderWithProviders(<ShowListButtons show={show} />);
    act(() => {
      screen.getByRole('button', { name: 'Add to queue' }).click();
    });
    act(() => {
      screen.getByRole('button', { name: 'Add to watched' }).click();
    });
    await screen.findByRole('button', { name: 'Remove from watched' });
    await act(async () => {
      releaseFirst();
      await firstHeld;
    });
    await screen.findByRole('button', { name: 'Remove from queue' });
    expect(screen.getByRole('button', { name: 'Remove from watched' })).toBeInTheDocument();
    expect(sessionStore.getState().profile!.queue).toEqual([key]);
    expect(sessionStore.getState().profile!.watched).toEqual([key]);
  });

  it('a failed call (null: the backend refuses a signed-out client) leaves the flag and the spinner on; presses are ignored', async () => {
    const { client } = await signInFreshUser('failing');
    await client.auth.signOut(); // the server session is gone; the store still holds the profile
    // Each answer the store awaits (an rpc builder is awaited once, through its `then`).
    const answers: PromiseLike<unknown>[] = [];
    const rpcOf = client.rpc.bind(client);
    const rpc = jest.spyOn(client, 'rpc').mockImplementation((...args: Parameters<typeof client.rpc>) => {
      const builder = rpcOf(...args);
      const then = builder.then.bind(builder);
      builder.then = ((onOk, onErr) => {
        const answer = then(onOk, onErr);
        answers.push(answer);
        return answer;
      }) as typeof builder.then;
      return builder;
    });
    const { user } = renderWithProviders(<ShowListButtons show={show} />);
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    await until(() => answers.length === 1);
    await act(async () => {
      await answers[0];
    });
    // pressed again once the refusal is answered: user-event presses a task later (it waits one
    // before each pointer action), after the store's handling of the refusal — and it is ignored
    const fav = screen.getByRole('button', { name: 'Add to favorites' });
    await user.click(fav);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().loading.favorites[key]).toBe(true);
    expect(fav).toHaveAttribute('aria-busy', 'true');
    expect(fav.querySelector('.mantine-Loader-root')).not.toBeNull();
    expect(sessionStore.getState().profile!.favorites).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add to queue' })).not.toHaveAttribute('aria-busy');
  });
});
