/**
 * Where the session package navigates to after sign-out and profile deletion (spec §4).
 * The shell registers react-router's `navigate` through `initSession({ navigate })`.
 */
import type { NavigateFn } from './types';

let registered: NavigateFn | null = null;
let suppressSignedOutNavigation = 0;

/** Registers (or with null, forgets) the navigate function used by the session package. */
export function setNavigate(navigate: NavigateFn | null): void {
  registered = navigate;
}

/** Navigates with `override` when given, else the registered function; no-op when neither. */
export function navigateTo(path: string, override?: NavigateFn | null): void {
  const fn = override ?? registered;
  if (fn) fn(path);
}

/** Runs `fn` while SIGNED_OUT events must not navigate (the caller navigates itself). */
export async function withoutSignedOutNavigation<T>(fn: () => Promise<T>): Promise<T> {
  suppressSignedOutNavigation += 1;
  try {
    return await fn();
  } finally {
    suppressSignedOutNavigation -= 1;
  }
}

/** Whether a SIGNED_OUT event should navigate to '/' right now. */
export function signedOutNavigationAllowed(): boolean {
  return suppressSignedOutNavigation === 0;
}
