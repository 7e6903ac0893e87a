/**
 * What the private feeds say (architecture §5c): a user's calendar as RFC 5545 text
 * (`ical-generator`: one all-day event per episode or release, its UID the entry's `uid`, the
 * details page as its URL and where to watch it in the user's region — their services first — in
 * the description) and their availability alerts as Atom 1.0 (`feed`), newest first. The routes
 * that serve them are `./feed-routes.js` and `./feed-tokens.js`.
 */
const { Feed } = require('feed');
const { ICalCalendar } = require('ical-generator');
const { alertHeadline, alertSentence, calendarEntrySummary, watchLines } = require('@streamscout/tmdb/node');

/**
 * The `.ics` text of a calendar (RFC 5545).
 * @param {import('@streamscout/tmdb/calendar').CalendarEntry[]} entries
 * @param {{region: string, services: number[], origin: string, today: string}} o
 *   origin: the app's absolute origin (events' URL); today: DTSTAMP of every event (so the text,
 *   and its ETag, change only when the calendar does). The summary and where-to-watch lines are
 *   the client package's wording, the page's own
 * @returns {string}
 */
function renderIcs(entries, o) {
  const cal = new ICalCalendar({
    name: 'StreamScout',
    description: 'Episodes of the shows you follow and releases of the movies in your queue, with where to watch them.',
    prodId: { company: 'StreamScout', product: 'calendar', language: 'EN' },
    ttl: 60 * 60 * 6,
  });
  const stamp = new Date(`${o.today}T00:00:00Z`);
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
  for (const e of sorted) {
    const where = watchLines(e.providers, o.services);
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
      summary: calendarEntrySummary(e),
      description: lines.join('\n'),
      url,
    });
  }
  return cal.toString();
}

/**
 * One alert row of `alerts_feed` (SQL: public.notifications without its owner and event key).
 * @typedef {{id: number, kind: import('@streamscout/tmdb').AlertKind, media_type: 'movie' | 'tv', tmdb_id: number, region: string,
 *   title: string, provider_id: number | null, provider_name: string | null, season_number: number | null,
 *   created_at: string, read_at: string | null}} AlertRow
 */

/**
 * The Atom 1.0 text of a user's alerts, newest first, worded as the inbox words them.
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
    const facts = { kind: a.kind, title: a.title, region: a.region, providerName: a.provider_name, seasonNumber: a.season_number };
    const link = `${o.origin}/details/${a.media_type === 'tv' ? 'tv' : 'movie'}/${a.tmdb_id}`;
    feed.addItem({
      id: `urn:streamscout:alert:${a.id}`,
      title: alertHeadline(facts),
      link,
      date: new Date(a.created_at),
      published: new Date(a.created_at),
      description: alertSentence(facts),
      content: alertSentence(facts),
    });
  }
  return feed.atom1();
}

module.exports = { renderIcs, renderAtom };
