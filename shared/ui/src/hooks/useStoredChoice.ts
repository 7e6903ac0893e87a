import { useCallback } from 'react';
import { useBrowserValue } from './useBrowserValue';

/** Readers to tell when a choice changes in this page (another tab's come as `storage` events). */
const listeners = new Set<() => void>();
/** Choices made in this page, by key: what it reads when storage is blocked or full. */
const inPage = new Map<string, string>();

function subscribe(onChange: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== null) inPage.delete(event.key);
    else inPage.clear();
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/**
 * A stored string as one of `choices`: JSON (`"alpha"`, as Mantine's `useLocalStorage` wrote it) or
 * bare (`alpha`).
 * @param raw what `localStorage.getItem` returned
 * @returns the choice, or null for none, an unknown value or broken JSON
 */
export function parseStoredChoice<T extends string>(raw: string | null, choices: readonly T[]): T | null {
  if (raw === null) return null;
  try {
    const value: unknown = raw.startsWith('"') ? JSON.parse(raw) : raw;
    return choices.includes(value as T) ? (value as T) : null;
  } catch {
    return null;
  }
}

/** The choice of `key` made in this page, else the stored one ({@link parseStoredChoice}), else null. */
function readChoice<T extends string>(key: string, choices: readonly T[]): T | null {
  let raw: string | null | undefined = inPage.get(key);
  if (raw === undefined) {
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = null;
    }
  }
  return parseStoredChoice(raw, choices);
}

/**
 * React hook: one of a fixed set of string choices (a sort, a type filter), remembered in
 * `localStorage` under `key` as JSON (`"alpha"`: the format Mantine's `useLocalStorage` wrote, so
 * earlier choices read back) and shared by every reader in the page and in other tabs.
 *
 * On the server and while hydrating: `fallback` (the server cannot read storage), then the stored
 * choice in a background render ({@link useBrowserValue}). Reading writes nothing: Mantine's
 * `useLocalStorage` wrote the value back on every mount and dispatched a window event each time,
 * two passive effects per hook that cost the search page 40–90 ms at 4× CPU right after hydration,
 * plus a re-render.
 * @param key storage key, e.g. 'streamscout:search-sort' (spec §3 "Browser storage keys")
 * @param choices the values it may hold; anything else stored (or unreadable storage) reads as `fallback`
 * @param fallback the choice before any is made
 * @returns `[choice, choose]`: `choose` stores it (where storage is blocked or full, for this page
 *   only) and re-renders every reader of `key`
 */
export function useStoredChoice<T extends string>(key: string, choices: readonly T[], fallback: T): [T, (next: T) => void] {
  const choice = useBrowserValue(subscribe, () => readChoice(key, choices) ?? fallback, fallback);
  const choose = useCallback(
    (next: T) => {
      const raw = JSON.stringify(next);
      inPage.set(key, raw);
      try {
        window.localStorage.setItem(key, raw);
      } catch {
        // blocked or full: remembered for this page (inPage)
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [choice, choose];
}
