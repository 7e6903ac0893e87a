/**
 * What a public list's feeds say (spec §17): the list as Atom 1.0 (`feed`) and as JSON Feed 1.1
 * (written here: the `feed` package writes version 1), newest additions first — a list is appended
 * to, so its last entry is its newest. Each item is a title: its name and year, its details page,
 * its poster and overview. The routes that serve them are in `./public-routes.js`.
 *
 * The database records no time per entry (a list is an array of ids), so an item cannot say when it
 * was added. Atom needs a time on each entry (`<updated>`): every entry and the feed carry the day
 * the feed was generated (the server's today, midnight UTC), so the text — and its ETag — changes
 * when the list does, and at most once a day otherwise. JSON Feed leaves dates out (they are optional).
 */
const { Feed } = require('feed');
const { LIST_NOUNS } = require('@streamscout/routes/table');

/**
 * What both feeds are made from.
 * @typedef {object} ListFeed
 * @property {import('./public-lists').PublicList} list the list (its owner's stored spelling, its name)
 * @property {import('./public-titles').PublicTitle[]} titles the titles to list, newest addition first
 *   (the caller leaves out adult titles and those TMDB does not know)
 * @property {string} origin the app's absolute origin, e.g. 'https://streamscout.example'
 * @property {string} imageBase TMDB's image base URL, e.g. 'https://image.tmdb.org/t/p'
 * @property {string} today 'YYYY-MM-DD', the server's today
 */

/** "The Matrix (1999)", or the name alone when the date is unknown. @param {import('./public-titles').PublicTitle} t */
const nameOf = (t) => (/^\d{4}/.test(t.release_date) ? `${t.title} (${t.release_date.slice(0, 4)})` : t.title);

/** The URLs and words both feeds share. @param {ListFeed} f */
function common(f) {
  const noun = LIST_NOUNS[f.list.list];
  const owner = encodeURIComponent(f.list.username);
  const page = `${f.origin}/u/${owner}/${f.list.list}`;
  return {
    page,
    ownerPage: `${f.origin}/u/${owner}`,
    title: `${f.list.username}'s ${noun}`,
    description: `The titles on ${f.list.username}'s ${noun} on StreamScout, newest additions first, and where each one streams.`,
    /** @param {import('./public-titles').PublicTitle} t */
    link: (t) => `${f.origin}/details/${t.type}/${t.id}`,
    /** @param {import('./public-titles').PublicTitle} t */
    poster: (t) => (t.poster_path ? `${f.imageBase.replace(/\/+$/, '')}/w500${t.poster_path}` : undefined),
  };
}

/**
 * A public list as Atom 1.0.
 * @param {ListFeed} f
 * @returns {string}
 */
function renderListAtom(f) {
  const c = common(f);
  const day = new Date(`${f.today}T00:00:00Z`);
  const feed = new Feed({
    id: c.page,
    title: c.title,
    description: c.description,
    link: c.page,
    feedLinks: { atom: `${c.page}.atom`, json: `${c.page}.json` },
    author: { name: f.list.username, link: c.ownerPage },
    updated: day,
    generator: 'StreamScout',
    copyright: 'Data from TMDB (themoviedb.org)',
  });
  for (const t of f.titles) {
    const image = c.poster(t);
    feed.addItem({
      id: c.link(t),
      title: nameOf(t),
      link: c.link(t),
      date: day,
      description: t.overview || undefined,
      ...(image ? { image } : {}),
    });
  }
  return feed.atom1();
}

/**
 * A public list as JSON Feed 1.1 (https://jsonfeed.org/version/1.1).
 * @param {ListFeed} f
 * @returns {string}
 */
function renderListJsonFeed(f) {
  const c = common(f);
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: c.title,
    home_page_url: c.page,
    feed_url: `${c.page}.json`,
    description: c.description,
    authors: [{ name: f.list.username, url: c.ownerPage }],
    language: 'en',
    items: f.titles.map((t) => {
      const image = c.poster(t);
      return {
        id: c.link(t),
        url: c.link(t),
        title: nameOf(t),
        content_text: t.overview || nameOf(t),
        ...(image ? { image } : {}),
      };
    }),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

module.exports = { renderListAtom, renderListJsonFeed };
