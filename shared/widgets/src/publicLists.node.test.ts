import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { PublicList } from '@streamscout/session';
import { markServedPublicListsFresh, publicListKeys, publicListQueries } from './publicLists';

const list: PublicList = { username: 'Ann', list: 'queue', entries: ['movie-1', 'tv-2'] };
const MINUTE = 60_000;

/** What a page rendered `age` ms before `now` carries: Ann's queue and a TMDB answer, read at render time. */
function servedPage(now: number, age: number) {
  const server = new QueryClient();
  server.setQueryData(publicListKeys.list('Ann', 'queue'), list, { updatedAt: now - age });
  server.setQueryData(['tmdb', 'summary', 'movie', 1, 'en'], { id: 1 }, { updatedAt: now - age });
  return dehydrate(server);
}

/**
 * Mounts what the public list screen mounts (the list's query options) in the browser's client,
 * with the read replaced by a spy. @returns the spy: called when the browser reads the list again
 */
function mountList(client: QueryClient) {
  const read = jest.fn(async () => list);
  const observer = new QueryObserver(client, { ...publicListQueries.list('ann', 'queue'), queryFn: read });
  const unsubscribe = observer.subscribe(() => {});
  return { read, unsubscribe };
}

describe('markServedPublicListsFresh (a served public list counts as read at the response)', () => {
  const now = Date.now();

  it('a page rendered 5 minutes ago: the browser does not read the list again on mount', () => {
    const served = servedPage(now, 5 * MINUTE);
    const client = new QueryClient();
    hydrate(client, served);
    expect(markServedPublicListsFresh(client, served, now)).toBe(1);
    const { read, unsubscribe } = mountList(client);
    expect(read).not.toHaveBeenCalled();
    expect(client.getQueryState(publicListKeys.list('ann', 'queue'))?.dataUpdatedAt).toBe(now);
    expect(client.getQueryData(publicListKeys.list('ann', 'queue'))).toEqual(list);
    unsubscribe();
  });

  it('without it, the same page would read the list again at once (why it exists)', () => {
    const served = servedPage(now, 5 * MINUTE);
    const client = new QueryClient();
    hydrate(client, served);
    const { read, unsubscribe } = mountList(client);
    expect(read).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('marks only the public lists: a TMDB answer keeps its own age; a failed read is not made fresh', () => {
    const server = new QueryClient();
    server.setQueryData(['tmdb', 'summary', 'movie', 1, 'en'], { id: 1 }, { updatedAt: now - 5 * MINUTE });
    const served = dehydrate(server);
    served.queries.push({
      queryKey: publicListKeys.list('bob', 'favorites') as unknown as readonly unknown[],
      queryHash: JSON.stringify(publicListKeys.list('bob', 'favorites')),
      state: { ...served.queries[0].state, data: undefined, status: 'error', dataUpdatedAt: 0, error: new Error('503') },
    } as (typeof served.queries)[number]);
    const client = new QueryClient();
    hydrate(client, served);
    expect(markServedPublicListsFresh(client, served, now)).toBe(0);
    expect(client.getQueryState(['tmdb', 'summary', 'movie', 1, 'en'])?.dataUpdatedAt).toBe(now - 5 * MINUTE);
    expect(client.getQueryState(publicListKeys.list('bob', 'favorites'))?.dataUpdatedAt ?? 0).toBe(0);
  });
});
