/**
 * The HTTP status of a page URL, from the route table alone: 404 where the page-not-found screen
 * shows, 400 where the 'Bad Request' screen shows (spec §2, §8), 200 for every other route.
 */
import { paths, statusFor } from '../src';
import { disallowedPaths, sitemapPaths } from '../table.js';

describe('statusFor', () => {
  it.each([
    '/nope',
    '/details',
    '/details/',
    '/details/movie',
    '/discover/not-a-row',
    '/discover/trending/more',
    '/search/x',
    '/u',
    '/u/amy/secret',
    '/u/amy/Queue',
    '/u/amy/queue/more',
  ])('%s is page not found: 404', (url) => {
    expect(statusFor(url)).toBe(404);
  });

  it.each([
    '/details/movie/abc',
    '/details/movie/-1',
    '/details/tv/01',
    '/details/tv/1.5/seasons',
    '/details/tv/7/seasons/-1',
    '/details/tv/x/seasons/1',
    '/details/actor/0',
    '/details/movie/9007199254740993',
  ])('%s shows "no details" for an id that is not a number: 404', (url) => {
    expect(statusFor(url)).toBe(404);
  });

  it.each(['/search', '/search?q=', '/search?q=%20%20', '/search?query=dune', '/dashboard/foo', '/dashboard/Queue'])(
    "%s is 'Bad Request': 400",
    (url) => {
      expect(statusFor(url)).toBe(400);
    },
  );

  it.each([
    '/',
    paths.search(' dune '),
    '/search?q=0',
    paths.details.movie(42),
    paths.details.tv(7),
    paths.details.seasons(7),
    paths.details.season(7, 0),
    paths.details.actor(3),
    paths.discover.overview(),
    ...['trending', 'best', 'new', 'action', 'comedy', 'horror', 'netflix', 'hulu', 'prime'].map((row) => paths.discover.row(row)),
    '/discover/netflix/',
    paths.login(),
    paths.signup(),
    paths.dashboard(),
    paths.services(),
    paths.calendar(),
    paths.import(),
    paths.gallery('queue'),
    paths.gallery('favorites'),
    paths.gallery('watched'),
    paths.publicUser('amy'),
    ...(['queue', 'favorites', 'watched'] as const).map((list) => paths.publicList('amy', list)),
  ])('%s is a page: 200', (url) => {
    expect(statusFor(url)).toBe(200);
  });

  it('reads an absolute URL too', () => {
    expect(statusFor(new URL('https://streamscout.example/search?q=%09'))).toBe(400);
    expect(statusFor(new URL('https://streamscout.example/search?q=x'))).toBe(200);
  });
});

describe('what crawlers are told, from the route table', () => {
  it('the sitemap: home, discover and every discover row (the nine of spec §2), each answering 200', () => {
    const rows = ['trending', 'best', 'new', 'action', 'comedy', 'horror', 'netflix', 'hulu', 'prime'];
    expect(sitemapPaths()).toEqual(['/', '/discover', ...rows.map((row) => paths.discover.row(row))]);
  });

  it('robots.txt keeps crawlers off every guarded route: the sign-in forms and the dashboard', () => {
    expect([...disallowedPaths()].sort()).toEqual(['/dashboard', '/login', '/signup']);
  });
});
