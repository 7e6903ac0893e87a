/**
 * What the private feeds say (architecture §5c): a user's calendar as RFC 5545 text
 * (`ical-generator`: one all-day event per episode or release, its UID the entry's `uid`, the
 * details page as its URL and where to watch it in the user's region — their services first — in
 * the description) and their availability alerts as Atom 1.0 (`feed`), newest first. The routes
 * that serve them are `./feed-routes.js` and `./feed-tokens.js`.
 */
const { Feed } = require('feed');
const { ICalCalendar } = require('ical-generator');

/** Ways to watch as the description names them. */
const KIND_LABELS = /** @type {const} */ ([
  ['flatrate', 'Stream'],
  ['free', 'Free'],
  ['ads', 'Free with ads'],
  ['rent', 'Rent'],
  ['buy', 'Buy'],
]);

/**
 * Where to watch an entry, the user's services first within each way and marked.
 * @param {import('@streamscout/tmdb/calendar').CalendarProviders} providers
 * @param {ReadonlySet<number>} mine the user's services (TMDB provider ids)
 * @returns {string[]} lines, e.g. 'Stream: Netflix (your service), Hulu'
 */
function whereToWatch(providers, mine) {
  return KIND_LABELS.flatMap(([kind, label]) => {
    const list = [...providers[kind]].sort((a, b) => Number(mine.has(b.provider_id)) - Number(mine.has(a.provider_id)));
    if (!list.length) return [];
    return [`${label}: ${list.map((p) => `${p.provider_name}${mine.has(p.provider_id) ? ' (your service)' : ''}`).join(', ')}`];
  });
}

/**
 * The summary of an entry's event: 'Show — S2E5 Episode title', 'Movie (digital release)'.
 * @param {import('@streamscout/tmdb/calendar').CalendarEntry} e
 */
function eventSummary(e) {
  if (e.kind === 'movie') return `${e.title} (${e.release} release)`;
  const code = `S${e.season_number}E${e.episode_number}`;
  return `${e.title} — ${code}${e.episode_name ? ` ${e.episode_name}` : ''}`;
}

/**
 * The `.ics` text of a calendar (RFC 5545).
 * @param {import('@streamscout/tmdb/calendar').CalendarEntry[]} entries
 * @param {{region: string, services: number[], origin: string, today: string}} o
 *   origin: the app's absolute origin (events' URL); today: DTSTAMP of every event (so the text,
 *   and its ETag, change only when the calendar does)
 * @returns {string}
 */
function renderIcs(entries, o) {
  const mine = new Set(o.services);
  const cal = new ICalCalendar({
    name: 'StreamScout',
    description: 'Episodes of the shows you follow and releases of the movies in your queue, with where to watch them.',
    prodId: { company: 'StreamScout', product: 'calendar', language: 'EN' },
    ttl: 60 * 60 * 6,
  });
  const stamp = new Date(`${o.today}T00:00:00Z`);
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
  for (const e of sorted) {
    const where = whereToWatch(e.providers, mine);
    const url = `${o.origin}${e.path}`;
    const lines = [
      ...(e.kind === 'movie' && e.note ? [e.note] : []),
      where.length ? `Where to watch in ${o.region}:` : `Not streaming in ${o.region} yet.`,
      ...where,
      url,
    ];
    cal.createEvent({
      id: e.uid,
      start: new Date(`${e.date}T00:00:00Z`),
      allDay: true,
      stamp,
      summary: eventSummary(e),
      description: lines.join('\n'),
      url,
    });
  }
  return cal.toString();
}

/** What each alert kind says (issue 25 §1): the change and the service. */
const ALERT_TEXT = {
  on_my_services: (/** @type {string} */ s) => `now streaming on ${s}`,
  free: (/** @type {string} */ s) => `now free to watch on ${s}`,
  left_my_services: (/** @type {string} */ s) => `left ${s}`,
  new_season: (/** @type {string} */ s, /** @type {number | null} */ n) => `${n ? `season ${n}` : 'a new season'} now streaming on ${s}`,
  digital_release: (/** @type {string} */ s) => `out to rent or buy on ${s}`,
};

/**
 * One alert row of `alerts_feed` (SQL: public.notifications without its owner and event key).
 * @typedef {{id: number, kind: keyof typeof ALERT_TEXT, media_type: 'movie' | 'tv', tmdb_id: number, region: string,
 *   title: string, provider_id: number | null, provider_name: string | null, season_number: number | null,
 *   created_at: string, read_at: string | null}} AlertRow
 */

/**
 * The Atom 1.0 text of a user's alerts, newest first.
 * @param {AlertRow[]} alerts
 * @param {{origin: string}} o the app's absolute origin
 * @returns {string}
 */
function renderAtom(alerts, o) {
  const sorted = [...alerts].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const inbox = `${o.origin}/dashboard/alerts`;
  const feed = new Feed({
    id: inbox,
    title: 'StreamScout alerts',
    description: 'When a title on your lists arrives on, or leaves, a service in your region.',
    link: inbox,
    // the newest alert's time (a fixed time when there is none), so the text changes only with the alerts
    updated: new Date(sorted[0]?.created_at ?? 0),
    generator: 'StreamScout',
    copyright: 'Data from TMDB (themoviedb.org)',
  });
  for (const a of sorted) {
    const say = ALERT_TEXT[a.kind] ?? (() => 'availability changed');
    const change = say(a.provider_name || 'a service', a.season_number);
    const link = `${o.origin}/details/${a.media_type === 'tv' ? 'tv' : 'movie'}/${a.tmdb_id}`;
    feed.addItem({
      id: `urn:streamscout:alert:${a.id}`,
      title: `${a.title}: ${change}`,
      link,
      date: new Date(a.created_at),
      published: new Date(a.created_at),
      description: `${a.title} is ${change} in ${a.region}.`,
      content: `${a.title} is ${change} in ${a.region}.`,
    });
  }
  return feed.atom1();
}

module.exports = { renderIcs, renderAtom };
