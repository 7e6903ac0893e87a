import { useEffect } from 'react';
import { useSearchParams } from '@streamscout/routes/router';
import { StatusPage } from '@streamscout/ui';
import { searchQueryOf } from '../api/search';
import { SearchResults } from '../components/SearchResults';
import { useT } from '@streamscout/i18n';

/**
 * `/search?q=` (spec §2 "Search results"). A missing or blank (after trimming) q renders
 * 400 'Bad Request' and logs 'No query found!' (spec §8); otherwise the results of the trimmed
 * query, remounted per query so a new query starts at page 1.
 */
export default function Search() {
  const [params] = useSearchParams();
  const q = searchQueryOf(params);
  const i18n = useT();
  useEffect(() => {
    if (!q) console.error('No query found!');
  }, [q]);
  if (!q) return <StatusPage status={400} text={i18n.t('status.badRequest', 'Bad Request')} />;
  return <SearchResults key={q} query={q} />;
}
