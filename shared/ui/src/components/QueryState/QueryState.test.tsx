/**
 * QueryState with real TanStack queries (the app's QueryClient, retries off) whose query
 * functions answer, fail or wait as each case needs: the four states told apart, and Try again
 * asking again for the failed query only.
 */
import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { renderWithProviders } from '@streamscout/testing';
import { LOAD_FAILED_TEXT } from '../LoadFailed/LoadFailed';
import { QueryState } from './QueryState';

/** A query function whose answers are given in turn: a value, or an Error to throw. */
function answers<T>(...list: (T | Error)[]) {
  const calls = { count: 0 };
  const fn = async (): Promise<T> => {
    const next = list[Math.min(calls.count, list.length - 1)];
    calls.count += 1;
    if (next instanceof Error) throw next;
    return next;
  };
  return { fn, calls };
}

function Row({ name, fn, empty, enabled = true }: { name: string; fn: () => Promise<string[] | null>; empty?: string; enabled?: boolean }) {
  const query = useQuery({ queryKey: ['query-state-test', name], queryFn: fn, enabled });
  return (
    <section aria-label={name}>
      <QueryState query={query} label={name} loading={<p>Loading {name}</p>} empty={empty} enabled={enabled} minHeight={120}>
        {(items) => <p>{items.length ? items.join(', ') : `${name} got an empty list`}</p>}
      </QueryState>
    </section>
  );
}

describe('QueryState', () => {
  it('loading while pending, then the content', async () => {
    const q = answers<string[]>(['Dune', 'Alien']);
    renderWithProviders(<Row name="Trending" fn={q.fn} />);
    expect(screen.getByText('Loading Trending')).toBeInTheDocument();
    expect(await screen.findByText('Dune, Alien')).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED_TEXT)).not.toBeInTheDocument();
  });

  it('a failure says so (named, at the content height), and Try again asks again for that query only', async () => {
    const a = answers<string[]>(new Error('503'), ['Dune']);
    const b = answers<string[]>(new Error('503'), ['Alien']);
    const { user } = renderWithProviders(
      <>
        <Row name="Trending" fn={a.fn} />
        <Row name="In Theaters" fn={b.fn} />
      </>,
    );
    const failed = await screen.findByRole('status', { name: `Trending: ${LOAD_FAILED_TEXT}` });
    expect(failed).toHaveStyle({ minHeight: '120px' });
    expect(await screen.findByRole('status', { name: `In Theaters: ${LOAD_FAILED_TEXT}` })).toBeInTheDocument();
    expect([a.calls.count, b.calls.count]).toEqual([1, 1]);
    const trending = screen.getByRole('region', { name: 'Trending' });
    await user.click(trending.querySelector('button')!);
    expect(await screen.findByText('Dune')).toBeInTheDocument();
    expect([a.calls.count, b.calls.count]).toEqual([2, 1]);
    expect(screen.getByRole('status', { name: `In Theaters: ${LOAD_FAILED_TEXT}` })).toBeInTheDocument();
  });

  it('an empty answer is not a failure: the empty text with `empty`, else the content gets the empty list', async () => {
    renderWithProviders(
      <>
        <Row name="Popular" fn={answers<string[]>([]).fn} empty="Sorry, no shows to display at this time." />
        <Row name="Upcoming" fn={answers<string[]>([]).fn} />
      </>,
    );
    expect(await screen.findByText('Sorry, no shows to display at this time.')).toBeInTheDocument();
    expect(await screen.findByText('Upcoming got an empty list')).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED_TEXT)).not.toBeInTheDocument();
  });

  it('a null answer (TMDB has no such title) shows the empty text, not a failure', async () => {
    renderWithProviders(<Row name="Details" fn={answers<string[] | null>(null).fn} empty="We couldn't find any more details." />);
    expect(await screen.findByText("We couldn't find any more details.")).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED_TEXT)).not.toBeInTheDocument();
  });

  it('stale content stays on screen when a later refetch fails', async () => {
    const q = answers<string[]>(['Dune'], new Error('503'));
    const { queryClient } = renderWithProviders(<Row name="Trending" fn={q.fn} />);
    expect(await screen.findByText('Dune')).toBeInTheDocument();
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: ['query-state-test', 'Trending'] });
    });
    expect(q.calls.count).toBe(2);
    expect(screen.getByText('Dune')).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED_TEXT)).not.toBeInTheDocument();
  });

  it('a disabled query is not "loading": its empty state shows', () => {
    const q = answers<string[]>(['Dune']);
    renderWithProviders(<Row name="Actor" fn={q.fn} enabled={false} empty="No such actor." />);
    expect(screen.getByText('No such actor.')).toBeInTheDocument();
    expect(screen.queryByText('Loading Actor')).not.toBeInTheDocument();
    expect(q.calls.count).toBe(0);
  });
});
