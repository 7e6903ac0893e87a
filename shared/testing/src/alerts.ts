/**
 * Availability alerts for screen and widget tests, written the way the job runner writes them: as
 * `service_role` through `apply_availability` (SQL, supabase/migrations/…_availability_alerts.sql)
 * on the local backend — a baseline, then a change — never by inserting rows behind the SQL's back.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { backendUrl } from './backend';

/**
 * `supabase start`'s well-known local demo service_role key, which the local backend accepts (the
 * role of the job runner's connection). A mismatch fails {@link seedAlerts} loudly.
 */
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

let nextId = 880_000 + Math.floor(Math.random() * 100_000);

/**
 * Gives a user `services.length` unread 'free' alerts about one made-up movie: the movie is put on
 * the user's queue and the profile's country set to Canada (region CA), then `apply_availability`
 * runs twice — a baseline with nothing, then the movie free on each service.
 * @param profileId the user's id (`signInFreshUser().profile.id`)
 * @param services the services it becomes free on: TMDB provider id → name
 * @param title the movie's title (default 'Alert Test Movie')
 * @returns the movie's made-up TMDB id
 * @throws Error when the backend refuses a step
 */
export async function seedAlerts(profileId: string, services: Record<number, string>, title = 'Alert Test Movie'): Promise<number> {
  const runner = createClient(backendUrl(), SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  nextId += 1;
  const tmdbId = nextId;
  const { error } = await runner
    .from('profiles')
    .update({ queue: [`movie-${tmdbId}`], country: 'Canada' })
    .eq('id', profileId);
  if (error) throw new Error(`could not queue the alert test movie: ${error.message}`);
  const apply = async (providers: unknown) => {
    const res = await runner.rpc('apply_availability', {
      media_type: 'movie',
      tmdb_id: tmdbId,
      title,
      seasons: null,
      providers,
      names: services,
    });
    if (res.error) throw new Error(`apply_availability refused: ${res.error.message}`);
    return res.data as number;
  };
  await apply({ CA: {} });
  const written = await apply({ CA: { free: Object.keys(services).map(Number) } });
  if (written !== Object.keys(services).length) throw new Error(`expected ${Object.keys(services).length} alerts, got ${written}`);
  return tmdbId;
}
