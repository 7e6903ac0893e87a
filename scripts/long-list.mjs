/**
 * A user with a long list, for `npm run bench`, `npm run reliability` and e2e/gallery-scale.spec.ts:
 * people log every film they have seen, and the backend keeps up to 2,000 entries a list.
 *
 * The entries are every title of the local catalog's movie/popular and tv/popular lists (about
 * 890), then, to reach the size asked for, ids the catalog does not have ('movie-9000001', …:
 * TMDB answers 404, the gallery says so on their cards). Those are the OLDEST entries, so the
 * newest — the first screen of a gallery — are real titles. Seeding goes through the real
 * backend: GoTrue signup (local: auto-confirmed, so it returns a session), then one `add_item`
 * RPC per entry, one after the other so the stored order is the order given.
 */

/** The size of the long list the bench, the reliability check and the e2e use. */
export const LONG_LIST_SIZE = 1000;

/**
 * `size` list entries, oldest first: fillers the catalog lacks, then the catalog's popular movies
 * and TV shows (all of them when `size` allows; the newest are the first popular titles).
 * @param {string} tmdbBase TMDB API root, e.g. 'http://localhost:3010/3'
 * @param {number} [size] entries wanted (default {@link LONG_LIST_SIZE})
 * @param {string} [apiKey] TMDB api_key, when the catalog asks for one
 * @returns {Promise<string[]>} entries like 'movie-123' / 'tv-456', oldest first
 */
export async function longListEntries(tmdbBase, size = LONG_LIST_SIZE, apiKey = '') {
  /** @type {string[]} */
  const real = [];
  for (const type of /** @type {const} */ (['movie', 'tv'])) {
    for (let page = 1; page <= 500; page += 1) {
      const url = new URL(`${tmdbBase}/${type}/popular`);
      url.searchParams.set('page', String(page));
      if (apiKey) url.searchParams.set('api_key', apiKey);
      const res = await fetch(url);
      if (!res.ok) throw new Error(`GET ${type}/popular page ${page}: ${res.status}`);
      const body = /** @type {{ results: { id: number }[], total_pages: number }} */ (await res.json());
      for (const r of body.results) real.push(`${type}-${r.id}`);
      if (page >= body.total_pages) break;
    }
  }
  // Interleave movies and TV so the first screen shows both; the first popular titles are newest.
  const movies = real.filter((e) => e.startsWith('movie-'));
  const tv = real.filter((e) => e.startsWith('tv-'));
  /** @type {string[]} */
  const newestFirst = [];
  for (let i = 0; i < Math.max(movies.length, tv.length); i += 1) {
    if (movies[i]) newestFirst.push(movies[i]);
    if (tv[i]) newestFirst.push(tv[i]);
  }
  const unique = [...new Set(newestFirst)].slice(0, size);
  const fillers = Array.from({ length: Math.max(0, size - unique.length) }, (_, i) => `movie-${9000001 + i}`);
  return [...fillers.reverse(), ...unique.reverse()];
}

/**
 * Signs a new user up through GoTrue and fills one list through the `add_item` RPC.
 * @param {{ url: string, anonKey: string }} supabase the backend root and its anon key (runtime config)
 * @param {{ email: string, password: string, username: string, country?: string }} user
 * @param {'queue' | 'favorites' | 'watched'} which the list to fill
 * @param {readonly string[]} entries oldest first
 * @returns {Promise<{ userId: string, accessToken: string, stored: number }>} `stored`: the list's length after the last RPC
 * @throws Error when the signup or an RPC fails (with the backend's answer)
 */
export async function seedLongList(supabase, user, which, entries) {
  const headers = { apikey: supabase.anonKey, 'Content-Type': 'application/json' };
  const signup = await fetch(`${supabase.url}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: user.email,
      password: user.password,
      data: { username: user.username, country: user.country ?? 'Canada' },
    }),
  });
  if (!signup.ok) throw new Error(`signup of ${user.email}: ${signup.status} ${await signup.text()}`);
  const session = /** @type {{ access_token?: string, user?: { id: string } }} */ (await signup.json());
  if (!session.access_token || !session.user) throw new Error(`signup of ${user.email} gave no session`);
  const auth = { ...headers, Authorization: `Bearer ${session.access_token}` };
  let stored = 0;
  for (const entry of entries) {
    const res = await fetch(`${supabase.url}/rest/v1/rpc/add_item`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ profile_id: session.user.id, show_id: entry, which_col: which }),
    });
    if (!res.ok) throw new Error(`add_item ${entry}: ${res.status} ${await res.text()}`);
    const profile = /** @type {Record<string, string[]> | null} */ (await res.json());
    stored = profile?.[which]?.length ?? stored;
  }
  return { userId: session.user.id, accessToken: session.access_token, stored };
}
