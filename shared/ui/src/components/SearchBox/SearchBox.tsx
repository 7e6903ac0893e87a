import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@streamscout/routes/router';
import { TextInput, type MantineSize } from '@mantine/core';
import { PATTERNS, paths } from '@streamscout/routes';
import { IconSearch } from '../../icons';
import { msg, useT } from '@streamscout/i18n';

const PLACEHOLDER = msg('search.placeholder', 'Search for any movie or tv show to discover streaming providers and more!');
/** Search placeholder and label of spec §1 (exact text, in English; the box shows it in the page's language). */
export const SEARCH_PLACEHOLDER = PLACEHOLDER.message;

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Mantine input size (default 'md'). */
  size?: MantineSize;
  /** Focus the box when it mounts (the mobile header row the user just opened). Default false. */
  focusOnMount?: boolean;
  /** Placeholder and accessible label; default the spec §1 text. */
  placeholder?: string;
  /** Max width of the form in px (default 640). */
  maxWidth?: number;
}

/**
 * Search form (spec §2 "Global layout" / home): a GET form to /search with a required field q,
 * prefilled from the URL's q (trimmed). Submitting a non-blank value navigates client-side to
 * `/search?q=…`; without JavaScript the browser submits the GET. Words typed before the page
 * hydrated are kept (adopted from the element on mount). Needs a router.
 */
export function SearchBox({ size = 'md', focusOnMount = false, placeholder: given, maxWidth = 640 }: SearchBoxProps) {
  const i18n = useT();
  const placeholder = given ?? i18n.t(PLACEHOLDER);
  const [params] = useSearchParams();
  const initial = (params.get('q') ?? '').trim();
  const [q, setQ] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (initial !== seen) {
    setSeen(initial);
    setQ(initial);
  }
  const input = useRef<HTMLInputElement>(null);
  // Words typed into the server's HTML before hydration (architecture §9 "A tap before hydration is kept"):
  // hydration leaves them in the element but not in state, so the next render would put the
  // server's value back. Adopt them before the browser paints. On mount only.
  // (React sets `defaultValue` to the rendered value, so a difference is the reader's typing.)
  useLayoutEffect(() => {
    const el = input.current;
    if (el && el.value !== el.defaultValue) setQ(el.value);
  }, []);
  // The mobile header row opens on a tap and its box takes focus (spec §2); on mount only.
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!q.trim()) return;
    navigate(paths.search(q));
  };
  return (
    <form role="search" action={PATTERNS.search} method="get" onSubmit={submit} style={{ width: '100%', maxWidth }}>
      <TextInput
        name="q"
        type="search"
        required
        size={size}
        radius="xl"
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        ref={input}
        leftSection={<IconSearch size={16} />}
      />
    </form>
  );
}
