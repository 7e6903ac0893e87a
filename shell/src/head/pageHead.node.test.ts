/**
 * The page head, the one function behind the server's `<head>` and the browser's, against the
 * real local TMDB catalog over HTTP: the route's data is fetched with the product's own query
 * options into a QueryClient, as the server render and the browser's screens do.
 */
import { QueryClient } from '@tanstack/react-query';
import { matchRoute } from '@streamscout/routes';
import { tmdbQueries } from '@streamscout/tmdb/query';
import { DEFAULT_REGION } from '@streamscout/region';
import { findPerson, findTitle, setupLocalTmdb, type RawDetail } from '@streamscout/testing';
import { HOME_TITLE, defaultDescription, headHtml, pageHead, type PageHeadInput } from './pageHead';

setupLocalTmdb();

const ORIGIN = 'https://streamscout.example';

/** The input of `pageHead` for `path` as the app would match it. */
function at(path: string, client: QueryClient, region: string): PageHeadInput {
  const url = new URL(path, ORIGIN);
  const m = matchRoute(url.pathname);
  return { route: m ? { path: m.path, params: { ...m.params } } : null, url, client, region, shellUrl: ORIGIN };
}

const flatrate = (d: RawDetail, region: string) => (d['watch/providers'].results[region]?.flatrate ?? []).map((p) => p.provider_name);
const yearOf = (d: RawDetail) => (d.release_date ?? d.first_air_date ?? '').slice(0, 4);

describe('pageHead', () => {
  it('a movie: "{title} ({year}) — where to watch", the default region\'s services then the overview, Movie JSON-LD, canonical URL', async () => {
    const raw = await findTitle('movie', (d) => flatrate(d, DEFAULT_REGION).length > 0 && !!d.overview && !!d.release_date);
    const client = new QueryClient();
    await client.fetchQuery(tmdbQueries.details('movie', raw.id));
    const head = pageHead(at(`/details/movie/${raw.id}`, client, DEFAULT_REGION));
    expect(head.title).toBe(`${raw.title} (${yearOf(raw)}) — where to watch | StreamScout`);
    expect(head.description.startsWith(`Stream it on ${flatrate(raw, DEFAULT_REGION)[0]}`)).toBe(true);
    expect(head.description).toContain(raw.overview.replace(/\s+/g, ' ').slice(0, 30));
    expect(head.description.length).toBeLessThanOrEqual(200);
    expect(head.canonical).toBe(`${ORIGIN}/details/movie/${raw.id}`);
    expect(head.type).toBe('video.movie');
    expect(head.jsonLd).toMatchObject({ '@type': 'Movie', name: raw.title, url: head.canonical });
  });

  it("a movie for a reader in the United Kingdom names the UK's services, never the US's", async () => {
    const raw = await findTitle('movie', (d) => {
      const us = flatrate(d, DEFAULT_REGION);
      const gb = flatrate(d, 'GB');
      return gb.length > 0 && us.length > 0 && !us.includes(gb[0]);
    });
    const client = new QueryClient();
    await client.fetchQuery(tmdbQueries.details('movie', raw.id));
    const head = pageHead(at(`/details/movie/${raw.id}`, client, 'GB'));
    expect(head.description.startsWith(`Stream it on ${flatrate(raw, 'GB').join(', ')}.`)).toBe(true);
    expect(head.description).not.toContain(flatrate(raw, DEFAULT_REGION).filter((n) => !flatrate(raw, 'GB').includes(n))[0]);
  });

  it('a title with no subscription service in the reader\'s region says so for that region ("in the United Kingdom")', async () => {
    const raw = await findTitle('movie', (d) => flatrate(d, 'GB').length === 0 && flatrate(d, DEFAULT_REGION).length > 0);
    const client = new QueryClient();
    await client.fetchQuery(tmdbQueries.details('movie', raw.id));
    expect(pageHead(at(`/details/movie/${raw.id}`, client, 'GB')).description).toMatch(
      /^Not on a subscription service in the United Kingdom right now\./,
    );
  });

  it("before the data arrives a details page has the home title, the region's default description and its own canonical URL; then its own", async () => {
    const raw = await findTitle('tv', (d) => !!d.name && !!d.first_air_date);
    const client = new QueryClient();
    const before = pageHead(at(`/details/tv/${raw.id}`, client, 'DE'));
    expect(before).toMatchObject({ title: HOME_TITLE, description: defaultDescription('DE'), canonical: `${ORIGIN}/details/tv/${raw.id}` });
    expect(before.description).toContain('in Germany');
    await client.fetchQuery(tmdbQueries.details('tv', raw.id));
    const after = pageHead(at(`/details/tv/${raw.id}`, client, 'DE'));
    expect(after.title).toBe(`${raw.name} (${yearOf(raw)}) — where to watch | StreamScout`);
    expect(after.jsonLd).toMatchObject({ '@type': 'TVSeries', name: raw.name });
  });

  it('a season page: "{show} — {season} | StreamScout" with the season\'s overview', async () => {
    const raw = await findTitle('tv', (d) => (d.seasons ?? []).some((s) => s.season_number === 1 && !!s.overview));
    const client = new QueryClient();
    await Promise.all([client.fetchQuery(tmdbQueries.details('tv', raw.id)), client.fetchQuery(tmdbQueries.season(raw.id, 1))]);
    const season = raw.seasons!.find((s) => s.season_number === 1)!;
    const head = pageHead(at(`/details/tv/${raw.id}/seasons/1`, client, DEFAULT_REGION));
    expect(head.title).toBe(`${raw.name} — ${season.name} | StreamScout`);
    expect(head.canonical).toBe(`${ORIGIN}/details/tv/${raw.id}/seasons/1`);
    expect(pageHead(at(`/details/tv/${raw.id}/seasons`, client, DEFAULT_REGION)).title).toBe(`${raw.name} — seasons | StreamScout`);
  });

  it('an actor page: "{name} — movies and TV shows", the biography, Person JSON-LD', async () => {
    const raw = await findPerson((p) => !!p.biography);
    const client = new QueryClient();
    await client.fetchQuery(tmdbQueries.person(raw.id));
    const head = pageHead(at(`/details/actor/${raw.id}`, client, DEFAULT_REGION));
    expect(head.title).toBe(`${raw.name} — movies and TV shows | StreamScout`);
    expect(head.description).toContain(raw.biography.replace(/\s+/g, ' ').slice(0, 30));
    expect(head.type).toBe('profile');
    expect(head.jsonLd).toMatchObject({ '@type': 'Person', name: raw.name });
  });

  it('search: the query in the title and the canonical URL; discover rows by their title; the page-not-found screen has no canonical URL', () => {
    const client = new QueryClient();
    const search = pageHead(at('/search?q=star%20city&page=2', client, DEFAULT_REGION));
    expect(search.title).toBe('“star city” — search | StreamScout');
    expect(search.canonical).toBe(`${ORIGIN}/search?q=star%20city`);
    expect(pageHead(at('/discover/best', client, DEFAULT_REGION)).title).toBe('Highest Rated | StreamScout');
    expect(pageHead(at('/', client, DEFAULT_REGION))).toMatchObject({ title: HOME_TITLE, canonical: `${ORIGIN}/` });
    const missing = pageHead(at('/nowhere', client, DEFAULT_REGION));
    expect(missing).toMatchObject({ title: 'Page not found | StreamScout', canonical: null });
    expect(headHtml(missing)).not.toContain('rel="canonical"');
  });

  it("an unknown region reads as the default region's texts", () => {
    expect(pageHead(at('/', new QueryClient(), 'XX')).description).toBe(pageHead(at('/', new QueryClient(), 'us')).description);
  });

  it('headHtml escapes what a reader typed: no markup from the query reaches the head', () => {
    const html = headHtml(pageHead(at(`/search?q=${encodeURIComponent('</title><script>"x"')}`, new QueryClient(), DEFAULT_REGION)));
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>“&lt;/title&gt;&lt;script&gt;&quot;x&quot;” — search | StreamScout</title>');
    expect(html).toContain('<meta property="og:url" content="https://streamscout.example/search?q=%3C%2Ftitle%3E%3Cscript%3E%22x%22">');
  });
});
