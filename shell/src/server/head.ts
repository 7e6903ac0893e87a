/**
 * The `<head>` tags of a server-rendered page, for readers that never run its JavaScript —
 * crawlers, link previews in chat apps and social sites, a browser with JavaScript off:
 * `<title>` ("Star of the City (2026) — where to watch | StreamScout"), the meta description (the
 * overview), Open Graph and Twitter card tags with the poster or backdrop, the canonical URL, and
 * on details pages schema.org JSON-LD (`Movie`, `TVSeries`, `Person`). Built from the data the
 * render already fetched (the per-request QueryClient), never from a second request.
 */
import type { QueryClient } from '@tanstack/react-query';
import { PATTERNS } from '@streamscout/routes';
import { bannerUrl, discoverRowTitle, imageUrl, profileUrl, type Actor, type Season, type ShowDetail } from '@streamscout/tmdb';

/** A poster's URL at the size cards use (w500). */
const posterUrl = (path: string) => imageUrl(path, 'w500');
import { tmdbKeys } from '@streamscout/tmdb/query';

/** The product's name, the suffix of every title. */
const SITE = 'StreamScout';
/** Description of pages without their own (the HTML template's). */
const DEFAULT_DESCRIPTION = 'StreamScout: search any movie or TV show and see which US streaming services carry it.';
/** Longest meta description (characters): what search results show. */
const DESCRIPTION_MAX = 200;

/** Text escaped for HTML content and double-quoted attributes. */
function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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

interface PageMeta {
  title: string;
  description: string;
  image?: string;
  /** Open Graph type: 'website', 'video.movie', 'video.tv_show', 'profile'. */
  type: string;
  jsonLd?: Record<string, unknown>;
}

/** Title and description of a details page, from its show. */
function showMeta(show: ShowDetail, canonical: string): PageMeta {
  const year = yearOf(show.release_date);
  const name = year ? `${show.title} (${year})` : show.title;
  const providers = show.providers.map((p) => p.name);
  const where = providers.length ? `Stream it on ${providers.join(', ')}.` : 'Not on a US subscription service right now.';
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

/**
 * The head tags of one page.
 * @param o.route the matched route pattern and its params (with `type` for details)
 * @param o.url the requested URL
 * @param o.client the render's QueryClient (holds the route's data)
 * @param o.shellUrl the app's public origin, e.g. 'https://streamscout.example' (canonical URLs)
 * @returns HTML: `<title>`, `<meta>`s, `<link rel="canonical">` and, on details, a JSON-LD script
 */
export function headFor(o: {
  route: { path: string; params: Record<string, string | undefined> };
  url: URL;
  client: QueryClient;
  shellUrl: string;
}): string {
  const { route, url, client } = o;
  const id = route.params.id ?? '';
  const q = (url.searchParams.get('q') ?? '').trim();
  const canonical = `${o.shellUrl}${url.pathname}${route.path === PATTERNS.search && q ? `?q=${encodeURIComponent(q)}` : ''}`;
  let meta: PageMeta = { title: `${SITE} — where to watch movies and TV shows`, description: DEFAULT_DESCRIPTION, type: 'website' };
  switch (route.path) {
    case PATTERNS.search:
      meta = {
        ...meta,
        title: q ? `“${q}” — search | ${SITE}` : `Search | ${SITE}`,
        description: q ? `Movies and TV shows matching “${q}”, and where each one streams.` : DEFAULT_DESCRIPTION,
      };
      break;
    case PATTERNS.discover:
      meta = {
        ...meta,
        title: `Discover | ${SITE}`,
        description: 'Trending, highest rated and newly added movies and TV shows, and where they stream.',
      };
      break;
    case PATTERNS.discoverRow: {
      const title = discoverRowTitle(route.params.genre ?? '');
      if (title) meta = { ...meta, title: `${title} | ${SITE}`, description: `${title}: movies and TV shows, and where they stream.` };
      break;
    }
    case PATTERNS.movie:
    case PATTERNS.tv: {
      const show = client.getQueryData<ShowDetail | null>(tmdbKeys.details(route.path === PATTERNS.tv ? 'tv' : 'movie', id));
      if (show) meta = showMeta(show, canonical);
      break;
    }
    case PATTERNS.seasons:
    case PATTERNS.season: {
      const show = client.getQueryData<ShowDetail | null>(tmdbKeys.details('tv', id));
      const season = route.params.num !== undefined ? client.getQueryData<Season | null>(tmdbKeys.season(id, route.params.num)) : null;
      if (season)
        meta = {
          ...meta,
          title: `${show ? `${show.title} — ` : ''}${season.name} | ${SITE}`,
          description: clip(season.overview || DEFAULT_DESCRIPTION),
          image: season.poster_path ? posterUrl(season.poster_path) : undefined,
        };
      else if (show)
        meta = {
          ...meta,
          title: `${show.title} — seasons | ${SITE}`,
          description: clip(show.overview || DEFAULT_DESCRIPTION),
          image: show.poster_path ? posterUrl(show.poster_path) : undefined,
        };
      break;
    }
    case PATTERNS.actor: {
      const actor = client.getQueryData<Actor | null>(tmdbKeys.person(id));
      if (actor) {
        meta = {
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
      break;
    }
    default:
      break;
  }
  const tags = [
    `<title>${esc(meta.title)}</title>`,
    `<meta name="description" content="${esc(meta.description)}">`,
    `<link rel="canonical" href="${esc(canonical)}">`,
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:description" content="${esc(meta.description)}">`,
    `<meta property="og:url" content="${esc(canonical)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${esc(meta.title)}">`,
    `<meta name="twitter:description" content="${esc(meta.description)}">`,
  ];
  if (meta.image)
    tags.push(`<meta property="og:image" content="${esc(meta.image)}">`, `<meta name="twitter:image" content="${esc(meta.image)}">`);
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`);
  return tags.join('');
}
