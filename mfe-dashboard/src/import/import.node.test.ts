/**
 * Import files end to end in Node (spec §14): the fixtures in each service's real layout are
 * read and matched against the REAL local catalog over HTTP (IMDb ids through `find`, Letterboxd
 * names and years through `search/movie`, Trakt's TMDB ids through `{type}/{id}`), bad files are refused
 * with a clear message before anything is matched, and an export reads back as the same lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { recordTmdbRequests, setupLocalTmdb, tmdbGet } from '@streamscout/testing';
import type { Profile } from '@streamscout/session';
import { buildExport, csvCell, listCsv, notFoundCsv } from './exportData';
import { itemsToApply, matchRows, type MatchResult } from './match';
import { ImportFileError, MAX_FILE_BYTES, readImportFile, type ImportFileLike } from './read';

setupLocalTmdb();

const FIXTURES = path.join(__dirname, 'fixtures');

const fileOf = (name: string, bytes: Uint8Array | string): ImportFileLike => {
  const data = typeof bytes === 'string' ? strToU8(bytes) : bytes;
  return { name, size: data.length, arrayBuffer: async () => data.slice().buffer };
};
const fixture = (rel: string) => fileOf(path.basename(rel), new Uint8Array(fs.readFileSync(path.join(FIXTURES, rel))));

/** The Letterboxd export ZIP, built from the fixture CSVs in its real folder layout. */
function letterboxdZip(): Uint8Array {
  const read = (rel: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'letterboxd', rel)));
  return zipSync({
    'letterboxd-fixture-2025-01-01-00-00-utc/watched.csv': read('watched.csv'),
    'letterboxd-fixture-2025-01-01-00-00-utc/watchlist.csv': read('watchlist.csv'),
    'letterboxd-fixture-2025-01-01-00-00-utc/ratings.csv': read('ratings.csv'),
    'letterboxd-fixture-2025-01-01-00-00-utc/likes/films.csv': read('likes/films.csv'),
    'letterboxd-fixture-2025-01-01-00-00-utc/profile.csv': read('profile.csv'),
  });
}

const summary = (results: MatchResult[]) =>
  results.map((r) => [
    r.row.list,
    r.status,
    r.status === 'matched'
      ? `${r.title.media_type}-${r.title.id}`
      : r.status === 'ambiguous'
        ? r.candidates.map((c) => `${c.media_type}-${c.id}`)
        : r.row.title,
  ]);

describe('the formats, matched against the local catalog', () => {
  it('IMDb list export: ids found through find/, an unknown id and a formula cell not found', async () => {
    const parsed = await readImportFile(fixture('imdb-watchlist.csv'));
    expect(parsed).toMatchObject({ format: 'imdb-list', source: 'imdb' });
    const progress: number[] = [];
    const results = await matchRows(parsed.rows, { onProgress: (p) => progress.push(p.done) });
    expect(summary(results)).toEqual([
      ['queue', 'matched', 'movie-11012'],
      ['queue', 'matched', 'movie-11058'],
      ['queue', 'matched', 'tv-60028'],
      ['queue', 'notFound', 'A Film Nobody Has'],
      ['queue', 'notFound', '=1+1'],
    ]);
    expect(progress).toEqual([0, 1, 2, 3, 4, 5]);
    // The not-found download never starts a formula.
    const csv = notFoundCsv(results);
    expect(csv.split('\r\n')[0]).toBe('Title,Year,List,IMDb ID,File,Reason');
    expect(csv).toContain(`'=1+1,1999,queue,"'=HYPERLINK(""http://example.com"")",imdb-watchlist.csv,not an IMDb id`);
  });

  it('IMDb ratings export goes to watched', async () => {
    const parsed = await readImportFile(fixture('imdb-ratings.csv'));
    expect(parsed.format).toBe('imdb-ratings');
    expect(summary(await matchRows(parsed.rows))).toEqual([
      ['watched', 'matched', 'movie-11139'],
      ['watched', 'matched', 'tv-60053'],
      ['watched', 'matched', 'movie-11232'],
    ]);
  });

  it('Letterboxd ZIP: each file to its list, name + year matched, a wrong year ambiguous, an unknown film not found', async () => {
    const parsed = await readImportFile(fileOf('letterboxd-fixture.zip', letterboxdZip()));
    expect(parsed).toMatchObject({ format: 'letterboxd', source: 'letterboxd' });
    const results = await matchRows(parsed.rows);
    expect(summary(results)).toEqual([
      ['favorites', 'matched', 'movie-11561'],
      ['watched', 'matched', 'movie-11288'],
      ['watched', 'matched', 'movie-11561'],
      ['watched', 'matched', 'movie-11432'],
      ['watched', 'ambiguous', ['movie-13818', 'movie-44788', 'movie-23262']],
      ['watched', 'notFound', 'Completely Unknown Picture'],
      ['queue', 'matched', 'movie-11596'],
      ['queue', 'matched', 'movie-11720'],
    ]);
    // Picking a candidate and moving the watchlist to favorites decides what is applied.
    const picks = new Map([[4, (results[4] as Extract<MatchResult, { status: 'ambiguous' }>).candidates[0]]]);
    expect(itemsToApply(results, picks, { queue: 'favorites', favorites: 'favorites', watched: 'watched' })).toEqual([
      { list: 'favorites', show_id: 'movie-11561' },
      { list: 'watched', show_id: 'movie-11288' },
      { list: 'watched', show_id: 'movie-11561' },
      { list: 'watched', show_id: 'movie-11432' },
      { list: 'watched', show_id: 'movie-13818' },
      { list: 'favorites', show_id: 'movie-11596' },
      { list: 'favorites', show_id: 'movie-11720' },
    ]);
  });

  it('one Letterboxd CSV alone goes to the list its name says', async () => {
    const parsed = await readImportFile(fixture('letterboxd/watchlist.csv'));
    expect(parsed.rows.map((r) => [r.list, r.title, r.year])).toEqual([
      ['queue', 'The Garden', 2008],
      ['queue', 'Outpost in Avalon', 1985],
    ]);
  });

  it('Trakt JSON: each TMDB id checked with TMDB (one request), watchlist → queue, watched → watched', async () => {
    const watchlist = await readImportFile(fixture('trakt/watchlist.json'));
    expect(watchlist.format).toBe('trakt');
    const sent = recordTmdbRequests();
    const results = await matchRows(watchlist.rows);
    sent.stop();
    expect(summary(results)).toEqual([
      ['queue', 'matched', 'movie-11643'],
      ['queue', 'matched', 'tv-60100'],
    ]);
    expect(sent.urls.map((u) => new URL(u).pathname)).toEqual(['/3/movie/11643', '/3/tv/60100']);
    // the title, year and poster are TMDB's, not the file's
    const movie = await tmdbGet<{ title: string; poster_path: string | null }>('/movie/11643');
    expect(results[0]).toMatchObject({ title: { title: movie.title, year: 2025, poster_path: movie.poster_path } });
    const watched = await readImportFile(fixture('trakt/watched-movies.json'));
    expect(summary(await matchRows(watched.rows))).toEqual([['watched', 'matched', 'movie-11818']]);
  });

  it('a TMDB id TMDB does not know (deleted, merged, hand-edited, too big) is listed under not found and never applied', async () => {
    const unknown = 987654321; // no title of the catalog
    await expect(fetch(`${process.env.TMDB_TEST_URL}/3/movie/${unknown}`).then((r) => r.status)).resolves.toBe(404);
    const item = (type: 'movie' | 'show', title: string, tmdb: number) => ({
      listed_at: '2025-01-02T10:00:00.000Z',
      type,
      [type]: { title, year: 2020, ids: { trakt: 1, tmdb } },
    });
    const file = fileOf(
      'watchlist.json',
      JSON.stringify([
        item('movie', 'Deleted Film', unknown),
        item('show', 'A movie id as a show', 11643),
        item('movie', 'Too Big', 9999999999),
        item('movie', 'The Iron Valley', 11643),
      ]),
    );
    const parsed = await readImportFile(file);
    const sent = recordTmdbRequests();
    const results = await matchRows(parsed.rows);
    sent.stop();
    expect(summary(results)).toEqual([
      ['queue', 'notFound', 'Deleted Film'],
      ['queue', 'notFound', 'A movie id as a show'],
      ['queue', 'notFound', 'Too Big'],
      ['queue', 'matched', 'movie-11643'],
    ]);
    expect(results.map((r) => (r.status === 'notFound' ? r.reason : ''))).toEqual([
      `no TMDB movie has the id ${unknown}`,
      'no TMDB show has the id 11643',
      'not a TMDB id: 9999999999',
      '',
    ]);
    // one request per id TMDB is asked about; the one above 2^31 − 1 is not asked at all
    expect(sent.urls).toHaveLength(3);
    expect(itemsToApply(results, new Map(), { queue: 'queue', favorites: 'favorites', watched: 'watched' })).toEqual([
      { list: 'queue', show_id: 'movie-11643' },
    ]);
    expect(notFoundCsv(results)).toContain(`Deleted Film,2020,queue,,watchlist.json,no TMDB movie has the id ${unknown}`);
  });
});

describe('bad files: a clear error, nothing read further', () => {
  const refused = async (file: ImportFileLike) => {
    const err = await readImportFile(file).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportFileError);
    return (err as Error).message;
  };

  it('a 50 MB file is refused from its size, before a byte is read', async () => {
    const big: ImportFileLike = {
      name: 'huge.csv',
      size: 50 * 1024 * 1024,
      arrayBuffer: () => Promise.reject(new Error('read it whole')),
    };
    expect(await refused(big)).toBe(
      `This file is 50 MB; the largest file we take is ${MAX_FILE_BYTES / 1024 / 1024} MB. Nothing was imported.`,
    );
  });

  it('not UTF-8 (Latin-1, UTF-16), not text, empty, not a known layout, broken JSON', async () => {
    const latin1 = new Uint8Array([
      ...strToU8('Date,Name,Year,Letterboxd URI\n2024-01-01,Am'),
      0xe9,
      0x6c,
      0x69,
      0x65,
      ...strToU8(',2001,x\n'),
    ]);
    expect(await refused(fileOf('watched.csv', latin1))).toMatch(/^watched\.csv is not UTF-8 text/);
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from(strToU8('Const,Title')).flatMap((b) => [b, 0])]);
    expect(await refused(fileOf('ratings.csv', utf16))).toMatch(/is not UTF-8 text/);
    expect(await refused(fileOf('empty.csv', ''))).toBe('This file is empty. Nothing was imported.');
    expect(await refused(fileOf('photo.csv', 'a,b,c\n1,2,3\n'))).toMatch(/^We could not recognise this file/);
    expect(await refused(fileOf('trakt.json', '[{"movie": {'))).toBe('trakt.json is not valid JSON. Nothing was imported.');
    expect(await refused(fileOf('list.json', '[{"title": "x"}]'))).toMatch(/^We could not recognise this file/);
  });

  it('a row of 10,000 columns is refused, naming the row', async () => {
    const text = `Date,Name,Year,Letterboxd URI\n2024-01-01,Tides,1977,x\n${Array.from({ length: 10000 }, (_, i) => `c${i}`).join(',')}\n`;
    expect(await refused(fileOf('watched.csv', text))).toBe(
      'Row 3 of watched.csv has 10,000 columns; an export has at most 100. Nothing was imported.',
    );
  });

  it('a ZIP bomb is stopped: by its declared size, and by inflating when the sizes lie', async () => {
    const zeros = new Uint8Array(21 * 1024 * 1024);
    const bomb = zipSync({ 'watched.csv': zeros }, { level: 1 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refused(fileOf('bomb.zip', bomb))).toMatch(/^This ZIP unpacks to more than 20 MB/);
    // The same bomb declaring 1000 bytes (local header offset 22, central directory offset 24).
    const liar = bomb.slice();
    const view = new DataView(liar.buffer);
    view.setUint32(22, 1000, true);
    for (let i = liar.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) {
        view.setUint32(i + 24, 1000, true);
        break;
      }
    }
    expect(await refused(fileOf('liar.zip', liar))).toMatch(/^This ZIP unpacks to more than 20 MB/);
  });

  it('a ZIP with nothing importable, and a damaged ZIP', async () => {
    expect(await refused(fileOf('x.zip', zipSync({ 'notes.txt': strToU8('hello') })))).toMatch(
      /^This ZIP holds none of the files we import/,
    );
    const broken = zipSync({ 'watched.csv': strToU8('Date,Name,Year,Letterboxd URI\n'.repeat(50)) }).slice(0, 60);
    expect(await refused(fileOf('broken.zip', broken))).toMatch(/ZIP/);
  });

  it('more titles than one import takes', async () => {
    const rows = Array.from({ length: 6001 }, (_, i) => `2024-01-01,Film ${i},2001,x`).join('\n');
    expect(await refused(fileOf('watched.csv', `Date,Name,Year,Letterboxd URI\n${rows}\n`))).toMatch(
      /lists 6,001 titles; one import takes at most 6,000/,
    );
  });
});

describe('export', () => {
  const profile: Profile = {
    id: 'u1',
    email: 'me@example.com',
    username: 'me_user',
    country: 'United Kingdom',
    adult: false,
    queue: ['movie-11012', 'tv-60028'],
    favorites: ['movie-11058'],
    watched: [],
    services: [8, 9],
  };
  const titles = new Map([
    ['movie-11012', { media_type: 'movie' as const, id: 11012, title: '=cmd|calc', year: 2024, imdb_id: 'tt2011012' }],
    ['tv-60028', { media_type: 'tv' as const, id: 60028, title: 'The Midnight Dynasty', year: 2026, imdb_id: 'tt10420196' }],
    ['movie-11058', null],
  ]);

  it('CSV cells never start a formula and quote what must be quoted', () => {
    expect(['=1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', 'a,b', 'say "hi"', null].map(csvCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '',
    ]);
  });

  it('JSON and per-list CSV carry ids, type, title, year and IMDb id, and read back as the same lists', async () => {
    const data = buildExport(profile, titles, [{ showId: 60028, season: 1, episode: 2, watchedAt: '2026-11-01T00:00:00Z' }], {
      kinds: ['free'],
      allServices: true,
    });
    expect(data.lists.queue).toEqual([
      { media_type: 'movie', tmdb_id: 11012, title: '=cmd|calc', year: 2024, imdb_id: 'tt2011012' },
      { media_type: 'tv', tmdb_id: 60028, title: 'The Midnight Dynasty', year: 2026, imdb_id: 'tt10420196' },
    ]);
    expect(data.lists.favorites).toEqual([{ media_type: 'movie', tmdb_id: 11058, title: null, year: null, imdb_id: null }]);
    expect(data).toMatchObject({
      services: [8, 9],
      alert_settings: { kinds: ['free'], all_services: true },
      episode_progress: [{ show_id: 60028 }],
    });

    const csv = listCsv(data.lists.queue);
    expect(csv).toBe(
      "Title,Year,imdbID,tmdbID,Type\r\n'=cmd|calc,2024,tt2011012,11012,movie\r\nThe Midnight Dynasty,2026,tt10420196,60028,tv\r\n",
    );

    const back = await readImportFile(fileOf('streamscout-data.json', JSON.stringify(data)));
    const items = itemsToApply(await matchRows(back.rows), new Map(), { queue: 'queue', favorites: 'favorites', watched: 'watched' });
    expect(items).toEqual([
      { list: 'queue', show_id: 'movie-11012' },
      { list: 'queue', show_id: 'tv-60028' },
      { list: 'favorites', show_id: 'movie-11058' },
    ]);
    const fromCsv = await readImportFile(fileOf('streamscout-queue.csv', csv));
    expect(itemsToApply(await matchRows(fromCsv.rows), new Map(), { queue: 'queue', favorites: 'favorites', watched: 'watched' })).toEqual(
      items.slice(0, 2),
    );
  });
});
