/**
 * "Only my services" on a gallery, through real supabase-js on the local backend (a signed-up
 * user in the United Kingdom, services saved by the set_services RPC, a list filled by add_item)
 * and the local TMDB catalog: switched on, the gallery keeps the titles streaming on the user's
 * services in the UK (from each card's light data), and says so when none does.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { applyProfileUpdate, saveServices, updateCountry } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { addEntries, catalogTitles, renderWithProviders, setupLocalTmdb, signInFreshUser, tmdbGet } from '@streamscout/testing';
import Dashboard from './Dashboard';
import Gallery from './Gallery';

jest.setTimeout(90000);
setupLocalTmdb();
beforeAll(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  localStorage.clear(); // the "Only my services" switch is kept there
  resetSessionForTests();
});

type Watch = { results: Record<string, { flatrate?: { provider_id: number }[] } | undefined> };

/** GB flat-rate provider ids of a list entry ('movie-123'), from the catalog. */
async function gbFlatrate(entry: string): Promise<number[]> {
  const [type, id] = entry.split('-');
  const w = await tmdbGet<Watch>(`/${type}/${id}/watch/providers`);
  return (w.results.GB?.flatrate ?? []).map((p) => p.provider_id);
}

/** Titles of the loaded cards in the grid, in order. */
const cardTitles = () =>
  within(screen.getByTestId('gallery-grid'))
    .queryAllByTestId('list-card')
    .map((card) => card.querySelector('p')?.textContent ?? '');

it('keeps only the titles on my services in my region; none on them says so', async () => {
  const { movies } = await catalogTitles(12);
  const withGb = await Promise.all(movies.map(async (m) => ({ ...m, gb: await gbFlatrate(m.entry) })));
  // a service some of these titles stream on in the UK and others not
  const counts = new Map<number, number>();
  for (const m of withGb) for (const id of m.gb) counts.set(id, (counts.get(id) ?? 0) + 1);
  const service = [...counts.entries()].find(([, n]) => n > 0 && n < withGb.length)![0];
  const on = withGb.filter((m) => m.gb.includes(service));
  const off = withGb.filter((m) => !m.gb.includes(service));
  expect(on.length).toBeGreaterThan(0);
  expect(off.length).toBeGreaterThan(0);

  const { profile } = await signInFreshUser('galsvc');
  await applyProfileUpdate(updateCountry(profile.id, 'United Kingdom'));
  expect((await saveServices([service])).ok).toBe(true);
  const stored = [...on.slice(0, 2), ...off.slice(0, 2)];
  await addEntries(
    profile,
    'queue',
    stored.map((m) => m.entry),
  );
  const { user } = renderWithProviders(<Gallery />, { path: '/dashboard/queue', route: '/dashboard/:list' });
  await waitFor(() => expect(cardTitles()).toHaveLength(stored.length));

  // the cards of titles on my services say so
  await waitFor(() => expect(screen.getAllByTestId('card-on-your-services')).toHaveLength(Math.min(2, on.length)));
  for (const badge of screen.getAllByTestId('card-on-your-services')) {
    const title = badge.closest('[data-testid="list-card"]')!.querySelector('p')?.textContent;
    expect(on.map((m) => m.title)).toContain(title);
  }

  await user.click(screen.getByRole('switch', { name: 'Only my services' }));
  const expected = [...on.slice(0, 2)].reverse().map((m) => m.title); // newest first
  await waitFor(() => expect(cardTitles()).toEqual(expected));
  expect(screen.getByTestId('sort-progress')).toHaveTextContent(
    `${expected.length === 1 ? '1 title' : `${expected.length} titles`} on your services`,
  );
  expect(screen.getByTestId('gallery-count')).toHaveTextContent(`${stored.length} titles`);

  // a service the UK does not have (Viaplay, 76) carries none of them: the gallery says so
  expect(stored.some((m) => m.gb.includes(76))).toBe(false);
  expect((await saveServices([76])).ok).toBe(true);
  expect(await screen.findByTestId('none-on-services')).toHaveTextContent(
    'None of these titles streams on your services in the United Kingdom.',
  );
});

it('the dashboard: "Only my services" narrows each section to the titles on my services in my region', async () => {
  const { movies } = await catalogTitles(12);
  const withGb = await Promise.all(movies.map(async (m) => ({ ...m, gb: await gbFlatrate(m.entry) })));
  const service = withGb.flatMap((m) => m.gb).find((id) => withGb.some((m) => !m.gb.includes(id)))!;
  const on = withGb.filter((m) => m.gb.includes(service));
  const off = withGb.filter((m) => !m.gb.includes(service));
  const { profile } = await signInFreshUser('dashsvc');
  await applyProfileUpdate(updateCountry(profile.id, 'United Kingdom'));
  expect((await saveServices([service])).ok).toBe(true);
  await addEntries(profile, 'favorites', [on[0]!.entry, off[0]!.entry]);
  const { user } = renderWithProviders(<Dashboard />, { path: '/dashboard', route: '/dashboard' });
  const section = await screen.findByRole('region', { name: 'Favorites' });
  await waitFor(() => expect(within(section).getAllByTestId('list-card')).toHaveLength(2));
  await user.click(screen.getByRole('switch', { name: 'Only my services' }));
  await waitFor(() => expect(within(section).getAllByTestId('list-card')).toHaveLength(1));
  expect(within(section).getByText(on[0]!.title)).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Watch Queue' })).toHaveTextContent('Your queue is empty!');
});
