/**
 * The widget's data rules (spec §21): what an element's attributes ask, how many requests a page's
 * elements make, and how a batch answer of the API's v1 contract — as this server sends it, as an
 * older or a newer server would — becomes each element's outcome.
 */
import { askOf, plan, readBatch, MAX_BATCH, type TitleAnswer } from './data';

const attrs = (a: Partial<Record<string, string>>) => (name: string) => a[name] ?? null;
const API = 'https://app.example/api/v1/';

const title = (over: Partial<TitleAnswer> = {}): TitleAnswer => ({
  type: 'movie',
  id: 603,
  title: 'The Matrix',
  url: 'https://app.example/details/movie/603',
  region: 'GB',
  availability: {
    link: 'https://tmdb.example/watch',
    flatrate: [{ id: 8, name: 'Netflix', logo_path: '/n.png' }],
    free: [],
    ads: [],
    rent: [],
    buy: [],
  },
  streaming_regions: ['GB', 'US'],
  ...over,
});

test('attributes: a TMDB id with its type, or an IMDb id; a region and a language only when well-formed', () => {
  expect(askOf(attrs({ type: 'movie', 'tmdb-id': '603' }))).toEqual({ name: 'movie:603', region: null, lang: null });
  expect(askOf(attrs({ 'imdb-id': ' TT0944947 ', region: 'gb', lang: 'fr-CA' }))).toEqual({
    name: 'imdb:tt0944947',
    region: 'GB',
    lang: 'fr-CA',
  });
  expect(askOf(attrs({ type: 'tv', 'tmdb-id': '1399', region: 'Britain', lang: '<b>' }))).toEqual({
    name: 'tv:1399',
    region: null,
    lang: null,
  });
  for (const bad of [
    {},
    { 'tmdb-id': '603' },
    { type: 'person', 'tmdb-id': '1' },
    { type: 'movie', 'tmdb-id': '6O3' },
    { type: 'movie', 'tmdb-id': '0' },
    { 'imdb-id': 'nm0000206' },
  ]) {
    expect(askOf(attrs(bad))).toBeNull();
  }
});

test('ten elements in the reader’s region and one in the UK: two requests; a title asked twice is asked once', () => {
  const asks = [
    ...Array.from({ length: 10 }, (_, i) => ({ name: `movie:${i + 1}`, region: null, lang: null })),
    { name: 'movie:1', region: null, lang: null },
    { name: 'imdb:tt0944947', region: 'GB', lang: null },
  ];
  const reqs = plan(API, asks);
  expect(reqs.map((r) => r.url)).toEqual([
    `${API}availability?titles=${Array.from({ length: 10 }, (_, i) => `movie:${i + 1}`).join(',')}`,
    `${API}availability?titles=imdb:tt0944947&region=GB`,
  ]);
});

test('more titles than one request may name: split at the API’s limit', () => {
  const asks = Array.from({ length: MAX_BATCH + 1 }, (_, i) => ({ name: `tv:${i + 1}`, region: 'DE', lang: 'de' }));
  const reqs = plan(API, asks);
  expect(reqs.map((r) => r.names.length)).toEqual([MAX_BATCH, 1]);
  expect(reqs[1]!.url).toBe(`${API}availability?titles=tv:51&region=DE&lang=de`);
});

test('a v1 batch answer: each name its title (an IMDb id through resolved), the unknown ones unknown', () => {
  const show = title({ type: 'tv', id: 1399, title: 'Game of Thrones' });
  const out = readBatch(
    { region: 'GB', titles: [title(), show], not_found: ['movie:9', 'imdb:tt0000001'], resolved: { 'imdb:tt0944947': 'tv:1399' } },
    ['movie:603', 'imdb:tt0944947', 'movie:9', 'imdb:tt0000001'],
    true,
  )!;
  expect(out.get('movie:603')).toEqual({ kind: 'title', title: title(), region: 'GB', readerRegion: true });
  expect(out.get('imdb:tt0944947')).toMatchObject({ kind: 'title', title: { title: 'Game of Thrones' } });
  expect(out.get('movie:9')).toEqual({ kind: 'unknown' });
  expect(out.get('imdb:tt0000001')).toEqual({ kind: 'unknown' });
});

test('a newer server (fields this build does not know) is read; an older one without resolved or streaming_regions too', () => {
  const newer = readBatch(
    {
      region: 'GB',
      titles: [{ ...title(), rating: 8.7, availability: { ...title().availability, cinema: [] } }],
      not_found: [],
      resolved: {},
      next: 'x',
    },
    ['movie:603'],
    false,
  );
  expect(newer?.get('movie:603')).toMatchObject({ kind: 'title', readerRegion: false });
  const older = readBatch(
    { region: 'GB', titles: [title({ streaming_regions: undefined })], not_found: [] },
    ['movie:603', 'imdb:tt0944947'],
    true,
  );
  expect(older?.get('movie:603')).toMatchObject({ kind: 'title' });
  // an IMDb id the older server could not resolve: neither answered nor said unknown
  expect(older?.get('imdb:tt0944947')).toEqual({ kind: 'failed' });
});

test('an answer that is not the v1 shape: null (every element of the request falls back to its link)', () => {
  for (const body of [
    null,
    'not json',
    { type: 'about:blank', status: 404, title: 'Not Found' },
    { region: 'GB', titles: [{ ...title(), availability: { link: null } }], not_found: [] },
    { region: 'GB', titles: [{ ...title(), id: '603' }], not_found: [] },
    { region: 'GB', results: [] },
  ]) {
    expect(readBatch(body, ['movie:603'], true)).toBeNull();
  }
});
