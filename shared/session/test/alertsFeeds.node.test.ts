/**
 * Alerts and private feeds through the REAL supabase-js against the local backend (PGlite): a feed
 * token is returned once and regenerating replaces it; the user sees which feeds are on; alerts the
 * job runner wrote (here: apply_availability called with the service_role key, as the runner's
 * connection would) are listed newest first with the unread count, marked read one by one or all at
 * once; settings default to every kind and refuse an unknown one.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { SERVICE_ROLE_KEY } from '@streamscout/local-supabase';
import { backendUrl, makeClient, signInFreshUser } from '@streamscout/testing';
import {
  ALERT_KINDS,
  getAlertSettings,
  getAlerts,
  getFeedStatus,
  getUnreadAlertCount,
  issueFeedToken,
  markAlertsRead,
  markAllAlertsRead,
  revokeFeedToken,
  saveAlertSettings,
} from '../src';
import { resetSessionForTests } from '../src/testing';

jest.setTimeout(30000);

afterEach(() => resetSessionForTests());

const runner = () =>
  createClient(backendUrl(), SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });

it('a feed token is given once, regenerating replaces it, and the user sees which feeds are on', async () => {
  await signInFreshUser('feeds');
  expect(await getFeedStatus()).toEqual([]);
  const first = await issueFeedToken('calendar');
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  const second = await issueFeedToken('calendar');
  expect(second).toMatch(/^[0-9a-f]{64}$/);
  expect(second).not.toBe(first);
  const anon = makeClient();
  expect((await anon.rpc('calendar_feed', { token: first })).data).toBeNull();
  expect((await anon.rpc('calendar_feed', { token: second })).data).toMatchObject({ shows: [], movies: [] });
  expect((await getFeedStatus())?.map((f) => f.kind)).toEqual(['calendar']);
  expect(await revokeFeedToken('calendar')).toBe(true);
  expect(await revokeFeedToken('calendar')).toBe(false);
  expect(await getFeedStatus()).toEqual([]);
});

it('alerts written by the job runner: newest first, unread count, mark read, mark all read', async () => {
  const { profile } = await signInFreshUser('alerts');
  const { error } = await runner()
    .from('profiles')
    .update({ queue: ['movie-777001'], country: 'Canada' })
    .eq('id', profile.id);
  expect(error).toBeNull();
  const apply = (providers: unknown) =>
    runner().rpc('apply_availability', {
      media_type: 'movie',
      tmdb_id: 777001,
      title: 'Test Movie',
      seasons: null,
      providers,
      names: { 300: 'Pluto TV', 2: 'Apple TV' },
    });
  expect((await apply({ CA: {} })).data).toBe(0);
  expect((await apply({ CA: { ads: [300], rent: [2] } })).data).toBe(2);
  const alerts = await getAlerts();
  expect(alerts?.map((a) => [a.kind, a.providerName, a.region, a.title, a.readAt])).toEqual(
    expect.arrayContaining([
      ['free', 'Pluto TV', 'CA', 'Test Movie', null],
      ['digital_release', 'Apple TV', 'CA', 'Test Movie', null],
    ]),
  );
  expect(await getUnreadAlertCount()).toBe(2);
  expect(await markAlertsRead([alerts![0].id])).toBe(1);
  expect(await getUnreadAlertCount()).toBe(1);
  expect(await markAllAlertsRead()).toBe(1);
  expect(await getUnreadAlertCount()).toBe(0);
});

it('settings default to every kind on my services only; an unknown kind is refused with its message', async () => {
  await signInFreshUser('alerts');
  expect(await getAlertSettings()).toEqual({ kinds: [...ALERT_KINDS], allServices: false });
  expect(await saveAlertSettings({ kinds: ['free', 'digital_release'], allServices: true })).toEqual({
    kinds: expect.arrayContaining(['free', 'digital_release']),
    allServices: true,
  });
  await expect(saveAlertSettings({ kinds: ['often' as never], allServices: false })).rejects.toMatchObject({
    kind: 'refused',
    message: 'invalid alert kinds: unknown kind "often"',
  });
  expect((await getAlertSettings())?.allServices).toBe(true);
});
