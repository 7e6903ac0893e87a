import { NoResults } from '@streamscout/ui';
import { useListActions } from '@streamscout/widgets';
import { useHomeTrending } from '../api/trending';

/**
 * No-results state of spec §2 "Empty results": 'No results found!', the query in the sentence,
 * Return Home, and — when trending shows exist — 'These popular shows might interest you:'.
 * @param query the trimmed search query shown in the text
 */
export function EmptyResults({ query }: { query: string }) {
  const trending = useHomeTrending();
  const lists = useListActions();
  return <NoResults query={query} suggestions={trending.data ?? undefined} cardActions={lists?.card} />;
}
