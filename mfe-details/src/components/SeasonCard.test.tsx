import { screen } from '@testing-library/react';
import { PLACEHOLDER_POSTER, type Season } from '@streamscout/tmdb';
import { expectNoAxeViolations, renderWithProviders } from '@streamscout/testing';
import { SeasonCard, showsSeasonVote } from './SeasonCard';

const season = (over: Partial<Season> = {}): Season => ({
  season_number: 2,
  name: 'Season 2',
  poster_path: '/s2.jpg',
  vote_average: 7.4,
  air_date: '2021-03-04',
  episode_count: 10,
  overview: 'The second season.',
  ...over,
});

describe('SeasonCard (spec §2 "Season card")', () => {
  it('links to the season page; poster, name, vote, air year, episode count, overview clamped at 7 lines', async () => {
    renderWithProviders(<SeasonCard tvId={42} season={season()} showTitle="Lost" />);
    const card = screen.getByTestId('season-card');
    expect(card.tagName).toBe('A');
    expect(card).toHaveAttribute('href', '/details/tv/42/seasons/2');
    expect(screen.getByRole('img', { name: 'Season 2' }).getAttribute('src')).toMatch(/\/s2\.jpg$/);
    expect(screen.getByRole('heading', { name: 'Season 2' })).toBeInTheDocument();
    expect(screen.getByTestId('season-vote')).toHaveTextContent('7.4');
    expect(screen.getByRole('img', { name: '3.5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('2021')).toBeInTheDocument();
    expect(screen.getByText('10 Episodes')).toBeInTheDocument();
    expect(screen.getByText('The second season.').getAttribute('style')).toContain('--text-line-clamp: 7');
    await expectNoAxeViolations();
  });

  it("'1 Episode' singular; placeholder poster; no vote when rated 0; no year without an air date", () => {
    renderWithProviders(
      <SeasonCard tvId={1} season={season({ episode_count: 1, poster_path: null, vote_average: 0, air_date: null })} showTitle="X" />,
    );
    expect(screen.getByText('1 Episode')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Season 2' })).toHaveAttribute('src', PLACEHOLDER_POSTER);
    expect(screen.queryByTestId('season-vote')).not.toBeInTheDocument();
    expect(screen.queryByText(/^\d{4}$/)).not.toBeInTheDocument();
  });

  it('season 0: the specials overview with the show title (whatever TMDB says), no vote even when rated', () => {
    renderWithProviders(
      <SeasonCard
        tvId={7}
        season={season({ season_number: 0, name: 'Specials', vote_average: 8, overview: 'TMDB text' })}
        showTitle="Breaking Bad"
      />,
    );
    expect(screen.getByText('Special episodes including behind the scenes footage of Breaking Bad.')).toBeInTheDocument();
    expect(screen.queryByText('TMDB text')).not.toBeInTheDocument();
    expect(screen.queryByTestId('season-vote')).not.toBeInTheDocument();
    expect(screen.getByTestId('season-card')).toHaveAttribute('href', '/details/tv/7/seasons/0');
  });

  it('showsSeasonVote: non-special seasons rated above 0 only', () => {
    expect(showsSeasonVote({ season_number: 1, vote_average: 0.1 })).toBe(true);
    expect(showsSeasonVote({ season_number: 1, vote_average: 0 })).toBe(false);
    expect(showsSeasonVote({ season_number: 0, vote_average: 9 })).toBe(false);
  });
});
