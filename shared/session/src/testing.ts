/**
 * `@streamscout/session/testing` — test seams, kept out of the package's main entry so no app
 * bundle can reach them: inject a supabase client (or none), and reset the store, the
 * "session wanted" signal and the "screen rendered" marker between tests.
 */
export { setSupabaseClientForTests } from './config';
export { resetSessionStore } from './store';
export { resetSessionWanted } from './startup';
export { setProfileRetryPolicyForTests } from './profileLoad';

import { setProfileRetryPolicyForTests } from './profileLoad';
import { resetSessionStore } from './store';
import { resetSessionWanted } from './startup';
import { resetScreenRendered } from './SessionStartup';
import { setSupabaseClientForTests } from './config';

/** All of the above at once: no client, signed out, not ready, nothing wanted or rendered, default retry backoff. */
export function resetSessionForTests(): void {
  setSupabaseClientForTests(null);
  resetSessionStore();
  resetSessionWanted();
  resetScreenRendered();
  setProfileRetryPolicyForTests();
}
