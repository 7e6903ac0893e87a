import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { tmdbKeys } from '@streamscout/tmdb/query';
import { makeShow } from '@streamscout/testing';
import { parseListEntry, useListShow } from './lists';

describe('useListShow: one object per state of the card data', () => {
  it('keeps its object across re-renders until the data changes (a memoized card is left alone)', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const entry = parseListEntry('movie-550');
    client.setQueryData(tmdbKeys.summary('movie', 550), makeShow({ id: 550, title: 'Fight Club' }));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result, rerender } = renderHook(() => useListShow(entry), { wrapper });
    const first = result.current;
    expect(first.status).toBe('ready');
    rerender();
    rerender();
    expect(result.current).toBe(first);
    client.setQueryData(tmdbKeys.summary('movie', 550), makeShow({ id: 550, title: 'Fight Club (remastered)' }));
    rerender();
    expect(result.current).not.toBe(first);
    expect(result.current.status === 'ready' && result.current.show.title).toBe('Fight Club (remastered)');
  });
});
