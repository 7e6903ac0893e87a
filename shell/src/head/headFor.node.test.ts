/**
 * The `<head>` of server-rendered pages (`headFor`), from data fetched from the local TMDB catalog
 * over HTTP into a render's QueryClient, as the renderer does: each page's title, meta description,
 * canonical URL, Open Graph and Twitter tags and (details pages) JSON-LD; text escaped; a page
 * whose data is missing gets the site's own title, never an empty or broken one.
 */
import { matchRoute } from '@streamscout/routes';
import { setupLocalTmdb, tmdbGet as rawCatalog } from '@streamscout/testing';
import type { Actor, ShowDetail } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';
import { DEFAULT_REGION } from '@streamscout/region';
import { headFor } from './pageHead';
import { serverQueryClient } from '../server/tmdbCache';

jest.setTimeout(20000);
setupLocalTmdb();

const SHELL = 'https://streamscout.example';

/** The head of `path` as the renderer builds it, after `fill` has put the route's data into the client. */
async function headOf(path: string, fill: (client: ReturnType<typeof serverQueryClient>) => Promise<unknown> = async () => {}) {
  const url = new URL(path, 'http://ssr.invalid');
  const route = matchRoute(url.pathname);
  if (!route) throw new Error(`no route for ${path}`);
  const client = serverQueryClient();
  await fill(client);
  const html = headFor({ route: { path: route.path, params: route.params }, url, client, region: DEFAULT_REGION, shellUrl: SHELL });
  const read = new HeadReader(html);
  return { html, ...read };
}

/** The few reads the tests need of a head's HTML (Node has no DOMParser): tag attributes by selector-like keys. */
class HeadReader {
  title: string;
  meta: (key: string) => string | null;
  canonical: string | null;
  jsonLd: Record<string, unknown> | null;
  constructor(html: string) {
    const unescape = (s: string) =>
      s
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    this.title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    this.meta = (key) => {
      const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
      return m ? unescape(m[1]!) : null;
    };
    const c = /<link rel="canonical" href="([^"]*)">/.exec(html);
    this.canonical = c ? unescape(c[1]!) : null;
    const j = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
    this.jsonLd = j ? (JSON.parse(j[1]!) as Record<string, unknown>) : null;
  }
}

let movie: ShowDetail;
let tv: ShowDetail;
let actor: Actor;
beforeAll(async () => {
  const client = serverQueryClient();
  const movieId = (await rawCatalog<{ results: Array<{ id: number }> }>('/movie/popular')).results[0]!.id;
  const tvId = (await rawCatalog<{ results: Array<{ id: number }> }>('/tv/popular')).results[0]!.id;
  movie = (await client.fetchQuery(tmdbQueries.details('movie', movieId)))!;
  tv = (await client.fetchQuery(tmdbQueries.details('tv', tvId)))!;
  actor = (await client.fetchQuery(tmdbQueries.person(movie.credits.cast[0]!.id)))!;
});

describe('headFor: the head of a server-rendered page', () => {
  it('a movie: "Title (year) — where to watch", its providers and overview, poster, canonical URL and a Movie JSON-LD', async () => {
    const head = await headOf(`/details/movie/${movie.id}`, (c) => c.fetchQuery(tmdbQueries.details('movie', movie.id)));
    const year = movie.release_date.slice(0, 4);
    expect(head.title).toBe(`${movie.title} (${year}) — where to watch | StreamScout`);
    const description = head.meta('description')!;
    expect(description.length).toBeLessThanOrEqual(200);
    if (movie.providers.length) expect(description).toMatch(new RegExp(`^Stream it on ${movie.providers[0]!.name}`));
    else expect(description).toMatch(/^Not on a subscription service in the United States of America right now\./);
    expect(head.canonical).toBe(`${SHELL}/details/movie/${movie.id}`);
    expect(head.meta('og:url')).toBe(head.canonical);
    expect(head.meta('og:type')).toBe('video.movie');
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('twitter:description')).toBe(description);
    if (movie.poster_path) {
      expect(head.meta('og:image')).toMatch(new RegExp(`/w500${movie.poster_path}$`));
      expect(head.meta('twitter:card')).toBe('summary_large_image');
    }
    expect(head.jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Movie', name: movie.title, url: head.canonical });
    expect((head.jsonLd!.actor as unknown[]).length).toBe(Math.min(10, movie.credits.cast.length));
  });

  it('a TV show: TVSeries JSON-LD with its number of seasons (specials left out)', async () => {
    const head = await headOf(`/details/tv/${tv.id}`, (c) => c.fetchQuery(tmdbQueries.details('tv', tv.id)));
    expect(head.meta('og:type')).toBe('video.tv_show');
    expect(head.jsonLd).toMatchObject({ '@type': 'TVSeries', name: tv.title });
    if (tv.seasons) expect(head.jsonLd!.numberOfSeasons).toBe(tv.seasons.filter((s) => s.season_number > 0).length);
  });

  it('an actor: "Name — movies and TV shows", a profile and a Person JSON-LD', async () => {
    const head = await headOf(`/details/actor/${actor.id}`, (c) => c.fetchQuery(tmdbQueries.person(actor.id)));
    expect(head.title).toBe(`${actor.name} — movies and TV shows | StreamScout`);
    expect(head.meta('og:type')).toBe('profile');
    expect(head.jsonLd).toMatchObject({ '@type': 'Person', name: actor.name });
  });

  it('a details page whose data is missing (unknown id) keeps the site’s title and description, without JSON-LD', async () => {
    const head = await headOf('/details/movie/999999999', (c) => c.fetchQuery(tmdbQueries.details('movie', 999999999)));
    expect(head.title).toBe('StreamScout — where to watch movies and TV shows');
    expect(head.meta('description')).toMatch(/^StreamScout: search any movie or TV show/);
    expect(head.jsonLd).toBeNull();
    expect(head.canonical).toBe(`${SHELL}/details/movie/999999999`);
  });

  it('search: the query in the title and the canonical URL, escaped in the HTML; blank: "Search"', async () => {
    const q = '<b>"Tom & Jerry"</b>';
    const head = await headOf(`/search?q=${encodeURIComponent(q)}&page=2`);
    expect(head.title).toBe(`“${q}” — search | StreamScout`);
    expect(head.canonical).toBe(`${SHELL}/search?q=${encodeURIComponent(q)}`);
    expect(head.html).not.toContain('<b>');
    expect(head.html).toContain('&lt;b&gt;&quot;Tom &amp; Jerry&quot;');
    const blank = await headOf('/search?q=%20');
    expect(blank.title).toBe('Search | StreamScout');
    expect(blank.canonical).toBe(`${SHELL}/search`);
  });

  it('discover and its rows: the row’s own title; an unknown row the site’s', async () => {
    expect((await headOf('/discover')).title).toBe('Discover | StreamScout');
    const best = await headOf('/discover/best?x=1');
    expect(best.title).toBe('Highest Rated | StreamScout');
    expect(best.canonical).toBe(`${SHELL}/discover/best`);
    expect((await headOf('/discover/not-a-row')).title).toBe('StreamScout — where to watch movies and TV shows');
  });

  it('the home page: the site’s title, a website, no image', async () => {
    const head = await headOf('/');
    expect(head.title).toBe('StreamScout — where to watch movies and TV shows');
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:image')).toBeNull();
    expect(head.meta('twitter:card')).toBe('summary');
    expect(head.canonical).toBe(`${SHELL}/`);
  });
});
