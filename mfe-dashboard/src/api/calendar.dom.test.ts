import { followedTitles } from './calendar';

describe('followedTitles (spec §12: shows in the queue or favorites or with an episode watched; movies in the queue)', () => {
  it('TV from queue, favorites and progress, each once and ascending; movies from the queue only', () => {
    const f = followedTitles(
      { queue: ['tv-1399', 'movie-550', 'tv-66732'], favorites: ['tv-1396', 'movie-27205', 'tv-1399'] },
      [60625, 1396],
    );
    expect(f).toEqual({ tv: [1396, 1399, 60625, 66732], movie: [550] });
  });
  it('malformed ids are skipped; nothing followed → nothing asked', () => {
    expect(followedTitles({ queue: ['tv-01', 'movie-x', 'tv-'], favorites: [] }, [])).toEqual({ tv: [], movie: [] });
  });
});
