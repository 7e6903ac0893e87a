/**
 * `/dashboard` (spec §2 "Dashboard", "Edit Profile modal"; §4 clear list, delete profile, logout;
 * §5 username/country rules; §8 texts) through the REAL supabase-js against the local backend: a
 * real signed-up user, the store seeded from that real session, lists filled with the real
 * add_item RPC, and the local TMDB catalog over HTTP for the cards.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { COUNTRIES } from '@streamscout/region';
import { getProfile, sessionStore } from '@streamscout/session';
import { resetSessionForTests, setSupabaseClientForTests } from '@streamscout/session/testing';
import { configureTmdb } from '@streamscout/tmdb';
import {
  addEntries,
  type CatalogTitle,
  catalogTitles,
  expectNoAxeViolations,
  loadedSelect,
  makeClient,
  renderWithProviders,
  setupLocalTmdb,
  signInFreshUser,
  startFailingCatalog,
  startTmdbGate,
  tmdbTestUrl,
} from '@streamscout/testing';
import Dashboard from './Dashboard';

jest.setTimeout(60000);
setupLocalTmdb();
afterEach(() => {
  cleanup(); // unmount before the store is reset, so nothing re-renders outside act
  resetSessionForTests();
  localStorage.clear();
});

const EMPTY = {
  queue: 'Your queue is empty! Add shows to your watch queue to view them here.',
  favorites: "You don't have any favorites! Favorite shows to view them here.",
  watched: 'Your watched list is empty! Add shows to your watched list to view them here.',
};
const USERNAME_ERROR = 'Error updating username. Please check your network connection and try again.';

const renderDashboard = () =>
  renderWithProviders(<Dashboard />, {
    path: '/dashboard',
    route: '/dashboard',
    routes: [{ path: '/', element: <p>home page</p> }],
  });

const section = (name: string) => screen.getByRole('region', { name });
const state = () => sessionStore.getState();

let titles: { movies: CatalogTitle[]; tv: CatalogTitle[] };
beforeAll(async () => {
  titles = await catalogTitles(3);
});

describe('the profile and its lists', () => {
  it('a new account: welcome, Email, Username, Country of Origin, zero counts, the three empty texts', async () => {
    const { profile, credentials } = await signInFreshUser('dash');
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: `Welcome back ${profile.username}!` })).toBeInTheDocument();
    expect(screen.getByText('Email:').parentElement).toHaveTextContent(`Email: ${credentials.email}`);
    expect(screen.getByText('Username:').parentElement).toHaveTextContent(`Username: ${profile.username}`);
    expect(screen.getByText('Country of Origin:').parentElement).toHaveTextContent('Country of Origin: Canada');
    // Counts in the spec's order: In Queue, Watched, Favorites.
    const counts = screen.getAllByTestId(/^count-/);
    expect(counts.map((c) => [c.getAttribute('data-testid'), c.textContent, c.nextElementSibling?.textContent])).toEqual([
      ['count-queue', '0', 'In Queue'],
      ['count-watched', '0', 'Watched'],
      ['count-favorites', '0', 'Favorites'],
    ]);
    for (const [name, list, clear] of [
      ['Watch Queue', 'queue', 'Clear Queue'],
      ['Favorites', 'favorites', 'Clear Favorites'],
      ['Watched List', 'watched', 'Clear Watched'],
    ] as const) {
      expect(within(section(name)).getByText(EMPTY[list])).toBeInTheDocument();
      expect(within(section(name)).getByRole('button', { name: clear })).toBeDisabled();
      expect(within(section(name)).getByRole('link', { name: 'View All' })).toHaveAttribute('href', `/dashboard/${list}`);
    }
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("each section shows its list's shows, newest first; counts follow the lists", async () => {
    const { profile } = await signInFreshUser('dash');
    const [m1, m2] = titles.movies;
    const [t1] = titles.tv;
    await addEntries(profile, 'queue', [m1!.entry, t1!.entry]);
    await addEntries(profile, 'favorites', [m2!.entry]);
    renderDashboard();
    const queue = section('Watch Queue');
    await within(queue).findByText(m1!.title);
    await waitFor(() => expect(within(queue).getAllByTestId('show-card')).toHaveLength(2));
    expect(
      within(queue)
        .getAllByTestId('show-card')
        .map((c) => c.querySelector('p')?.textContent),
    ).toEqual([t1!.title, m1!.title]);
    expect(await within(section('Favorites')).findByText(m2!.title)).toBeInTheDocument();
    expect(within(section('Watched List')).getByText(EMPTY.watched)).toBeInTheDocument();
    expect(within(queue).getByRole('button', { name: 'Clear Queue' })).toBeEnabled();
    expect(within(section('Watched List')).getByRole('button', { name: 'Clear Watched' })).toBeDisabled();
    expect(screen.getByTestId('count-queue')).toHaveTextContent('2');
    expect(screen.getByTestId('count-watched')).toHaveTextContent('0');
    expect(screen.getByTestId('count-favorites')).toHaveTextContent('1');
    await expectNoAxeViolations();
  });

  it('Clear Queue: remove_all replaces the profile with the returned one; other lists are kept', async () => {
    const { profile } = await signInFreshUser('dash');
    await addEntries(profile, 'queue', [titles.movies[0]!.entry, titles.tv[0]!.entry]);
    const before = await addEntries(profile, 'favorites', [titles.movies[1]!.entry]);
    const { user } = renderDashboard();
    await within(section('Watch Queue')).findByText(titles.movies[0]!.title);
    await user.click(within(section('Watch Queue')).getByRole('button', { name: 'Clear Queue' }));
    expect(await within(section('Watch Queue')).findByText(EMPTY.queue)).toBeInTheDocument();
    expect(within(section('Watch Queue')).getByRole('button', { name: 'Clear Queue' })).toBeDisabled();
    expect(screen.getByTestId('count-queue')).toHaveTextContent('0');
    expect(state().profile).not.toBe(before);
    expect(state().profile).toMatchObject({ queue: [], favorites: [titles.movies[1]!.entry] });
    // What the store holds is what the backend now has.
    const stored = await getProfile(profile.id);
    expect(stored).toMatchObject({ queue: [], favorites: [titles.movies[1]!.entry] });
    expect(await within(section('Favorites')).findByText(titles.movies[1]!.title)).toBeInTheDocument();
  });

  it('Logout signs out through the auth service and clears the store', async () => {
    const { client } = await signInFreshUser('dash');
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(state().session).toBeNull());
    expect(state().profile).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});

describe('sections: the newest 10; failed told apart from empty', () => {
  const pathOf = (entry: string) => (entry.startsWith('tv-') ? `/3/tv/${entry.slice(3)}` : `/3/movie/${entry.slice(6)}`);

  it('a 12-title list: the section shows and asks for the newest 10 only (the light call)', async () => {
    const many = await catalogTitles(6);
    const twelve = [...many.movies, ...many.tv].slice(0, 12);
    expect(twelve).toHaveLength(12);
    const gate = await startTmdbGate();
    configureTmdb({ baseUrl: `${gate.url}/3` });
    try {
      const { profile } = await signInFreshUser('dash');
      await addEntries(
        profile,
        'watched',
        twelve.map((t) => t.entry),
      );
      renderDashboard();
      const watched = section('Watched List');
      await waitFor(() => expect(within(watched).getAllByTestId('show-card')).toHaveLength(10));
      const newest = [...twelve].reverse().slice(0, 10);
      expect(
        within(watched)
          .getAllByTestId('show-card')
          .map((c) => c.querySelector('p')?.textContent),
      ).toEqual(newest.map((t) => t.title));
      expect(gate.seen.map((u) => new URL(u, 'http://x').pathname).sort()).toEqual(newest.map((t) => pathOf(t.entry)).sort());
      expect(gate.seen.every((u) => new URL(u, 'http://x').searchParams.get('append_to_response') === 'watch/providers')).toBe(true);
    } finally {
      configureTmdb({ baseUrl: `${tmdbTestUrl()}/3` });
      await gate.close();
    }
  });

  it('TMDB failing: a list with titles says "We couldn\'t load this right now." with Try again, never the empty text; Try again loads them', async () => {
    const { profile } = await signInFreshUser('dash');
    await addEntries(profile, 'queue', [titles.movies[0]!.entry, titles.tv[0]!.entry]);
    const failing = await startFailingCatalog({ 'movie/': 500, 'tv/': 500 });
    const { user } = renderDashboard();
    try {
      const queue = section('Watch Queue');
      const failed = await within(queue).findByRole('status', { name: "Watch Queue: We couldn't load this right now." });
      expect(within(queue).queryByText(EMPTY.queue)).toBeNull();
      expect(within(queue).queryAllByTestId('failed-show-card')).toHaveLength(0);
      // The empty lists keep the spec's texts.
      expect(within(section('Favorites')).getByText(EMPTY.favorites)).toBeInTheDocument();
      expect(within(section('Watched List')).getByText(EMPTY.watched)).toBeInTheDocument();
      expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      await expectNoAxeViolations();
    } finally {
      await failing.close();
    }
    await user.click(within(section('Watch Queue')).getByRole('button', { name: 'Try again' }));
    expect(await within(section('Watch Queue')).findByText(titles.movies[0]!.title)).toBeInTheDocument();
    expect(await within(section('Watch Queue')).findByText(titles.tv[0]!.title)).toBeInTheDocument();
    expect(screen.queryByTestId('load-failed')).toBeNull();
  });

  it('one title failing: its card has Try again, which asks again for that title only', async () => {
    const { profile } = await signInFreshUser('dash');
    const [ok, bad] = titles.movies;
    await addEntries(profile, 'favorites', [ok!.entry, bad!.entry]);
    const gate = await startTmdbGate();
    configureTmdb({ baseUrl: `${gate.url}/3` });
    try {
      gate.failNext(pathOf(bad!.entry));
      const { user } = renderDashboard();
      const favorites = section('Favorites');
      const card = await within(favorites).findByTestId('failed-show-card');
      expect(card).toHaveTextContent(bad!.entry);
      expect(await within(favorites).findByText(ok!.title)).toBeInTheDocument();
      gate.reset();
      await user.click(within(card).getByRole('button', { name: 'Try again' }));
      expect(await within(favorites).findByText(bad!.title)).toBeInTheDocument();
      expect(gate.seen.map((u) => new URL(u, 'http://x').pathname)).toEqual([pathOf(bad!.entry)]);
    } finally {
      configureTmdb({ baseUrl: `${tmdbTestUrl()}/3` });
      await gate.close();
    }
  });
});

describe('Edit Profile modal', () => {
  async function openModal() {
    const signedIn = await signInFreshUser('edit');
    const r = renderDashboard();
    await r.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    return { ...signedIn, ...r, dialog };
  }

  it('username: shorter than 3 → the field in error and the spec alert; nothing saved', async () => {
    const { user, dialog, profile } = await openModal();
    const field = within(dialog).getByLabelText('Username');
    expect(field).toHaveValue(profile.username);
    await user.clear(field);
    await user.type(field, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Update Username' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(USERNAME_ERROR);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await getProfile(profile.id)).toMatchObject({ username: profile.username });
    await expectNoAxeViolations();
  });

  it('username: a valid one is saved → "Successfully updated username!" and the profile is replaced', async () => {
    const { user, dialog, profile } = await openModal();
    const field = within(dialog).getByLabelText('Username');
    const renamed = `${profile.username}_new`;
    await user.clear(field);
    await user.type(field, `${renamed}{Enter}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully updated username!');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(state().profile?.username).toBe(renamed);
    expect(screen.getByRole('heading', { level: 1, name: `Welcome back ${renamed}!` })).toBeInTheDocument();
    expect(await getProfile(profile.id)).toMatchObject({ username: renamed });
  });

  it("username: someone else's → the backend refuses; field in error and the alert", async () => {
    const other = await signInFreshUser('taken');
    resetSessionForTests();
    const { user, dialog, profile } = await openModal();
    const field = within(dialog).getByLabelText('Username');
    await user.clear(field);
    await user.type(field, other.profile.username);
    await user.click(within(dialog).getByRole('button', { name: 'Update Username' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(USERNAME_ERROR);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(state().profile?.username).toBe(profile.username);
  });

  it('country: alphabetical, searchable, menu at most 300 px; picking one saves it', async () => {
    const { user, dialog, profile } = await openModal();
    const field = await loadedSelect(user, 'Country', dialog);
    expect(field).toHaveValue('Canada');
    await user.clear(field);
    const options = await screen.findAllByRole('option');
    const names = options.map((o) => o.textContent ?? '');
    expect(names).toHaveLength(COUNTRIES.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const listbox = screen.getByRole('listbox');
    // 300 px = 18.75rem (Mantine writes rem times its scale, 1).
    expect(listbox.querySelector('[style*="max-height"]')?.getAttribute('style')).toContain('max-height: calc(18.75rem');
    await user.type(field, 'Germ');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Germany']);
    await user.click(screen.getByRole('option', { name: 'Germany' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully updated country!');
    expect(screen.getByText('Country of Origin:').parentElement).toHaveTextContent('Country of Origin: Germany');
    expect(await getProfile(profile.id)).toMatchObject({ country: 'Germany' });
  });

  it("country: none chosen → 'Please select a country.'; not in the list → 'Please select a valid country from the provided list.'", async () => {
    const { user, dialog, profile } = await openModal();
    const field = await loadedSelect(user, 'Country', dialog);
    // Emptied and left: none chosen.
    await user.clear(field);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a country.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // The clear button (a mouse control; hidden from assistive technology by Mantine): the same.
    await user.click(dialog.querySelector<HTMLButtonElement>('button[aria-label="Clear country"]')!);
    expect(field).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please select a country.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.click(field);
    await user.type(field, 'Narnia{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid country from the provided list.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    // Typed and left without picking from the list: refused as well.
    await user.click(field);
    await user.clear(field);
    await user.type(field, 'Atlantis');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid country from the provided list.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await getProfile(profile.id)).toMatchObject({ country: 'Canada' });
    await expectNoAxeViolations();
  });

  it('adult flag: the switch saves it → "Successfully updated adult flag!"', async () => {
    const { user, dialog, profile } = await openModal();
    const toggle = within(dialog).getByRole('switch', { name: 'Show adult content' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully updated adult flag!');
    expect(state().profile?.adult).toBe(true);
    expect(toggle).toBeChecked();
    expect(await getProfile(profile.id)).toMatchObject({ adult: true });
  });

  it('Delete Profile asks first; No goes back; Yes deletes the account, clears storage, store and session, lands on /', async () => {
    const { user, dialog, credentials, client } = await openModal();
    localStorage.setItem('streamscout:search-view', 'list');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Profile' }));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure you want to delete your profile?' });
    expect(confirm).toHaveTextContent('Warning! This action cannot be undone.');
    await expectNoAxeViolations();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Profile' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(state()).toMatchObject({ session: null, profile: null });
    expect(localStorage.length).toBe(0);
    expect((await client.auth.getSession()).data.session).toBeNull();
    const again = await makeClient().auth.signInWithPassword({ email: credentials.email, password: credentials.password });
    expect(again.error?.message).toBe('Invalid login credentials');
  });

  it('a failed delete shows an error and keeps the user signed in', async () => {
    const { user, dialog, credentials, session } = await openModal();
    // The backend cannot be reached (nothing listens on the discard port): a real network failure.
    setSupabaseClientForTests(makeClient('http://127.0.0.1:9'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete Profile' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error deleting profile. Please check your network connection and try again.',
    );
    expect(screen.queryByText('home page')).toBeNull();
    expect(state().session).toBe(session);
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome back / })).toBeInTheDocument();
    const stillThere = await makeClient().auth.signInWithPassword({ email: credentials.email, password: credentials.password });
    expect(stillThere.error).toBeNull();
  });
});
