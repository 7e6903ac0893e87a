/**
 * The details screen against the REAL local TMDB catalog (jest global setup) over HTTP: every
 * state (skeleton, data, fallbacks, errors), the request budget (one request cold, none on a
 * revisit), navigation state, and the list buttons through real supabase-js on the local backend.
 */
import { DEFAULT_REGION } from '@streamscout/region';
import { screen, waitFor, within } from '@testing-library/react';
import { paths, PATTERNS } from '@streamscout/routes';
import { getList, sessionStore } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { formatDateLong, type Show } from '@streamscout/tmdb';
import { LOAD_FAILED_TEXT } from '@streamscout/ui';
import {
  TMDB_FAULTS,
  createTestQueryClient,
  expectNoAxeViolations,
  findTitle,
  type RawDetail,
  recordTmdbRequests,
  renderWithProviders,
  setupLocalTmdb,
  setupTmdbFaults,
  signInFreshUser,
  startFailingCatalog,
} from '@streamscout/testing';
import { NO_DETAILS, NO_RECOMMENDATIONS, NO_SEASONS } from '../components/texts';
import ShowDetails from './ShowDetails';

jest.setTimeout(60000);
setupLocalTmdb();
afterEach(() => resetSessionForTests());

const NO_PROVIDERS = 'Sorry! No providers available for this show.';
const RATINGS = ['G', 'PG', 'PG-13', 'R'];

function render(type: 'movie' | 'tv', id: number | string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<ShowDetails />, {
    path: `/details/${type}/${id}`,
    route: type === 'tv' ? PATTERNS.tv : PATTERNS.movie,
    profile: null,
    ...options,
  });
}

const usCert = (d: RawDetail) =>
  d.release_dates?.results.find((r) => r.iso_3166_1 === DEFAULT_REGION)?.release_dates.find((x) => x.certification)?.certification ?? '';
const usTvRating = (d: RawDetail) => d.content_ratings?.results.find((r) => r.iso_3166_1 === DEFAULT_REGION)?.rating ?? '';
const flatrate = (d: RawDetail) => d['watch/providers'].results.US?.flatrate ?? [];
const titleOf = (d: RawDetail) => (d.title ?? d.name)!;

describe('ShowDetails — movie', () => {
  it('skeleton first, then poster, title, rating, long date, runtime, votes, list buttons, providers, cast, crew, recommendations', async () => {
    const raw = await findTitle(
      'movie',
      (d) =>
        RATINGS.includes(usCert(d)) &&
        (d.runtime ?? 0) > 0 &&
        d.release_date?.length === 10 &&
        flatrate(d).length > 0 &&
        d.recommendations.results.some((r) => r.poster_path) &&
        d.credits.cast.length > 0,
    );
    render('movie', raw.id);
    expect(screen.getByTestId('details-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: raw.title })).toBeInTheDocument();
    expect(screen.queryByTestId('details-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: raw.title })).toHaveAttribute('width', '180');
    expect(screen.getByTestId('age-rating')).toHaveTextContent(new RegExp(`^${usCert(raw)}$`));
    expect(screen.getByTestId('release-date')).toHaveTextContent(formatDateLong(raw.release_date));
    expect(screen.getByTestId('runtime')).toHaveTextContent(`${raw.runtime} minutes`);
    expect(screen.getByTestId('vote-average')).toHaveTextContent(`${raw.vote_average.toFixed(1)} / 10 · ${raw.vote_count} ratings`);
    expect(screen.getByText(raw.overview)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up to save shows!' })).toHaveAttribute('href', '/signup');
    const strip = screen.getByTestId('provider-strip');
    for (const p of flatrate(raw)) expect(within(strip).getByRole('img', { name: p.provider_name })).toBeInTheDocument();
    const cast = screen.getByRole('region', { name: 'Cast' });
    const first = raw.credits.cast[0];
    expect(
      within(cast)
        .getAllByRole('link')
        .find((a) => a.getAttribute('href') === paths.details.actor(first.id)),
    ).toHaveTextContent(first.name);
    expect(screen.getByRole('region', { name: 'Crew' })).toHaveTextContent(raw.credits.crew[0].name);
    const recs = screen.getByRole('region', { name: 'Recommendations' });
    const rec = raw.recommendations.results.find((r) => r.poster_path)!;
    expect(within(recs).getAllByRole('link', { name: new RegExp(rec.title!) })[0]).toHaveAttribute('href', paths.details.movie(rec.id));
    expect(screen.queryByText(NO_DETAILS)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("'No rating available' when TMDB has no US rating", async () => {
    const raw = await findTitle('movie', (d) => !RATINGS.includes(usCert(d)) && usCert(d) !== 'NC-17');
    render('movie', raw.id);
    expect(await screen.findByTestId('age-rating')).toHaveTextContent(/^No rating available$/);
  });

  it("'No runtime available', no release date shown for a date that is not 10 characters", async () => {
    const raw = await findTitle('movie', (d) => !d.runtime, 32);
    render('movie', raw.id);
    expect(await screen.findByTestId('runtime')).toHaveTextContent(/^No runtime available$/);
    if (raw.release_date?.length !== 10) expect(screen.queryByTestId('release-date')).not.toBeInTheDocument();
  });

  it("no US flat-rate providers: 'Sorry! No providers available for this show.'", async () => {
    const raw = await findTitle('movie', (d) => flatrate(d).length === 0);
    render('movie', raw.id);
    await screen.findByRole('heading', { level: 1, name: raw.title });
    expect(within(screen.getByTestId('provider-strip')).getByText(NO_PROVIDERS)).toBeInTheDocument();
  });

  it('no recommendations: the spec fallback text', async () => {
    const raw = await findTitle('movie', (d) => d.recommendations.results.length === 0, 32);
    render('movie', raw.id);
    expect(await screen.findByText(NO_RECOMMENDATIONS)).toBeInTheDocument();
  });

  it('cast entries with the same name are merged into one card, characters joined by ", "', async () => {
    const dup = (d: RawDetail) => d.credits.cast.find((c, i) => d.credits.cast.findIndex((x) => x.name === c.name) !== i);
    const raw = await findTitle('movie', (d) => Boolean(dup(d)), 32);
    const person = dup(raw)!;
    const characters = raw.credits.cast.filter((c) => c.name === person.name).map((c) => c.character);
    render('movie', raw.id);
    const cast = await screen.findByRole('region', { name: 'Cast' });
    const cards = within(cast)
      .getAllByTestId('person-card')
      .filter((c) => within(c).queryByText(person.name));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent(characters.join(', '));
  });
});

describe('ShowDetails — TV', () => {
  it("airing show: 'YYYY - Present', season count, 'Latest Season' card (the last season) and 'View All Seasons'", async () => {
    const raw = await findTitle('tv', (d) => Boolean(d.next_episode_to_air) && (d.seasons ?? []).length > 1);
    render('tv', raw.id);
    await screen.findByRole('heading', { level: 1, name: raw.name });
    expect(screen.getByTestId('date-range')).toHaveTextContent(`${raw.first_air_date!.slice(0, 4)} - Present`);
    const counted = raw.seasons!.filter((s) => s.season_number !== 0 && s.air_date).length;
    expect(screen.getByTestId('season-count')).toHaveTextContent(`${counted} season${counted === 1 ? '' : 's'}`);
    const latest = screen.getByRole('region', { name: 'Latest Season' });
    const last = raw.seasons![raw.seasons!.length - 1];
    expect(within(latest).getByTestId('season-card')).toHaveAttribute('href', paths.details.season(raw.id, last.season_number));
    expect(within(latest).getByRole('heading', { name: last.name })).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'View All Seasons' })).toHaveAttribute('href', paths.details.seasons(raw.id));
    const rating = usTvRating(raw);
    expect(screen.getByTestId('age-rating').textContent).toMatch(rating ? /^(G|PG|PG-13|R|No rating available)$/ : /^No rating available$/);
    await expectNoAxeViolations();
  });

  it("ended show: 'start - end' from the first and the last aired episode", async () => {
    const raw = await findTitle(
      'tv',
      (d) =>
        !d.next_episode_to_air &&
        Boolean(d.last_episode_to_air) &&
        d.first_air_date!.slice(0, 4) !== d.last_episode_to_air!.air_date.slice(0, 4),
    );
    render('tv', raw.id);
    expect(await screen.findByTestId('date-range')).toHaveTextContent(
      `${raw.first_air_date!.slice(0, 4)} - ${raw.last_episode_to_air!.air_date.slice(0, 4)}`,
    );
    expect(screen.getByTestId('season-count')).not.toHaveTextContent(NO_SEASONS);
  });
});

describe('ShowDetails — navigation state, nothing found, errors', () => {
  it('a show passed as navigation state renders at once while the detail call runs', async () => {
    const raw = await findTitle('movie', (d) => d.credits.cast.length > 0);
    const show: Show = {
      id: raw.id,
      poster_path: raw.poster_path,
      banner_path: null,
      vote_average: raw.vote_average,
      vote_count: raw.vote_count,
      overview: raw.overview,
      media_type: 'movie',
      genre_ids: [],
      title: raw.title!,
      release_date: raw.release_date ?? '',
    };
    render('movie', raw.id, { state: { show } });
    // first render, no await: the passed show is on screen, the providers are still loading
    expect(screen.getByRole('heading', { level: 1, name: raw.title })).toBeInTheDocument();
    expect(screen.getByTestId('provider-skeleton')).toBeInTheDocument();
    expect(screen.queryByTestId('details-skeleton')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Cast' })).toBeInTheDocument();
    expect(screen.queryByTestId('provider-skeleton')).not.toBeInTheDocument();
  });

  it('a non-numeric id: the friendly text at once, no request', () => {
    const rec = recordTmdbRequests();
    try {
      render('movie', 'abc');
      expect(screen.getByText(NO_DETAILS)).toBeInTheDocument();
      expect(rec.urls).toEqual([]);
    } finally {
      rec.stop();
    }
  });

  it('an unknown id (404): the friendly text', async () => {
    render('tv', 999999999);
    expect(screen.getByTestId('details-skeleton')).toBeInTheDocument();
    expect(await screen.findByText(NO_DETAILS)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('a TMDB error (the catalog answers 500) is not "no details": LoadFailed in the page\'s place; Try again, once TMDB is back, shows the show', async () => {
    const raw = await findTitle('movie', (d) => flatrate(d).length > 0 && d.recommendations.results.some((r) => r.poster_path));
    const failing = await startFailingCatalog({ '/3/movie/': 500 });
    let healed = false;
    try {
      const { user } = render('movie', raw.id);
      const failed = await screen.findByRole('status', { name: `Show details: ${LOAD_FAILED_TEXT}` });
      expect(screen.queryByText(NO_DETAILS)).toBeNull();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      await expectNoAxeViolations();
      await failing.close(); // the client is pointed back at the healthy catalog
      healed = true;
      await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 1, name: titleOf(raw) })).toBeInTheDocument();
      expect(
        await within(screen.getByTestId('provider-strip')).findByRole('img', { name: flatrate(raw)[0].provider_name }),
      ).toBeInTheDocument();
      expect(screen.queryByText(LOAD_FAILED_TEXT)).toBeNull();
    } finally {
      if (!healed) await failing.close();
    }
  });
});

describe('ShowDetails — a show passed with the navigation, its detail call failing', () => {
  const tmdb = setupTmdbFaults();

  it.each(Object.entries(TMDB_FAULTS))(
    '%s: the show, then LoadFailed for where to watch and for recommendations — never the empty texts; Try again fills both',
    async (_label, mode) => {
      const raw = await findTitle('movie', (d) => flatrate(d).length > 0 && d.recommendations.results.some((r) => r.poster_path));
      tmdb.fail(mode);
      const show = {
        id: raw.id,
        poster_path: raw.poster_path,
        banner_path: null,
        vote_average: 5,
        vote_count: 3,
        overview: '',
        media_type: 'movie',
        genre_ids: [],
        title: raw.title!,
        release_date: '',
      };
      const { user } = render('movie', raw.id, { state: { show } });
      expect(screen.getByRole('heading', { level: 1, name: raw.title })).toBeInTheDocument();
      const providers = await screen.findByRole('status', { name: `Where to watch: ${LOAD_FAILED_TEXT}` });
      const recs = screen.getByRole('region', { name: 'Recommendations' });
      expect(within(recs).getByRole('status', { name: `Recommendations: ${LOAD_FAILED_TEXT}` })).toBeInTheDocument();
      for (const text of [NO_DETAILS, NO_PROVIDERS, NO_RECOMMENDATIONS]) expect(screen.queryByText(text)).toBeNull();
      expect(screen.queryByTestId('age-rating-skeleton')).toBeNull(); // no skeleton left up for good
      await expectNoAxeViolations();

      tmdb.heal();
      await user.click(within(providers).getByRole('button', { name: 'Try again' }));
      expect(
        await within(screen.getByTestId('provider-strip')).findByRole('img', { name: flatrate(raw)[0].provider_name }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(within(screen.getByRole('region', { name: 'Recommendations' })).getAllByTestId('show-card').length).toBeGreaterThan(0),
      );
      expect(screen.queryByText(LOAD_FAILED_TEXT)).toBeNull();
    },
  );
});

describe('ShowDetails — TMDB requests (counted at the client, one event per real HTTP request)', () => {
  it.each(['movie', 'tv'] as const)('%s: one request on a cold load (everything appended), none on a revisit', async (type) => {
    const raw = await findTitle(type, (d) => d.recommendations.results.length > 0 && d.credits.cast.length > 0);
    const queryClient = createTestQueryClient();
    const rec = recordTmdbRequests();
    try {
      const first = render(type, raw.id, { queryClient });
      await screen.findByRole('region', { name: 'Cast' });
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(rec.urls).toHaveLength(1);
      expect(rec.urls[0]).toMatch(new RegExp(`/3/${type}/${raw.id}\\?`));
      expect(new URL(rec.urls[0]).searchParams.get('append_to_response')).toContain('recommendations');
      first.unmount();

      render(type, raw.id, { queryClient });
      // from the shared cache: on screen at once, and no request at all
      expect(screen.getByRole('heading', { level: 1, name: titleOf(raw) })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Recommendations' })).toBeInTheDocument();
      // settled: the mount's effects have run and no query is fetching, so none is on its way
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(rec.urls).toHaveLength(1);
    } finally {
      rec.stop();
    }
  });
});

describe('ShowDetails — list buttons', () => {
  it('signed in for real: Add to favorites and queue go to the backend and turn into Remove from …', async () => {
    const raw = await findTitle('movie', () => true);
    const { profile } = await signInFreshUser('details');
    const { user } = render('movie', raw.id, { profile: undefined });
    await screen.findByRole('heading', { level: 1, name: raw.title });
    expect(screen.queryByRole('link', { name: 'Sign up to save shows!' })).not.toBeInTheDocument();
    // start-up finished (session restored, profile loaded): the buttons are the ones that stay
    await waitFor(() => expect(sessionStore.getState()).toMatchObject({ ready: true, profileStatus: 'ready' }));
    const actions = screen.getByTestId('show-actions');
    await user.click(await within(actions).findByRole('button', { name: 'Add to favorites' }));
    expect(await within(actions).findByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('data-color', 'red');
    await user.click(within(actions).getByRole('button', { name: 'Add to queue' }));
    await within(actions).findByRole('button', { name: 'Remove from queue' });
    expect(within(actions).getByRole('button', { name: 'Add to watched' })).toHaveAttribute('data-color', 'green');
    expect(sessionStore.getState().profile!.favorites).toEqual([`movie-${raw.id}`]);
    expect(await getList(profile.id, 'queue')).toEqual([`movie-${raw.id}`]);
    await expectNoAxeViolations();
  });
});
