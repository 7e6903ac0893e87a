/**
 * Per-user data in the page's query cache, keyed and forgotten one way (architecture §4
 * "Per-user data"):
 *
 * - **Keys.** Every query of the signed-in user's own data (episode progress and Up next, alerts
 *   and the bell, the private feeds, the calendar, an import's preview) lives under
 *   `['user', userId, …]` ({@link userQueryKey}); {@link useUserQuery} builds that key from the
 *   session and asks nothing signed out. A second account on the same page can never read the
 *   first one's answer from the cache: its key differs.
 * - **Forgetting.** When an account leaves the page (`onAccountLeft` of `@streamscout/session`:
 *   Logout, a sign-out elsewhere, a deleted profile, another account signing in),
 *   {@link forgetAccountQueries} cancels and removes every query that is not public TMDB data
 *   (keys under 'tmdb' are the same for every viewer and stay) and every mutation, before any
 *   screen renders for the next account.
 */
import { useQuery, type QueryClient, type QueryFunctionContext, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { onAccountLeft, useSession } from '@streamscout/session';

/** The first element of every per-user query key. */
const USER_DATA = 'user';

/** The first element of the public TMDB queries' keys (`tmdbKeys` of `@streamscout/tmdb/query`): the data every viewer shares. */
const PUBLIC_TMDB = 'tmdb';

/**
 * The query key of one piece of a user's data: `userQueryKey('u1', 'alerts', 'unread')` →
 * `['user', 'u1', 'alerts', 'unread']`. `userQueryKey(id)` alone is every query of that user.
 * @param userId the user's uuid (the session's `user.id`)
 * @param parts what the data is, e.g. `'progress', 'show', 1399`
 */
export function userQueryKey<const P extends readonly unknown[]>(userId: string, ...parts: P): readonly [typeof USER_DATA, string, ...P] {
  return [USER_DATA, userId, ...parts] as const;
}

/** The signed-in user's id (the session's `user.id`), or null signed out. */
export function useUserId(): string | null {
  return useSession((s) => s.session?.user.id ?? null);
}

/** Options of {@link useUserQuery}: TanStack's, without the key and the function (those are the helper's). */
export type UserQueryOptions<T> = Omit<UseQueryOptions<T, Error, T, readonly unknown[]>, 'queryKey' | 'queryFn'>;

/**
 * A query of the signed-in user's own data, keyed `['user', userId, ...parts]`.
 * @param parts what the data is, e.g. `['alerts', 'unread']` (with the ids it depends on)
 * @param queryFn the call; it gets TanStack's context and the user's id, and throws on failure
 *   (the session's data calls throw `BackendError`)
 * @param options TanStack's options; `enabled` is also false while nobody is signed in
 * @returns TanStack's result; signed out it stays pending with nothing asked
 */
export function useUserQuery<T>(
  parts: readonly unknown[],
  queryFn: (context: QueryFunctionContext<readonly unknown[]> & { userId: string }) => Promise<T>,
  options: UserQueryOptions<T> = {},
): UseQueryResult<T, Error> {
  const userId = useUserId();
  const { enabled = true, ...rest } = options;
  return useQuery<T, Error, T, readonly unknown[]>({
    ...rest,
    queryKey: userQueryKey(userId ?? '', ...parts),
    queryFn: (context) => queryFn({ ...context, userId: userId ?? '' }),
    enabled: userId !== null && enabled !== false,
  });
}

const forgetting = new WeakMap<QueryClient, () => void>();

/**
 * Makes `client` forget an account's data when the account leaves the page: every query whose key
 * is not public TMDB data is cancelled and removed, and the mutation cache is cleared — the
 * per-user queries (`['user', …]`) and anything else that is not `['tmdb', …]`. Idempotent per
 * client (the host's providers call it on every mount).
 * @param client the page's QueryClient
 * @returns stops forgetting for this client
 */
export function forgetAccountQueries(client: QueryClient): () => void {
  const existing = forgetting.get(client);
  if (existing) return existing;
  const notPublic = { predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== PUBLIC_TMDB };
  const stopListening = onAccountLeft(() => {
    void client.cancelQueries(notPublic);
    client.removeQueries(notPublic);
    client.getMutationCache().clear();
  });
  const stop = () => {
    stopListening();
    forgetting.delete(client);
  };
  forgetting.set(client, stop);
  return stop;
}
