import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TextInput } from '@streamscout/ui';

/** Placeholder text of the header search (spec §1, exact). */
export const SEARCH_PLACEHOLDER = 'Search for any movie or tv show to discover streaming providers and more!';

/**
 * Header search form (spec §2 "Global layout"): a GET to /search with a required field `q`,
 * prefilled from the URL's q (trimmed). Submitting navigates client-side to /search?q=….
 * @param autoFocus focus the field on mount (the mobile second row)
 */
export function SearchForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const [params] = useSearchParams();
  const initial = (params.get('q') ?? '').trim();
  const [q, setQ] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (initial !== seen) {
    setSeen(initial);
    setQ(initial);
  }
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = q.trim();
    if (!query) return;
    navigate(`/search?${new URLSearchParams({ q: query }).toString()}`);
  };
  return (
    <form role="search" action="/search" method="get" onSubmit={submit} style={{ flex: 1, maxWidth: 640 }}>
      <TextInput
        name="q"
        required
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label={SEARCH_PLACEHOLDER}
        autoFocus={autoFocus}
        radius="xl"
      />
    </form>
  );
}
