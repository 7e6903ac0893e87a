/**
 * The calls of list import and export (spec §14) against the REAL local catalog over HTTP
 * (jest's global setup starts it): an IMDb id finds its movie or show through `find/{id}`, a title
 * and year search finds the title, a TMDB id is checked with one light request, and a title's IMDb
 * id comes back from `external_ids`.
 */
import { recordTmdbRequests, setupLocalTmdb, tmdbGet } from '@streamscout/testing';
import { findByImdbId, getTitle, getTitleIds, isImdbId, searchTitles } from '../src';

setupLocalTmdb();

interface RawTitle {
  id: number;
  title?: string;
  name?: string;
  release_date?: string;
  first_air_date?: string;
  imdb_id?: string;
}

let movie: RawTitle;
let show: RawTitle;
let showImdb: string;

beforeAll(async () => {
  const movies = await tmdbGet<{ results: RawTitle[] }>('/movie/popular');
  movie = await tmdbGet<RawTitle>(`/movie/${movies.results[0].id}`);
  const shows = await tmdbGet<{ results: RawTitle[] }>('/tv/popular');
  show = shows.results[0];
  showImdb = (await tmdbGet<{ imdb_id: string }>(`/tv/${show.id}/external_ids`)).imdb_id;
});

describe('findByImdbId', () => {
  it('finds a movie and a show by their IMDb ids, whatever the case and spaces', async () => {
    expect(await findByImdbId(movie.imdb_id!)).toMatchObject({ id: movie.id, media_type: 'movie', title: movie.title });
    expect(await findByImdbId(` ${showImdb.toUpperCase()} `)).toMatchObject({ id: show.id, media_type: 'tv', title: show.name });
  });

  it('gives null for an unknown id and for something that is not an IMDb id', async () => {
    expect(await findByImdbId('tt0000001')).toBeNull();
    expect(await findByImdbId('=cmd|calc')).toBeNull();
    expect(isImdbId('tt123')).toBe(false);
    expect(isImdbId('nm0000001')).toBe(false);
  });
});

describe('getTitle', () => {
  it('one light request per id: the title as TMDB has it, or null when TMDB does not know it', async () => {
    const sent = recordTmdbRequests();
    try {
      expect(await getTitle('movie', movie.id)).toMatchObject({ id: movie.id, media_type: 'movie', title: movie.title });
      expect(await getTitle('tv', show.id)).toMatchObject({ id: show.id, media_type: 'tv', title: show.name });
      expect(await getTitle('movie', 987654321, { throwOnFailure: true })).toBeNull(); // a 404 is an answer
      expect(sent.urls.map((u) => [new URL(u).pathname, new URL(u).searchParams.get('append_to_response')])).toEqual([
        [`/3/movie/${movie.id}`, null],
        [`/3/tv/${show.id}`, null],
        ['/3/movie/987654321', null],
      ]);
      // not a TMDB id, or not a type: null without a request
      for (const id of [0, -1, 1.5, 2147483648, 9999999999]) expect(await getTitle('movie', id)).toBeNull();
      expect(await getTitle('person' as never, movie.id)).toBeNull();
      expect(sent.urls).toHaveLength(3);
    } finally {
      sent.stop();
    }
  });
});

describe('searchTitles', () => {
  it('finds a movie by its exact title among the results, and a show by its name', async () => {
    const year = Number(movie.release_date!.slice(0, 4));
    const hits = await searchTitles('movie', movie.title!, year);
    expect(hits?.some((s) => s.id === movie.id && s.media_type === 'movie')).toBe(true);
    const shows = await searchTitles('tv', show.name!, null);
    expect(shows?.some((s) => s.id === show.id && s.media_type === 'tv')).toBe(true);
  });

  it('answers [] when nothing matches and null without asking for a blank title', async () => {
    expect(await searchTitles('movie', 'zzqx no such film zzqx', 1999)).toEqual([]);
    expect(await searchTitles('movie', '   ', 1999)).toBeNull();
  });
});

describe('getTitleIds', () => {
  it('gives title, year and IMDb id of a movie and a show', async () => {
    expect(await getTitleIds('movie', movie.id)).toEqual({
      media_type: 'movie',
      id: movie.id,
      title: movie.title,
      year: Number(movie.release_date!.slice(0, 4)),
      imdb_id: movie.imdb_id,
    });
    expect(await getTitleIds('tv', show.id)).toMatchObject({ media_type: 'tv', id: show.id, title: show.name, imdb_id: showImdb });
  });

  it('gives null for an unknown title', async () => {
    expect(await getTitleIds('movie', 999999999)).toBeNull();
  });
});
