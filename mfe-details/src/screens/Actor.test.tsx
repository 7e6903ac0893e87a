/** The actor screen against the REAL local TMDB catalog. */
import { screen, within } from '@testing-library/react';
import { paths, PATTERNS } from '@streamscout/routes';
import { resetSessionForTests } from '@streamscout/session/testing';
import { formatDateLong } from '@streamscout/tmdb';
import { LOAD_FAILED_TEXT } from '@streamscout/ui';
import {
  TMDB_FAULTS,
  expectNoAxeViolations,
  findPerson,
  recordTmdbRequests,
  renderWithProviders,
  setupLocalTmdb,
  setupTmdbFaults,
} from '@streamscout/testing';
import { NO_ACTOR, NO_ACTOR_MOVIES, NO_ACTOR_TV } from '../components/texts';
import Actor from './Actor';

jest.setTimeout(60000);
setupLocalTmdb();
afterEach(() => resetSessionForTests());

const render = (id: number | string) =>
  renderWithProviders(<Actor />, { path: `/details/actor/${id}`, route: PATTERNS.actor, profile: null });

describe('Actor', () => {
  it('skeleton, then picture, name, birthday, place of birth, a long biography collapsed with Read more, Movies and TV rows — one request', async () => {
    const p = await findPerson(
      (x) =>
        x.biography.length > 1000 &&
        Boolean(x.birthday && x.place_of_birth) &&
        x.movie_credits.cast.some((m) => m.poster_path) &&
        x.tv_credits.cast.some((t) => t.poster_path),
    );
    const rec = recordTmdbRequests();
    try {
      render(p.id);
      expect(screen.getByTestId('details-skeleton')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: p.name })).toBeInTheDocument();
      expect(rec.urls).toHaveLength(1);
      expect(rec.urls[0]).toContain(`/person/${p.id}?append_to_response=movie_credits%2Ctv_credits`);
    } finally {
      rec.stop();
    }
    expect(screen.getByRole('img', { name: p.name })).toBeInTheDocument();
    expect(screen.getByTestId('birthday')).toHaveTextContent(`Birthday: ${formatDateLong(p.birthday)}`);
    expect(screen.getByTestId('place-of-birth')).toHaveTextContent(`Place of birth: ${p.place_of_birth}`);
    expect(screen.getByTestId('biography')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByTestId('biography').style.maxHeight).toBe('335px');
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
    const movies = screen.getByRole('region', { name: 'Movies' });
    const movie = p.movie_credits.cast.find((m) => m.poster_path)!;
    expect(
      within(movies).getAllByRole('link', { name: new RegExp(movie.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })[0],
    ).toHaveAttribute('href', paths.details.movie(movie.id));
    const tv = screen.getByRole('region', { name: 'TV' });
    const show = p.tv_credits.cast.find((t) => t.poster_path)!;
    expect(within(tv).getAllByRole('link', { name: new RegExp(show.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })[0]).toHaveAttribute(
      'href',
      paths.details.tv(show.id),
    );
    await expectNoAxeViolations();
  });

  it('a biography of 1000 characters or fewer: shown whole, no Read more', async () => {
    const p = await findPerson((x) => x.biography.length > 0 && x.biography.length <= 1000);
    render(p.id);
    await screen.findByRole('heading', { level: 1, name: p.name });
    expect(screen.getByTestId('biography')).toHaveAttribute('data-collapsed', 'false');
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it("no TV credits: 'Sorry, we can not find any tv shows associate with this actor!'", async () => {
    const p = await findPerson((x) => x.tv_credits.cast.length === 0 && x.movie_credits.cast.length > 0, 'movie');
    render(p.id);
    const tv = await screen.findByRole('region', { name: 'TV' });
    expect(within(tv).getByText(NO_ACTOR_TV)).toBeInTheDocument();
    expect(screen.queryByText(NO_ACTOR_MOVIES)).not.toBeInTheDocument();
  });

  it("no movie credits: 'Sorry, we can not find any movies associate with this actor!'", async () => {
    const p = await findPerson((x) => x.movie_credits.cast.length === 0 && x.tv_credits.cast.length > 0, 'tv');
    render(p.id);
    const movies = await screen.findByRole('region', { name: 'Movies' });
    expect(within(movies).getByText(NO_ACTOR_MOVIES)).toBeInTheDocument();
  });

  it('unknown id, non-numeric id: the friendly text', async () => {
    const a = render(999999999);
    expect(await screen.findByText(NO_ACTOR)).toBeInTheDocument();
    await expectNoAxeViolations();
    a.unmount();
    render('someone');
    expect(screen.getByText(NO_ACTOR)).toBeInTheDocument();
  });
});

describe('Actor when TMDB fails', () => {
  const tmdb = setupTmdbFaults();

  it.each(Object.entries(TMDB_FAULTS))(
    '%s: LoadFailed, not "no details for this actor"; Try again shows the actor',
    async (_label, mode) => {
      const p = await findPerson(() => true);
      tmdb.fail(mode);
      const { user } = render(p.id);
      const failed = await screen.findByRole('status', { name: `Actor details: ${LOAD_FAILED_TEXT}` });
      expect(screen.queryByText(NO_ACTOR)).toBeNull();
      await expectNoAxeViolations();
      tmdb.heal();
      await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 1, name: p.name })).toBeInTheDocument();
    },
  );
});
