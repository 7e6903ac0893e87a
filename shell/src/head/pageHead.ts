/**
 * The `<head>` of a page — `<title>` ("Star of the City (2026) — where to watch | StreamScout"),
 * the meta description, the canonical URL, Open Graph and Twitter card tags with the poster or
 * backdrop, and on details pages schema.org JSON-LD (`Movie`, `TVSeries`, `Person`; a public list's
 * `ItemList`, spec §17) — as one pure function of the route, the query data in the QueryClient, the
 * region the page is shown for and its language (texts from the shell's catalogs; a canonical URL
 * per language with `hreflang` alternates, architecture §13).
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
import { DEFAULT_LANGUAGE, DEFAULT_REGION, LANGUAGE_PARAM, LANGUAGES, knownRegion, languageOrDefault } from '@streamscout/region';
import { msg, regionPhrase, translator, type MessageDescriptor, type Translator } from '@streamscout/i18n';

/** The product's name, the suffix of every title. */
const SITE = SHELL.title;
/** Longest meta description (characters): what search results show. */
const DESCRIPTION_MAX = 200;
/** Title of the home page, and of pages whose data has not arrived yet (in English; {@link homeTitle} in a language). */
export const HOME_TITLE = `${SITE} — where to watch movies and TV shows`;

/** {@link HOME_TITLE} in the translator's language. */
function homeTitle(tr: Translator): string {
  return tr.t('head.home.title', '{site} — where to watch movies and TV shows', { site: SITE });
}

/** A poster's URL at the size cards use (w500). */
const posterUrl = (path: string) => imageUrl(path, 'w500');

/**
 * Description of pages without their own, for the region the page is shown for:
 * "StreamScout: search any movie or TV show and see which streaming services carry it in the
 * United Kingdom." (in the translator's language; English by default)
 */
export function defaultDescription(region: string, tr: Translator = translator(DEFAULT_LANGUAGE)): string {
  return tr.t('head.default.description', '{site}: search any movie or TV show and see which streaming services carry it in {country}.', {
    site: SITE,
    country: regionPhrase(tr, region),
  });
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
  /**
   * The same page in each language (`hreflang` alternates: `?lang=` on the canonical URL, the
   * English one without, which is also `x-default`); none without a canonical URL.
   */
  alternates?: Array<{ hreflang: string; href: string }>;
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
  /** The page's language (architecture §13; default English): its texts and its canonical URL. */
  lang?: string;
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
function showHead(show: ShowDetail, canonical: string, region: string, tr: Translator): Omit<PageHead, 'canonical'> {
  const year = yearOf(show.release_date);
  const name = year ? `${show.title} (${year})` : show.title;
  const providers = servicesIn(show, region);
  const where = providers.length
    ? tr.t('head.show.streamOn', 'Stream it on {services}.', { services: providers.join(', ') })
    : tr.t('head.show.notStreaming', 'Not on a subscription service in {country} right now.', { country: regionPhrase(tr, region) });
  const tv = show.media_type === 'tv';
  return {
    title: tr.t('head.show.title', '{name} — where to watch | {site}', { name, site: SITE }),
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
function actorHead(actor: Actor, canonical: string, tr: Translator): Omit<PageHead, 'canonical'> {
  return {
    title: tr.t('head.actor.title', '{name} — movies and TV shows | {site}', { name: actor.name, site: SITE }),
    description: clip(
      actor.biography || tr.t('head.actor.description', '{name}: movies and TV shows, and where to watch them.', { name: actor.name }),
    ),
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

/** A page's URL in another language: `?lang=` added for any but English (which has none). */
function inLanguage(url: string, lang: string): string {
  if (lang === DEFAULT_LANGUAGE) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${encodeURIComponent(lang)}`;
}

/** The page at the English URL `english` in each language, and `x-default` (the English one). */
function alternatesOf(english: string): Array<{ hreflang: string; href: string }> {
  return [...LANGUAGES.map((l) => ({ hreflang: l, href: inLanguage(english, l) })), { hreflang: 'x-default', href: english }];
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

/** '12 titles', '1 title' (in the translator's language). */
const titles = (n: number, tr: Translator) =>
  tr.lang === DEFAULT_LANGUAGE
    ? `${formatCount(n)} ${n === 1 ? 'title' : 'titles'}`
    : tr.t('head.list.titles', '{count, plural, one {# title} other {# titles}}', { count: n });

/** What a public page calls each list (`LIST_NOUNS` of `@streamscout/routes` in English). */
const LIST_NOUN_MESSAGES: Record<PublicList['list'], MessageDescriptor> = {
  queue: msg('head.list.queue', 'watch queue'),
  favorites: msg('head.list.favorites', 'favorites'),
  watched: msg('head.list.watched', 'watched list'),
};

/** A list's noun in the translator's language ('watch queue'). */
const nounOf = (list: PublicList['list'], tr: Translator) =>
  tr.lang === DEFAULT_LANGUAGE ? LIST_NOUNS[list] : tr.t(LIST_NOUN_MESSAGES[list]);

/** "alice's watch queue" in the translator's language. */
function listName(username: string, list: PublicList['list'], tr: Translator): string {
  if (tr.lang === DEFAULT_LANGUAGE) return `${username}'s ${LIST_NOUNS[list]}`;
  return tr.t('head.list.name', "{username}'s {list}", { username, list: nounOf(list, tr) });
}

/**
 * Head of a public list page (spec §17): "{username}'s watch queue", how many titles and where they
 * stream, its own Open Graph image (`/u/{username}/{list}.png`), and JSON-LD `ItemList` of the titles
 * the page shows first whose data is in the QueryClient — never an adult one. Only the username and
 * the list: nothing else of the profile. In the translator's language, its canonical URL too.
 */
function publicListHead(list: PublicList, client: QueryClient, shellUrl: string, region: string, tr: Translator): PageHead {
  const page = `${shellUrl}${paths.publicList(list.username, list.list)}`;
  const name = listName(list.username, list.list, tr);
  const items = [...list.entries]
    .reverse()
    .slice(0, ITEM_LIST_MAX)
    .map((entry) => {
      const [type, id] = entry.split('-') as ['movie' | 'tv', string];
      return { type, id, show: client.getQueryData<ShowSummary | null>(tmdbKeys.summary(type, id, tr.lang)) };
    })
    .filter((i) => i.show && i.show.adult !== true);
  return {
    title: `${name} | ${SITE}`,
    description: clip(
      tr.t('head.list.description', '{titles} on {name}, and where each one streams in {country}.', {
        titles: titles(list.entries.length, tr),
        name,
        country: regionPhrase(tr, region),
      }),
    ),
    canonical: inLanguage(page, tr.lang),
    alternates: alternatesOf(page),
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
function publicUserHead(lists: readonly PublicList[], shellUrl: string, region: string, tr: Translator): PageHead {
  const owner = lists[0]!.username;
  const page = `${shellUrl}${paths.publicUser(owner)}`;
  const first = lists[0]!;
  const ownLists = tr.lang === DEFAULT_LANGUAGE ? `${owner}'s lists` : tr.t('head.user.lists', "{username}'s lists", { username: owner });
  return {
    title: `${ownLists} | ${SITE}`,
    description: clip(
      tr.t('head.user.description', 'The lists {username} shares on {site}: {lists}. Where each title streams in {country}.', {
        username: owner,
        site: SITE,
        lists: lists.map((l) => `${nounOf(l.list, tr)} (${titles(l.entries.length, tr)})`).join(', '),
        country: regionPhrase(tr, region),
      }),
    ),
    canonical: inLanguage(page, tr.lang),
    alternates: alternatesOf(page),
    type: 'profile',
    image: `${shellUrl}${paths.publicList(first.username, first.list)}.png?v=${listVersion(first)}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: ownLists,
      url: page,
      numberOfItems: lists.length,
      itemListElement: lists.map((l, n) => ({
        '@type': 'ListItem',
        position: n + 1,
        url: `${shellUrl}${paths.publicList(l.username, l.list)}`,
        name: listName(l.username, l.list, tr),
      })),
    },
  };
}

/** Titles of the signed-in and signed-out screens (client-rendered only), named as their headings. */
const ACCOUNT_TITLES: Partial<Record<string, MessageDescriptor>> = {
  [PATTERNS.login]: msg('head.account.login', 'Login'),
  [PATTERNS.signup]: msg('head.account.signup', 'Sign Up'),
  [PATTERNS.dashboard]: msg('head.account.dashboard', 'Dashboard'),
  [PATTERNS.services]: msg('head.account.services', 'My services'),
  [PATTERNS.alerts]: msg('head.account.alerts', 'Alerts'),
  [PATTERNS.calendar]: msg('head.account.calendar', 'Calendar'),
  [PATTERNS.import]: msg('head.account.import', 'Import your lists'),
  [PATTERNS.plan]: msg('head.account.plan', 'Service planner'),
  [PATTERNS.together]: msg('head.account.together', 'Watch together'),
  [PATTERNS.togetherJoin]: msg('head.account.togetherJoin', 'Join a group'),
  [PATTERNS.gallery]: msg('head.account.dashboard', 'Dashboard'),
};

/**
 * The head of one page. A details, seasons, season or actor page whose data is not in `client`
 * yet (loading, failed, or unknown id) gets the home title and the default description; the
 * browser's hook calls this again when the data arrives.
 * @returns the page's title, description, canonical URL, Open Graph type, image and JSON-LD
 */
export function pageHead(o: PageHeadInput): PageHead {
  const { route, url, client } = o;
  const lang = languageOrDefault(o.lang);
  const tr = translator(lang);
  const region = knownRegion(o.region) ?? DEFAULT_REGION;
  const fallback = defaultDescription(region, tr);
  const notFound = tr.t('head.notFound.title', 'Page not found | {site}', { site: SITE });
  if (!route)
    return {
      title: notFound,
      description: fallback,
      canonical: null,
      type: 'website',
    };
  const id = route.params.id ?? '';
  const q = (url.searchParams.get('q') ?? '').trim();
  const english = `${o.shellUrl}${url.pathname}${route.path === PATTERNS.search && q ? `?q=${encodeURIComponent(q)}` : ''}`;
  const canonical = inLanguage(english, lang);
  const alternates = alternatesOf(english);
  const base: PageHead = { title: homeTitle(tr), description: fallback, canonical, type: 'website', alternates };
  switch (route.path) {
    case PATTERNS.search:
      return {
        ...base,
        title: q
          ? tr.t('head.search.titleQuery', '“{query}” — search | {site}', { query: q, site: SITE })
          : tr.t('head.search.title', 'Search | {site}', { site: SITE }),
        description: q
          ? tr.t('head.search.description', 'Movies and TV shows matching “{query}”, and where each one streams.', { query: q })
          : fallback,
      };
    case PATTERNS.discover:
      return {
        ...base,
        title: tr.t('head.discover.title', 'Discover | {site}', { site: SITE }),
        description: tr.t(
          'head.discover.description',
          'Trending, highest rated and newly added movies and TV shows, and where they stream.',
        ),
      };
    case PATTERNS.discoverRow: {
      const title = discoverRowTitle(route.params.genre ?? '', tr);
      return title
        ? {
            ...base,
            title: tr.t('head.row.title', '{row} | {site}', { row: title, site: SITE }),
            description: tr.t('head.row.description', '{row}: movies and TV shows, and where they stream.', { row: title }),
          }
        : base;
    }
    case PATTERNS.movie:
    case PATTERNS.tv: {
      const show = client.getQueryData<ShowDetail | null>(tmdbKeys.details(route.path === PATTERNS.tv ? 'tv' : 'movie', id, lang));
      return show ? { ...showHead(show, canonical, region, tr), canonical, alternates } : base;
    }
    case PATTERNS.seasons:
    case PATTERNS.season: {
      const show = client.getQueryData<ShowDetail | null>(tmdbKeys.details('tv', id, lang));
      const season =
        route.params.num !== undefined ? client.getQueryData<Season | null>(tmdbKeys.season(id, route.params.num, lang)) : null;
      if (season)
        return {
          ...base,
          title: show
            ? tr.t('head.season.titleShow', '{show} — {season} | {site}', { show: show.title, season: season.name, site: SITE })
            : tr.t('head.season.title', '{season} | {site}', { season: season.name, site: SITE }),
          description: clip(season.overview || fallback),
          image: season.poster_path ? posterUrl(season.poster_path) : undefined,
        };
      if (show)
        return {
          ...base,
          title: tr.t('head.seasons.title', '{show} — seasons | {site}', { show: show.title, site: SITE }),
          description: clip(show.overview || fallback),
          image: show.poster_path ? posterUrl(show.poster_path) : undefined,
        };
      return base;
    }
    case PATTERNS.actor: {
      const actor = client.getQueryData<Actor | null>(tmdbKeys.person(id, lang));
      return actor ? { ...actorHead(actor, canonical, tr), canonical, alternates } : base;
    }
    case PATTERNS.publicList: {
      const list = client.getQueryData<PublicList | null>(publicListKeys.list(route.params.username ?? '', route.params.list ?? ''));
      if (list === null) return { ...base, title: notFound, canonical: null, alternates: undefined };
      return list ? publicListHead(list, client, o.shellUrl, region, tr) : base;
    }
    case PATTERNS.publicUser: {
      const lists = client.getQueryData<PublicList[]>(publicListKeys.lists(route.params.username ?? ''));
      if (lists && lists.length === 0) return { ...base, title: notFound, canonical: null, alternates: undefined };
      return lists ? publicUserHead(lists, o.shellUrl, region, tr) : base;
    }
    default: {
      const title = ACCOUNT_TITLES[route.path];
      return title ? { ...base, title: tr.t('head.account.title', '{page} | {site}', { page: tr.t(title), site: SITE }) } : base;
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
  // the page in each language, for search engines (the browser does not keep them current: a
  // crawler reads the server's HTML, and a reader's switch of language keeps the URL)
  for (const a of head.alternates ?? []) tags.push(`<link rel="alternate" hreflang="${esc(a.hreflang)}" href="${esc(a.href)}">`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonLdText(head.jsonLd)}</script>`);
  return tags.join('');
}

/**
 * The head tags of one server-rendered page as HTML ({@link pageHead} then {@link headHtml}).
 * @param o.route the matched route pattern and its params (with `type` for details)
 * @param o.url the requested URL
 * @param o.client the render's QueryClient (holds the route's data)
 * @param o.region the region the page is rendered for (ISO 3166-1, e.g. 'GB')
 * @param o.lang the language it is rendered in (its texts, canonical URL and alternates)
 * @param o.shellUrl the app's public origin, e.g. 'https://streamscout.example' (canonical URLs)
 */
export function headFor(o: PageHeadInput & { route: HeadRoute }): string {
  return headHtml(pageHead(o));
}
