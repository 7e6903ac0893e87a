/**
 * Discover follows the viewer's region and services, against the local TMDB catalog (and, signed
 * in, real supabase-js on the local backend): platform rows use the region's `watch_region`, a
 * row whose service the region lacks shows the region's most prominent other service, and "Only
 * my services" narrows a row to titles on the user's services (signed out, it invites to sign up).
 */
import { DEFAULT_REGION } from '@streamscout/region';
import { screen, waitFor, within } from '@testing-library/react';
import { REGION_STORAGE_KEY, saveServices, applyProfileUpdate, updateCountry } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { renderWithProviders, setupLocalTmdb, signInFreshUser } from '@streamscout/testing';
import { AppUrlProvider } from '@streamscout/ui';
import DiscoverRow from './DiscoverRow';

jest.setTimeout(60_000);
setupLocalTmdb();

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});
afterEach(() => {
  localStorage.clear();
  resetSessionForTests();
});

type Watch = { results: Record<string, Record<string, { provider_id: number }[] | string> | undefined> };

/** TMDB's answer for a title's providers, straight from the catalog. */
async function watchOf(href: string): Promise<Watch> {
  const [, type, id] = /\/details\/(movie|tv)\/(\d+)$/.exec(href)!;
  const res = await fetch(`${process.env.TMDB_TEST_URL}/3/${type}/${id}/watch/providers`);
  return (await res.json()) as Watch;
}

/** Provider ids of the given ways to watch of a title in a region. */
function idsIn(w: Watch, region: string, kinds: string[]): number[] {
  const entry = w.results[region] ?? {};
  return kinds.flatMap((k) => ((entry[k] as { provider_id: number }[] | undefined) ?? []).map((p) => p.provider_id));
}

function renderRow(row: string, signedIn = false) {
  return renderWithProviders(<DiscoverRow />, {
    path: `/discover/${row}`,
    route: '/discover/:genre',
    ...(signedIn ? {} : { profile: null }),
  });
}

/** The links of the results grid now (none while it loads). */
function shownLinks(): string[] {
  const results = screen.queryByTestId('discover-results');
  if (!results) return [];
  return within(results)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href')!)
    .filter((h, i, all) => all.indexOf(h) === i);
}

/** The links of the results grid, once there. */
async function resultLinks(): Promise<string[]> {
  const results = await screen.findByTestId('discover-results');
  return within(results)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href')!)
    .filter((h, i, all) => all.indexOf(h) === i);
}

describe('platform rows follow the region', () => {
  it('a UK viewer: /discover/netflix lists titles on Netflix in the UK', async () => {
    localStorage.setItem(REGION_STORAGE_KEY, 'GB');
    resetSessionForTests();
    renderRow('netflix');
    expect(screen.getByRole('heading', { level: 1, name: 'Popular on Netflix' })).toBeInTheDocument();
    const links = await resultLinks();
    expect(links.length).toBeGreaterThan(5);
    for (const href of links.slice(0, 6)) expect(idsIn(await watchOf(href), 'GB', ['flatrate'])).toContain(8);
  });

  it("a UK viewer: Hulu does not exist there, so /discover/hulu shows the UK's most prominent other service", async () => {
    localStorage.setItem(REGION_STORAGE_KEY, 'GB');
    resetSessionForTests();
    renderRow('hulu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Popular on Disney Plus' })).toBeInTheDocument();
    const links = await resultLinks();
    expect(links.length).toBeGreaterThan(5);
    for (const href of links.slice(0, 6)) expect(idsIn(await watchOf(href), 'GB', ['flatrate'])).toContain(337);
  });

  it("a US viewer: the spec's Hulu row, unchanged", async () => {
    renderRow('hulu');
    expect(screen.getByRole('heading', { level: 1, name: 'Popular on Hulu' })).toBeInTheDocument();
    const links = await resultLinks();
    for (const href of links.slice(0, 6)) expect(idsIn(await watchOf(href), DEFAULT_REGION, ['flatrate'])).toContain(15);
  });
});

describe('Only my services', () => {
  it('signed out, the toggle invites to sign up', async () => {
    renderRow('best');
    const invite = screen.getByTestId('only-my-services');
    expect(within(invite).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await resultLinks();
  });

  it('outside the app (the discover embed on another site) there is no account, so no toggle', async () => {
    renderWithProviders(
      <AppUrlProvider appUrl="https://app.example">
        <DiscoverRow />
      </AppUrlProvider>,
      { path: '/discover/best', route: '/discover/:genre', profile: null },
    );
    await resultLinks();
    expect(screen.queryByTestId('only-my-services')).not.toBeInTheDocument();
  });

  it('signed in with services in the UK: switched on, the row keeps only titles on them there', async () => {
    const { profile } = await signInFreshUser('onlymine');
    await applyProfileUpdate(updateCountry(profile.id, 'United Kingdom'));
    const mine = [39, 38]; // Now TV (subscription) and BBC iPlayer (free)
    expect((await saveServices(mine)).ok).toBe(true);
    const { user } = renderRow('best', true);
    const all = await resultLinks();
    const toggle = screen.getByRole('switch', { name: 'Only my services' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    // the narrowed row replaces the full one once its request has answered
    await waitFor(
      () => {
        expect(shownLinks().length).toBeGreaterThan(0);
        expect(shownLinks()).not.toEqual(all);
      },
      { timeout: 15_000 },
    );
    const filtered = shownLinks();
    expect(filtered.join()).not.toBe(all.join());
    for (const href of filtered.slice(0, 6)) {
      expect(idsIn(await watchOf(href), 'GB', ['flatrate', 'free', 'ads']).some((id) => mine.includes(id))).toBe(true);
    }
  });
});
