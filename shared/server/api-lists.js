/**
 * A public list as anyone may read it (spec §17): the SQL function `public_list(owner_name,
 * which_col)` over Supabase REST with the PUBLIC anon key — the one reader the database grants
 * `anon`, which answers exactly the username and that list's entries, and no row for a private
 * list, an unknown or renamed user (supabase/README.md "Public lists"). Nothing is kept here: a
 * list its owner makes private answers 404 on the next request.
 */

/**
 * @param {{supabaseUrl: string, supabaseAnonKey: string}} backend the project's URL and its anon key
 * @param {string} username matched without regard to case
 * @param {'queue' | 'favorites' | 'watched'} list
 * @returns {Promise<{username: string, list: string, entries: string[]} | null>} the list (the
 *   username in its stored spelling, entries such as 'movie-603' in the list's order), or null when
 *   it is not public or there is no such user
 * @throws Error when the backend does not answer 200 within 5 s
 */
async function readPublicList(backend, username, list) {
  const res = await fetch(`${backend.supabaseUrl}/rest/v1/rpc/public_list`, {
    method: 'POST',
    headers: { apikey: backend.supabaseAnonKey, Authorization: `Bearer ${backend.supabaseAnonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ owner_name: username, which_col: list }),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`public_list: the backend answered ${res.status}`);
  const rows = await res.json();
  const row = Array.isArray(rows) ? rows[0] : null;
  if (!row || typeof row.username !== 'string') return null;
  return { username: row.username, list: String(row.list), entries: Array.isArray(row.entries) ? row.entries.map(String) : [] };
}

module.exports = { readPublicList };
