/**
 * The `<head>` of a page — `<title>` ("Star of the City (2026) — where to watch | StreamScout"),
 * the meta description, the canonical URL, Open Graph and Twitter card tags with the poster or
 * backdrop, and on details pages schema.org JSON-LD (`Movie`, `TVSeries`, `Person`; a public list's
 * `ItemList`, spec §17) — as one pure
 * function of the route, the query data in the QueryClient and the region the page is shown for.
 *
 * Both sides use it, so they cannot drift: the server render writes {@link headHtml} into the HTML
 * it sends (crawlers, link previews, a browser with JavaScript off), and the browser's
 * {@link useDocumentHead} applies the same {@link PageHead} to the live document after every
 * client-side navigation and whenever the route's data arrives. Built only from data already in
 * the QueryClient (the route data of architecture §4), never from a request of its own.
 */
import type { QueryClient } from '@tanstack/react-query';
import { SHELL } from '@streamscout/apps';
import { LIST_NOUNS, PATTERNS, paths } from '@streamscout/routes';
import type { PublicList } from '@streamscout/session';
import {
  bannerUrl,
  discoverRowTitle,
  formatCount,
  imageUrl,
  profileUrl,
  type Actor,
  type Season,
  type ShowDetail,
  type ShowSummary,
} from '@streamscout/tmdb';
import { tmdbKeys } from '@streamscout/tmdb/query';
import { publicListKeys } from '@streamscout/widgets';
import { DEFAULT_REGION, knownRegion, regionInSentence } from '@streamscout/region';

/** The product's name, the suffix of every title. */
const SITE = SHELL.title;
/** Longest meta description (characters): what search results show. */
const DESCRIPTION_MAX = 200;
/** Title of the home page, and of pages whose data has not arrived yet. */
export const HOME_TITLE = `${SITE} — where to watch movies and TV shows`;

/** A poster's URL at the size cards use (w500). */
const posterUrl = (path: string) => imageUrl(path, 'w500');

/**
 * Description of pages without their own, for the region the page is shown for:
 * "StreamScout: search any movie or TV show and see which streaming services carry it in the
 * United Kingdom."
 */
export function defaultDescription(region: string): string {
  return `${SITE}: search any movie or TV show and see which streaming services carry it in ${regionInSentence(region)}.`;
}

/** `s` cut at a word boundary to at most `max` characters, with '…' when cut. */
function clip(s: string, max = DESCRIPTION_MAX): string {
  const t = s.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** '2026' from '2026-03-01', or '' when unknown. */
const yearOf = (date: string | null | undefined): string => (date && /^\d{4}/.test(date) ? date.slice(0, 4) : '');

/** The route a page shows: its pattern (`PATTERNS` of `@streamscout/routes`) and params, as `matchRoute` gives them. */
export interface HeadRoute {
  /** The matched pattern, e.g. '/details/movie/:id'. */
  path: string;
  /** Its params, with the route's static ones (`type` of details), e.g. `{ type: 'movie', id: '42' }`. */
  params: Record<string, string | undefined>;
}

/** What a page's `<head>` says about it. */
export interface PageHead {
  /** The tab's title, e.g. 'Star of the City (2026) — where to watch | StreamScout'. */
  title: string;
  /** The meta description, at most 200 characters. */
  description: string;
  /** Absolute canonical URL (origin, path, and `?q=` on search); null for the page-not-found screen. */
  canonical: string | null;
  /** Open Graph type: 'website', 'video.movie', 'video.tv_show', 'profile'. */
  type: string;
  /** Absolute URL of the preview image (poster, backdrop or profile), when the page has one. */
  image?: string;
  /** The schema.org object of a details, actor or public list page. */
  jsonLd?: Record<string, unknown>;
}

/** What {@link pageHead} reads. */
export interface PageHeadInput {
  /** The matched route, or null when no route matches (the page-not-found screen). */
  route: HeadRoute | null;
  /** The page's URL (only `pathname` and the search's `q` are read). */
  url: URL;
  /** The QueryClient the page's screens read (the server's per-request one, or the browser's one). */
  client: QueryClient;
  /** The region the page is shown for (ISO 3166-1 alpha-2, e.g. 'GB'); an unknown code reads as the default region. */
  region: string;
  /** The app's public origin for canonical URLs, e.g. 'https://streamscout.example' (no trailing slash). */
  shellUrl: string;
}

/**
 * Names of the services carrying `show` by subscription in `region` (TMDB `watch/providers`
 * `results.XX.flatrate`); in the default region the spec's list (`ShowDetail.providers`), as the
 * where-to-watch block shows it.
 */
function servicesIn(show: ShowDetail, region: string): string[] {
  const list = region === DEFAULT_REGION && show.providers ? show.providers : (show.watch?.[region]?.flatrate ?? []);
  return list.map((p) => p.name);
}

/** Head of a movie or TV details page, from its show (TMDB `movie|tv/{id}`). */
function showHead(show: ShowDetail, canonical: string, region: string): Omit<PageHead, 'canonical'> {
  const year = yearOf(show.release_date);
  const name = year ? `${show.title} (${year})` : show.title;
  const providers = servicesIn(show, region);
  const where = providers.length
    ? `Stream it on ${providers.join(', ')}.`
    : `Not on a subscription service in ${regionInSentence(region)} right now.`;
  const tv = show.media_type === 'tv';
  return {
    title: `${name} — where to watch | ${SITE}`,
    description: clip(`${where} ${show.overview}`.trim()),
    image: show.poster_path ? posterUrl(show.poster_path) : show.banner_path ? bannerUrl(show.banner_path) : undefined,
    type: tv ? 'video.tv_show' : 'video.movie',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': tv ? 'TVSeries' : 'Movie',
      name: show.title,
      url: canonical,
      description: show.overview || undefined,
      image: show.poster_path ? posterUrl(show.poster_path) : undefined,
      [tv ? 'startDate' : 'datePublished']: show.release_date || undefined,
      ...(show.vote_count > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: show.vote_average, bestRating: 10, ratingCount: show.vote_count } }
        : {}),
      actor: show.credits.cast.slice(0, 10).map((p) => ({ '@type': 'Person', name: p.name })),
      ...(tv && show.seasons ? { numberOfSeasons: show.seasons.filter((s) => s.season_number > 0).length } : {}),
    },
  };
}

/** Head of an actor page, from TMDB `person/{id}`. */
function actorHead(actor: Actor, canonical: string): Omit<PageHead, 'canonical'> {
  return {
    title: `${actor.name} — movies and TV shows | ${SITE}`,
    description: clip(actor.biography || `${actor.name}: movies and TV shows, and where to watch them.`),
    image: actor.profile_path ? profileUrl(actor.profile_path) : undefined,
    type: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: actor.name,
      url: canonical,
      description: actor.biography || undefined,
      birthDate: actor.birthday || undefined,
      birthPlace: actor.place_of_birth || undefined,
      image: actor.profile_path ? profileUrl(actor.profile_path) : undefined,
    },
  };
}

/** Most titles a public list's JSON-LD names (those the page's first screen shows). */
const ITEM_LIST_MAX = 12;

/**
 * A short, stable version of a list's state (FNV-1a, 32 bits, base 36): the `?v=` of its Open
 * Graph image, so a link preview fetches the image again when the list changed.
 */
function listVersion(list: PublicList): string {
  let h = 0x811c9dc5;
  for (const ch of `${list.username}\n${list.list}\n${list.entries.join(',')}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** '12 titles', '1 title'. */
const titles = (n: number) => `${formatCount(n)} ${n === 1 ? 'title' : 'titles'}`;

/**
 * Head of a public list page (spec §17): "{username}'s watch queue", how many titles and where they
 * stream, its own Open Graph image (`/u/{username}/{list}.png`), and JSON-LD `ItemList` of the titles
 * the page shows first whose data is in the QueryClient — never an adult one. Only the username and
 * the list: nothing else of the profile.
 */
function publicListHead(list: PublicList, client: QueryClient, shellUrl: string, region: string): PageHead {
  const page = `${shellUrl}${paths.publicList(list.username, list.list)}`;
  const name = `${list.username}'s ${LIST_NOUNS[list.list]}`;
  const items = [...list.entries]
    .reverse()
    .slice(0, ITEM_LIST_MAX)
    .map((entry) => {
      const [type, id] = entry.split('-') as ['movie' | 'tv', string];
      return { type, id, show: client.getQueryData<ShowSummary | null>(tmdbKeys.summary(type, id)) };
    })
    .filter((i) => i.show && i.show.adult !== true);
  return {
    title: `${name} | ${SITE}`,
    description: clip(`${titles(list.entries.length)} on ${name}, and where each one streams in ${regionInSentence(region)}.`),
    canonical: page,
    type: 'website',
    image: `${page}.png?v=${listVersion(list)}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name,
      url: page,
      numberOfItems: list.entries.length,
      itemListElement: items.map((i, n) => ({
        '@type': 'ListItem',
        position: n + 1,
        url: `${shellUrl}${paths.details.show(i.type, i.id)}`,
        name: i.show!.title,
      })),
    },
  };
}

/** Head of a user's page of public lists (spec §17): their lists as JSON-LD `ItemList`, the first list's image. */
function publicUserHead(lists: readonly PublicList[], shellUrl: string, region: string): PageHead {
  const owner = lists[0]!.username;
  const page = `${shellUrl}${paths.publicUser(owner)}`;
  const first = lists[0]!;
  return {
    title: `${owner}'s lists | ${SITE}`,
    description: clip(
      `The lists ${owner} shares on ${SITE}: ${lists.map((l) => `${LIST_NOUNS[l.list]} (${titles(l.entries.length)})`).join(', ')}. Where each title streams in ${regionInSentence(region)}.`,
    ),
    canonical: page,
    type: 'profile',
    image: `${shellUrl}${paths.publicList(first.username, first.list)}.png?v=${listVersion(first)}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `${owner}'s lists`,
      url: page,
      numberOfItems: lists.length,
      itemListElement: lists.map((l, n) => ({
        '@type': 'ListItem',
        position: n + 1,
        url: `${shellUrl}${paths.publicList(l.username, l.list)}`,
        name: `${l.username}'s ${LIST_NOUNS[l.list]}`,
      })),
    },
  };
}

/** Titles of the signed-in and signed-out screens (client-rendered only), named as their headings. */
const ACCOUNT_TITLES: Partial<Record<string, string>> = {
  [PATTERNS.login]: 'Login',
  [PATTERNS.signup]: 'Sign Up',
  [PATTERNS.dashboard]: 'Dashboard',
  [PATTERNS.services]: 'My services',
  [PATTERNS.alerts]: 'Alerts',
  [PATTERNS.calendar]: 'Calendar',
  [PATTERNS.import]: 'Import your lists',
  [PATTERNS.plan]: 'Service planner',
  [PATTERNS.together]: 'Watch together',
  [PATTERNS.togetherJoin]: 'Join a group',
  [PATTERNS.gallery]: 'Dashboard',
};

/**
 * The head of one page. A details, seasons, season or actor page whose data is not in `client`
 * yet (loading, failed, or unknown id) gets the home title and the default description; the
 * browser's hook calls this again when the data arrives.
 * @returns the page's title, description, canonical URL, Open Graph type, image and JSON-LD
 */
export function pageHead(o: PageHeadInput): PageHead {
  const { route, url, client } = o;
  const region = knownRegion(o.region) ?? DEFAULT_REGION;
  const fallback = defaultDescription(region);
  if (!route) return { title: `Page not found | ${SITE}`, description: fallback, canonical: null, type: 'website' };
  const id = route.params.id ?? '';
  const q = (url.searchParams.get('q') ?? '').trim();
  const canonical = `${o.shellUrl}${url.pathname}${route.path === PATTERNS.search && q ? `?q=${encodeURIComponent(q)}` : ''}`;
  const base: PageHead = { title: HOME_TITLE, description: fallback, canonical, type: 'website' };
  switch (route.path) {
    case PATTERNS.search:
      return {
        ...base,
        title: q ? `“${q}” — search | ${SITE}` : `Search | ${SITE}`,
        description: q ? `Movies and TV shows matching “${q}”, and where each one streams.` : fallback,
      };
    case PATTERNS.discover:
      return {
        ...base,
        title: `Discover | ${SITE}`,
        description: 'Trending, highest rated and newly added movies and TV shows, and where they stream.',
      };
    case PATTERNS.discoverRow: {
      const title = discoverRowTitle(route.params.genre ?? '');
      return title ? { ...base, title: `${title} | ${SITE}`, description: `${title}: movies and TV shows, and where they stream.` } : base;
    }
    case PATTERNS.movie:
    case PATTERNS.tv: {
      const show = client.getQueryData<ShowDetail | null>(tmdbKeys.details(route.path === PATTERNS.tv ? 'tv' : 'movie', id));
      return show ? { ...showHead(show, canonical, region), canonical } : base;
    }
    case PATTERNS.seasons:
    case PATTERNS.season: {
      const show = client.getQueryData<ShowDetail | null>(tmdbKeys.details('tv', id));
      const season = route.params.num !== undefined ? client.getQueryData<Season | null>(tmdbKeys.season(id, route.params.num)) : null;
      if (season)
        return {
          ...base,
          title: `${show ? `${show.title} — ` : ''}${season.name} | ${SITE}`,
          description: clip(season.overview || fallback),
          image: season.poster_path ? posterUrl(season.poster_path) : undefined,
        };
      if (show)
        return {
          ...base,
          title: `${show.title} — seasons | ${SITE}`,
          description: clip(show.overview || fallback),
          image: show.poster_path ? posterUrl(show.poster_path) : undefined,
        };
      return base;
    }
    case PATTERNS.actor: {
      const actor = client.getQueryData<Actor | null>(tmdbKeys.person(id));
      return actor ? { ...actorHead(actor, canonical), canonical } : base;
    }
    case PATTERNS.publicList: {
      const list = client.getQueryData<PublicList | null>(publicListKeys.list(route.params.username ?? '', route.params.list ?? ''));
      if (list === null) return { ...base, title: `Page not found | ${SITE}`, canonical: null };
      return list ? publicListHead(list, client, o.shellUrl, region) : base;
    }
    case PATTERNS.publicUser: {
      const lists = client.getQueryData<PublicList[]>(publicListKeys.lists(route.params.username ?? ''));
      if (lists && lists.length === 0) return { ...base, title: `Page not found | ${SITE}`, canonical: null };
      return lists ? publicUserHead(lists, o.shellUrl, region) : base;
    }
    default: {
      const title = ACCOUNT_TITLES[route.path];
      return title ? { ...base, title: `${title} | ${SITE}` } : base;
    }
  }
}

/** Text escaped for HTML content and double-quoted attributes. */
function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON safe inside an inline `<script>` (`<` escaped). */
export function jsonLdText(value: Record<string, unknown>): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The `<meta>`/`<link>` tags of a head as `[attribute, key, value]`: what {@link headHtml} writes
 * and what the browser's hook keeps current, in one list. Image tags only when there is an image.
 */
export function headTags(head: PageHead): Array<{ tag: 'meta' | 'link'; attr: 'name' | 'property' | 'rel'; key: string; value: string }> {
  const tags: ReturnType<typeof headTags> = [
    { tag: 'meta', attr: 'name', key: 'description', value: head.description },
    ...(head.canonical ? [{ tag: 'link' as const, attr: 'rel' as const, key: 'canonical', value: head.canonical }] : []),
    { tag: 'meta', attr: 'property', key: 'og:site_name', value: SITE },
    { tag: 'meta', attr: 'property', key: 'og:type', value: head.type },
    { tag: 'meta', attr: 'property', key: 'og:title', value: head.title },
    { tag: 'meta', attr: 'property', key: 'og:description', value: head.description },
    ...(head.canonical ? [{ tag: 'meta' as const, attr: 'property' as const, key: 'og:url', value: head.canonical }] : []),
    { tag: 'meta', attr: 'name', key: 'twitter:card', value: head.image ? 'summary_large_image' : 'summary' },
    { tag: 'meta', attr: 'name', key: 'twitter:title', value: head.title },
    { tag: 'meta', attr: 'name', key: 'twitter:description', value: head.description },
  ];
  if (head.image)
    tags.push(
      { tag: 'meta', attr: 'property', key: 'og:image', value: head.image },
      { tag: 'meta', attr: 'name', key: 'twitter:image', value: head.image },
    );
  return tags;
}

/**
 * A head as HTML for the server render: `<title>`, the `<meta>`s, `<link rel="canonical">` and,
 * on details and actor pages, a JSON-LD script.
 */
export function headHtml(head: PageHead): string {
  const tags = [`<title>${esc(head.title)}</title>`];
  for (const t of headTags(head)) {
    tags.push(
      t.tag === 'link' ? `<link ${t.attr}="${t.key}" href="${esc(t.value)}">` : `<meta ${t.attr}="${t.key}" content="${esc(t.value)}">`,
    );
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonLdText(head.jsonLd)}</script>`);
  return tags.join('');
}

/**
 * The head tags of one server-rendered page as HTML ({@link pageHead} then {@link headHtml}).
 * @param o.route the matched route pattern and its params (with `type` for details)
 * @param o.url the requested URL
 * @param o.client the render's QueryClient (holds the route's data)
 * @param o.region the region the page is rendered for (ISO 3166-1, e.g. 'GB')
 * @param o.shellUrl the app's public origin, e.g. 'https://streamscout.example' (canonical URLs)
 */
export function headFor(o: PageHeadInput & { route: HeadRoute }): string {
  return headHtml(pageHead(o));
}
