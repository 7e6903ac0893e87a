import { screen } from '@testing-library/react';
import type { Season, ShowDetail } from '@streamscout/tmdb';
import { expectNoAxeViolations, makeShow, renderWithProviders } from '@streamscout/testing';
import { seasonCountText, ShowFacts } from './ShowFacts';

const season = (season_number: number, air_date: string | null): Season => ({
  season_number,
  name: `Season ${season_number}`,
  poster_path: null,
  vote_average: 0,
  air_date,
  episode_count: 1,
  overview: '',
});

function detail(over: Partial<ShowDetail> = {}): ShowDetail {
  return {
    ...makeShow({ media_type: 'tv', release_date: '2019-05-04' }),
    credits: { cast: [], crew: [] },
    age_rating: 'No rating available',
    runtime: null,
    providers: [],
    watch: {},
    recommendations: null,
    seasons: [],
    end_date: null,
    next_air_date: null,
    ...over,
  };
}

describe('seasonCountText (spec §5 "Seasons are counted only if season_number is not 0 and an air_date exists")', () => {
  it('counts seasons with a number ≠ 0 and an air date; singular only for exactly 1', () => {
    expect(seasonCountText([season(0, '2020-01-01'), season(1, '2020-02-01'), season(2, null)])).toBe('1 season');
    expect(seasonCountText([season(1, '2020-02-01'), season(2, '2021-02-01')])).toBe('2 seasons');
  });
  it("'No seasons available' when none counts", () => {
    expect(seasonCountText([])).toBe('No seasons available');
    expect(seasonCountText(undefined)).toBe('No seasons available');
    expect(seasonCountText([season(0, '2020-01-01'), season(1, null)])).toBe('No seasons available');
  });
});

describe('ShowFacts', () => {
  it("TV without seasons or runtime: 'No rating available', 'No runtime available', 'No seasons available', start year only", async () => {
    const d = detail();
    renderWithProviders(<ShowFacts show={d} detail={d} />);
    expect(screen.getByTestId('age-rating')).toHaveTextContent(/^No rating available$/);
    expect(screen.getByTestId('runtime')).toHaveTextContent(/^No runtime available$/);
    expect(screen.getByTestId('season-count')).toHaveTextContent(/^No seasons available$/);
    expect(screen.getByTestId('date-range')).toHaveTextContent(/^2019$/);
    expect(screen.getByTestId('release-date')).toHaveTextContent('May 4th, 2019');
    await expectNoAxeViolations();
  });

  it("'1 minute' singular, 'YYYY - Present' with a next air date, 'start - end' without", () => {
    const airing = detail({ runtime: 1, next_air_date: '2027-01-01', end_date: '2026-01-01', seasons: [season(1, '2019-05-04')] });
    const r = renderWithProviders(<ShowFacts show={airing} detail={airing} />);
    expect(screen.getByTestId('runtime')).toHaveTextContent(/^1 minute$/);
    expect(screen.getByTestId('date-range')).toHaveTextContent(/^2019 - Present$/);
    expect(screen.getByTestId('season-count')).toHaveTextContent(/^1 season$/);
    r.unmount();
    const ended = detail({ runtime: 45, end_date: '2022-03-01' });
    renderWithProviders(<ShowFacts show={ended} detail={ended} />);
    expect(screen.getByTestId('runtime')).toHaveTextContent(/^45 minutes$/);
    expect(screen.getByTestId('date-range')).toHaveTextContent(/^2019 - 2022$/);
  });

  it('a movie: no TV lines; a date that is not 10 characters is not shown; a skeleton stands in while loading', () => {
    const movie = makeShow({ media_type: 'movie', release_date: '2019-05' });
    renderWithProviders(<ShowFacts show={movie} detail={null} />);
    expect(screen.queryByTestId('release-date')).not.toBeInTheDocument();
    expect(screen.queryByTestId('age-rating')).not.toBeInTheDocument();
    expect(screen.queryByTestId('season-count')).not.toBeInTheDocument();
    expect(screen.getByTestId('age-rating-skeleton')).toBeInTheDocument();
  });

  it('the detail call settled without a detail (nothing found or failed): no skeleton stays up', () => {
    renderWithProviders(<ShowFacts show={makeShow({ media_type: 'movie' })} detail={null} loading={false} />);
    expect(screen.queryByTestId('age-rating-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('age-rating')).not.toBeInTheDocument();
  });
});
