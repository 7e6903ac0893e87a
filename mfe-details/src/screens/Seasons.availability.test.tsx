/**
 * Per-season availability (spec §10 "Where each season streams") on the seasons page and a season
 * page, against the REAL local TMDB catalog (`tv/{id}/season/{n}/watch/providers`): a United
 * Kingdom viewer sees that season 1 streams on a service (theirs: first, marked, "On your
 * services") while the latest season is rent/buy only; a season not out yet says it is not
 * available; the season page names the region.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { paths, PATTERNS } from '@streamscout/routes';
import { resetSessionForTests } from '@streamscout/session/testing';
import { expectNoAxeViolations, findTitle, makeProfile, renderWithProviders, setupLocalTmdb, tmdbGet } from '@streamscout/testing';
import Season from './Season';
import Seasons from './Seasons';

jest.setTimeout(90000);
setupLocalTmdb();
afterEach(() => resetSessionForTests());

interface RawWatch {
  results: Record<string, Partial<Record<'flatrate' | 'rent' | 'buy', { provider_id: number; provider_name: string }[]>>>;
}
interface RawShow {
  id: number;
  name: string;
  seasons: { season_number: number; name: string; air_date: string | null }[];
}
const seasonWatch = (id: number, n: number) => tmdbGet<RawWatch>(`/tv/${id}/season/${n}/watch/providers`);
const today = new Date().toISOString().slice(0, 10);

/** A show whose season 1 streams in GB (2+ services) while its latest aired season is rent/buy only there. */
async function splitShow() {
  for (let page = 1; page <= 5; page += 1) {
    const list = await tmdbGet<{ results: { id: number }[] }>(`/tv/popular?page=${page}`);
    for (const { id } of list.results) {
      const show = await tmdbGet<RawShow>(`/tv/${id}`);
      const aired = show.seasons.filter((s) => s.season_number > 0 && s.air_date && s.air_date <= today);
      if (aired.length < 3 || aired[0].season_number !== 1) continue;
      const last = aired[aired.length - 1];
      const [first, latest] = await Promise.all([seasonWatch(id, 1), seasonWatch(id, last.season_number)]);
      if ((first.results.GB?.flatrate?.length ?? 0) > 0 && !latest.results.GB?.flatrate && (latest.results.GB?.rent?.length ?? 0) > 0)
        return { show, first, last: last.season_number, lastName: last.name };
    }
  }
  throw new Error('the local catalog has no show whose seasons stream in different places');
}

it('seasons page: each card says where that season streams in the viewer region, their service first and marked', async () => {
  const { show, first, last } = await splitShow();
  const mine = first.results.GB.flatrate![first.results.GB.flatrate!.length - 1];
  const profile = makeProfile({ country: 'United Kingdom', services: [mine.provider_id] });
  renderWithProviders(<Seasons />, { path: paths.details.seasons(show.id), route: PATTERNS.seasons, profile });
  await waitFor(() => expect(screen.getAllByTestId('season-watch').length).toBe(show.seasons.length));
  const cards = screen.getAllByTestId('season-card');
  const card1 = cards[show.seasons.findIndex((s) => s.season_number === 1)];
  const stream = within(card1).getByTestId('watch-summary-flatrate');
  const logos = within(stream).getAllByRole('img');
  expect(logos[0]).toHaveAttribute('alt', `${mine.provider_name} (your service)`);
  expect(logos.map((l) => l.getAttribute('alt'))).toHaveLength(first.results.GB.flatrate!.length);
  expect(within(card1).getByText('On your services')).toBeInTheDocument();

  const cardLast = cards[show.seasons.findIndex((s) => s.season_number === last)];
  expect(within(cardLast).queryByTestId('watch-summary-flatrate')).toBeNull();
  expect(within(cardLast).getByTestId('watch-summary-rent')).toBeInTheDocument();
  expect(within(cardLast).getByTestId('watch-summary-buy')).toBeInTheDocument();
  expect(within(cardLast).queryByText('On your services')).toBeNull();
  await expectNoAxeViolations();
});

it('season page: "Where to watch {season} in the United Kingdom", rent/buy only for the latest season', async () => {
  const { show, last, lastName } = await splitShow();
  renderWithProviders(<Season />, {
    path: paths.details.season(show.id, last),
    route: PATTERNS.season,
    profile: makeProfile({ country: 'United Kingdom' }),
  });
  const section = await screen.findByRole('region', { name: `Where to watch ${lastName} in the United Kingdom` });
  await waitFor(() => expect(within(section).getByTestId('watch-summary-rent')).toBeInTheDocument());
  expect(within(section).queryByTestId('watch-summary-flatrate')).toBeNull();
});

it('a season not out yet: "Not available to stream, rent or buy in …"', async () => {
  const raw = await findTitle('tv', (d) => (d.seasons ?? []).some((s) => s.season_number > 0 && (!s.air_date || s.air_date > today)));
  const future = raw.seasons!.find((s) => s.season_number > 0 && (!s.air_date || s.air_date > today))!;
  renderWithProviders(<Season />, { path: paths.details.season(raw.id, future.season_number), route: PATTERNS.season, profile: null });
  const section = await screen.findByTestId('season-where-to-watch');
  await waitFor(() => expect(within(section).getByTestId('season-watch')).toHaveAttribute('data-empty', 'true'));
  expect(within(section).getByTestId('season-watch')).toHaveTextContent(/^Not available to stream, rent or buy in /);
});
