/**
 * Where a server-rendered page's handover lives in the browser: the global the HTML assigns it to
 * (written by `@streamscout/server/app`, after `#root`). Its own module, free of imports, so the
 * shell's first chunk can tell a server-rendered page from a client-rendered one without loading
 * the handover's reader (`handover.ts` imports TanStack Query).
 */
export const HANDOVER_GLOBAL = '__STREAMSCOUT_SSR__';

/**
 * Whether the page came server-rendered: the handover global is set (its shape is checked by
 * `readHandover` of `handover.ts`).
 * @returns true when `window.__STREAMSCOUT_SSR__` holds a value
 */
export function hasHandover(): boolean {
  return (globalThis as Record<string, unknown>)[HANDOVER_GLOBAL] != null;
}
