/**
 * Where to watch in the viewer's region, on the details screen against the REAL local TMDB
 * catalog (jest global setup) and, signed in, real supabase-js on the local backend: the region's
 * flat-rate strip then Free / With ads / Rent / Buy, logos named by their provider and linking to
 * TMDB's watch page in a new tab, the region's name with a way to change it, the countries where a
 * title streams when it does not in the region, the "On your services" badge, and the spec's US
 * behaviour for a US viewer.
 */
import { DEFAULT_REGION } from '@streamscout/region';
import { act, screen, within } from '@testing-library/react';
import { PATTERNS } from '@streamscout/routes';
import { applyProfileUpdate, REGION_STORAGE_KEY, saveServices, setPickedRegion, updateCountry } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { findTitle, type RawDetail, renderWithProviders, setupLocalTmdb, signInFreshUser } from '@streamscout/testing';
import ShowDetails from './ShowDetails';

jest.setTimeout(60000);
setupLocalTmdb();

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});
afterEach(() => {
  localStorage.clear();
  resetSessionForTests();
});

const NO_PROVIDERS = 'Sorry! No providers available for this show.';
const GROUPS = [
  ['free', 'Free'],
  ['ads', 'With ads'],
  ['rent', 'Rent'],
  ['buy', 'Buy'],
] as const;

/** Renders the details of a title; signed out unless `signedIn` (then the store's session stays). */
function render(type: 'movie' | 'tv', id: number, signedIn = false) {
  return renderWithProviders(<ShowDetails />, {
    path: `/details/${type}/${id}`,
    route: type === 'tv' ? PATTERNS.tv : PATTERNS.movie,
    ...(signedIn ? {} : { profile: null }),
  });
}

const regionOf = (d: RawDetail, code: string) => d['watch/providers'].results[code];
const names = (list: { provider_name: string }[] | undefined) => (list ?? []).map((p) => p.provider_name);

/** The where-to-watch block, once the details have loaded. */
async function block(d: RawDetail) {
  await screen.findByRole('heading', { level: 1, name: (d.title ?? d.name)! });
  return screen.getByTestId('where-to-watch');
}

describe("where to watch in the viewer's region", () => {
  it("a viewer who picked the United Kingdom sees its flat-rate strip, then every other way to watch, each logo linking to TMDB's GB page in a new tab", async () => {
    const raw = await findTitle(
      'movie',
      (d) => {
        const gb = regionOf(d, 'GB');
        return !!gb?.flatrate?.length && (!!gb.rent?.length || !!gb.buy?.length) && (!!gb.free?.length || !!gb.ads?.length);
      },
      20,
    );
    localStorage.setItem(REGION_STORAGE_KEY, 'GB');
    resetSessionForTests();
    render('movie', raw.id);
    const el = await block(raw);
    const gb = regionOf(raw, 'GB')!;
    expect(within(el).getByRole('heading', { level: 2, name: 'Where to watch in the United Kingdom' })).toBeInTheDocument();
    const strip = within(el).getByRole('list', { name: 'Streaming providers' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label') ?? within(a).getByRole('img').getAttribute('alt')),
    ).toEqual(names(gb.flatrate));
    for (const kind of ['flatrate', ...GROUPS.map((g) => g[0])] as const) {
      for (const name of names(gb[kind])) {
        for (const link of within(el).getAllByRole('link', { name })) {
          expect(link).toHaveAttribute('href', gb.link);
          expect(link).toHaveAttribute('target', '_blank');
          expect(link.getAttribute('rel')).toContain('noopener');
        }
      }
    }
    for (const [kind, title] of GROUPS) {
      if (gb[kind]?.length) {
        const group = within(el).getByTestId(`watch-group-${kind}`);
        expect(within(group).getByRole('heading', { name: title })).toBeInTheDocument();
        expect(
          within(group)
            .getAllByRole('img')
            .map((i) => i.getAttribute('alt')),
        ).toEqual(names(gb[kind]));
      } else {
        expect(within(el).queryByTestId(`watch-group-${kind}`)).not.toBeInTheDocument();
      }
    }
    expect(within(el).getByRole('link', { name: 'JustWatch' })).toHaveAttribute('rel', 'noopener');
    expect(within(el).getByRole('combobox', { name: 'Change region' })).toHaveValue('United Kingdom');
  });

  it('changing the region updates the block without a reload', async () => {
    const raw = await findTitle('movie', (d) => !!regionOf(d, DEFAULT_REGION)?.flatrate?.length && !!regionOf(d, 'DE')?.flatrate?.length);
    render('movie', raw.id);
    const el = await block(raw);
    expect(within(el).getByRole('heading', { level: 2 })).toHaveTextContent('Where to watch in the United States of America');
    act(() => void setPickedRegion('DE'));
    expect(within(el).getByRole('heading', { level: 2 })).toHaveTextContent('Where to watch in Germany');
    expect(
      within(within(el).getByRole('list', { name: 'Streaming providers' }))
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(names(regionOf(raw, 'DE')!.flatrate));
  });

  it("a US viewer sees the spec's US flat-rate strip exactly; a title without US flat-rate says the spec's text", async () => {
    const withUs = await findTitle('tv', (d) => (regionOf(d, DEFAULT_REGION)?.flatrate?.length ?? 0) > 1);
    const first = render('tv', withUs.id);
    const el = await block(withUs);
    expect(el).toHaveAttribute('data-region', DEFAULT_REGION);
    expect(
      within(el)
        .getAllByRole('img')
        .slice(0, names(regionOf(withUs, DEFAULT_REGION)!.flatrate).length)
        .map((i) => i.getAttribute('alt')),
    ).toEqual(names(regionOf(withUs, DEFAULT_REGION)!.flatrate));
    first.unmount();
    const noUs = await findTitle('movie', (d) => !regionOf(d, DEFAULT_REGION)?.flatrate?.length);
    render('movie', noUs.id);
    expect(within(await block(noUs)).getByText(NO_PROVIDERS)).toBeInTheDocument();
  });

  it('nothing streaming in the region: the spec\'s text and "Streaming in N other countries", which expands to them', async () => {
    const raw = await findTitle(
      'movie',
      (d) => !d['watch/providers'].results.US && Object.values(d['watch/providers'].results).filter((r) => r?.flatrate?.length).length >= 2,
      20,
    );
    const { user } = render('movie', raw.id);
    const el = await block(raw);
    const streaming = Object.entries(raw['watch/providers'].results).filter(([, r]) => r?.flatrate?.length);
    expect(within(el).getByText(NO_PROVIDERS)).toBeInTheDocument();
    const button = within(el).getByRole('button', { name: new RegExp(`^Streaming in ${streaming.length} other countries`) });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = el.querySelector(`#${CSS.escape(button.getAttribute('aria-controls')!)}`)!;
    expect(list.querySelectorAll('li')).toHaveLength(streaming.length);
    const [code, first] = streaming.find(([c]) => c === 'GB') ?? streaming[0];
    expect(list.textContent).toContain(names(first!.flatrate)[0]);
    expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('an unknown region in storage falls back to the US, never a blank block', async () => {
    localStorage.setItem(REGION_STORAGE_KEY, 'ZZ');
    resetSessionForTests();
    const raw = await findTitle('movie', (d) => !!regionOf(d, DEFAULT_REGION)?.flatrate?.length);
    render('movie', raw.id);
    const el = await block(raw);
    expect(within(el).getByRole('heading', { level: 2 })).toHaveTextContent('Where to watch in the United States of America');
    expect(within(el).getAllByRole('img').length).toBeGreaterThan(0);
  });
});

describe('signed in', () => {
  it('a user whose country is the United Kingdom sees GB\'s services, "On your services" when one carries the title, and a link to change the country', async () => {
    const raw = await findTitle('movie', (d) => !!regionOf(d, 'GB')?.flatrate?.length && !regionOf(d, DEFAULT_REGION), 20);
    const gb = regionOf(raw, 'GB')!;
    const { profile } = await signInFreshUser('gbviewer');
    await applyProfileUpdate(updateCountry(profile.id, 'United Kingdom'));
    render('movie', raw.id, true);
    const el = await block(raw);
    expect(within(el).getByRole('heading', { level: 2 })).toHaveTextContent('Where to watch in the United Kingdom');
    expect(
      within(el)
        .getAllByRole('img')
        .slice(0, gb.flatrate!.length)
        .map((i) => i.getAttribute('alt')),
    ).toEqual(names(gb.flatrate));
    expect(within(el).getByRole('link', { name: 'Change country in your profile' })).toHaveAttribute('href', '/dashboard');
    expect(within(el).queryByText('On your services')).not.toBeInTheDocument();
    await act(async () => {
      expect((await saveServices([gb.flatrate![0].provider_id])).ok).toBe(true);
    });
    expect(within(el).getByText('On your services')).toBeInTheDocument();
  });
});
