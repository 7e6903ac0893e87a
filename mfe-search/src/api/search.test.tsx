/**
 * useSearchResults excludes adult content for everyone (spec §5, §7: `include_adult=false`; the
 * profile's adult flag governs discover only) — against the local TMDB catalog over real HTTP,
 * with every request the client sends recorded.
 */
import { screen, waitFor } from '@testing-library/react';
import { resetSessionForTests } from '@streamscout/session/testing';
import { makeProfile, recordTmdbRequests, renderWithProviders, setupLocalTmdb, tmdbGet } from '@streamscout/testing';
import { useSearchResults } from './search';

setupLocalTmdb();
afterEach(() => resetSessionForTests());

interface RawPage {
  results?: { id: number; title?: string; adult?: boolean }[];
}

/** An adult movie of the catalog (discover lists it only with include_adult=true). */
async function anAdultMovie(): Promise<{ id: number; title: string }> {
  for (let page = 1; page <= 40; page += 1) {
    const r = await tmdbGet<RawPage>(`/discover/movie?include_adult=true&sort_by=popularity.desc&page=${page}`);
    if (!r.results?.length) break;
    const hit = r.results.find((m) => m.adult === true && m.title);
    if (hit) return { id: hit.id, title: hit.title! };
  }
  throw new Error('the catalog has no adult movie');
}

function Results({ query }: { query: string }) {
  const { shows, isPending } = useSearchResults(query);
  if (isPending) return <p>loading</p>;
  return (
    <ul aria-label="results">
      {shows.map((s) => (
        <li key={`${s.media_type}-${s.id}`} data-id={`${s.media_type}-${s.id}`}>
          {s.title}
        </li>
      ))}
    </ul>
  );
}

async function idsFor(query: string, profile: ReturnType<typeof makeProfile> | null): Promise<string[]> {
  const r = renderWithProviders(<Results query={query} />, { profile });
  const list = await screen.findByRole('list', { name: 'results' });
  await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
  const ids = Array.from(list.querySelectorAll('li')).map((li) => li.getAttribute('data-id') ?? '');
  r.unmount();
  return ids;
}

describe('useSearchResults and the adult flag', () => {
  it.each([
    ['signed in with the adult flag on', () => makeProfile({ adult: true })],
    ['signed in with the adult flag off', () => makeProfile({ adult: false })],
    ['signed out', () => null],
  ])('%s: the adult title is not found and no request asks for include_adult=true', async (_who, profile) => {
    const adult = await anAdultMovie();
    const rec = recordTmdbRequests();
    try {
      expect(await idsFor(adult.title, profile())).not.toContain(`movie-${adult.id}`);
      const searches = rec.urls.filter((u) => u.includes('/search/multi'));
      expect(searches.length).toBeGreaterThan(0);
      for (const url of searches) expect(new URL(url).searchParams.get('include_adult')).toBe('false');
    } finally {
      rec.stop();
    }
  });
});
