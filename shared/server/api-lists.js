/**
 * A public list as anyone may read it (spec §17): the SQL function `public_list(owner_name,
 * which_col)` over Supabase REST with the PUBLIC anon key — the one reader the database grants
 * `anon`, which answers exactly the username and that list's entries, and no row for a private
 * list, an unknown or renamed user (supabase/README.md "Public lists"). Nothing is kept here: a
 * list its owner makes private answers 404 on the next request.
 *
 * The API's own minimal reader, with the interface of the server's shared one
 * (`createPublicListReader(...).list`), which the public list pages bring; the API takes that one
 * once both are in.
 */

/** The backend did not answer (network, timeout, a 5xx, a wrong shape): a 503, never a 404. */
class PublicListsUnavailable extends Error {}

/**
 * @param {{supabaseUrl: string, supabaseAnonKey: string, timeoutMs?: number}} o the project's URL, its anon key, the
 *   longest a read may take (default 3000 ms)
 */
function createPublicListReader(o) {
  const url = `${o.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/public_list`;
  const headers = { apikey: o.supabaseAnonKey, Authorization: `Bearer ${o.supabaseAnonKey}`, 'Content-Type': 'application/json' };
  return {
    /**
     * One public list of a user.
     * @param {string} username matched without regard to case
     * @param {'queue' | 'favorites' | 'watched'} list
     * @returns {Promise<{username: string, list: string, entries: string[]} | null>} the list (the username in its
     *   stored spelling, entries such as 'movie-603' in the list's order), or null when it is not public or there
     *   is no such user
     * @throws PublicListsUnavailable when the backend does not answer a list of rows in time
     */
    async list(username, list) {
      let rows;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ owner_name: username, which_col: list }),
          signal: AbortSignal.timeout(o.timeoutMs ?? 3000),
        });
        if (!res.ok) throw new Error(`the backend answered ${res.status}`);
        rows = await res.json();
      } catch (e) {
        throw new PublicListsUnavailable(`public_list: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (!Array.isArray(rows)) throw new PublicListsUnavailable('public_list: the backend answered no list of rows');
      const row = rows[0];
      if (!row || typeof row.username !== 'string') return null;
      return { username: row.username, list: String(row.list), entries: Array.isArray(row.entries) ? row.entries.map(String) : [] };
    },
  };
}

module.exports = { createPublicListReader };
