/**
 * The private feed URL widget against the REAL local backend (`feed_tokens`, `issue_feed_token`,
 * `revoke_feed_token`, and `calendar_feed(token)` as anon to prove which URL works): turned on, the
 * URL is shown once with Copy and a `webcal:` link; Regenerate asks first and the old token stops
 * opening the calendar; after a reload the widget says it is on without the URL; Turn off stops
 * it; a failing backend is told apart from "off" and changes nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { setSupabaseClientForTests, resetSessionForTests } from '@streamscout/session/testing';
import { LOAD_FAILED_TEXT } from '@streamscout/ui';
import { makeClient, renderWithProviders, signInFreshUser } from '@streamscout/testing';
import { FEED_CHANGE_FAILED, PrivateFeedUrl, feedUrls } from '.';

jest.setTimeout(60_000);
afterEach(() => resetSessionForTests());

const anon = makeClient();
/** A client whose every call fails to connect. */
const broken = makeClient('http://127.0.0.1:9');
/** Whether a token opens a calendar, asked the way the app server asks (anon RPC). */
async function opens(token: string): Promise<boolean> {
  const { data, error } = await anon.rpc('calendar_feed', { token });
  if (error) throw new Error(error.message);
  return data !== null;
}
const calendarPath = (t: string) => `/calendar/${t}.ics`;
const render = () => renderWithProviders(<PrivateFeedUrl kind="calendar" path={calendarPath} />);
const tokenOf = (url: string) => /\/calendar\/([0-9a-f]{64})\.ics$/.exec(url)?.[1] ?? '';

it('feedUrls: absolute http(s) URL and its webcal twin', () => {
  expect(feedUrls('https://app.example', '/calendar/abc.ics')).toEqual({
    url: 'https://app.example/calendar/abc.ics',
    webcal: 'webcal://app.example/calendar/abc.ics',
  });
  expect(feedUrls('http://localhost:3000', '/alerts/x.atom').webcal).toBe('webcal://localhost:3000/alerts/x.atom');
});

it('turn on → URL once with copy and webcal; regenerate (confirmed) → old token stops; reload → on without URL; turn off', async () => {
  await signInFreshUser('feedui');
  const first = render();
  await first.user.click(await screen.findByRole('button', { name: 'Turn on private calendar URL' }));
  const field = await screen.findByLabelText('Your private URL');
  const url1 = (field as HTMLInputElement).value;
  expect(url1).toMatch(new RegExp(`^${window.location.origin}/calendar/[0-9a-f]{64}\\.ics$`));
  expect(screen.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute('href', url1.replace(/^http/, 'webcal'));
  expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  expect(await opens(tokenOf(url1))).toBe(true);

  // Regenerate asks first; Cancel keeps the URL
  await first.user.click(screen.getByRole('button', { name: 'Regenerate' }));
  await first.user.click(within(screen.getByTestId('feed-confirm')).getByRole('button', { name: 'Cancel' }));
  expect(screen.getByLabelText('Your private URL')).toHaveValue(url1);
  await first.user.click(screen.getByRole('button', { name: 'Regenerate' }));
  await first.user.click(screen.getByRole('button', { name: 'Regenerate URL' }));
  await waitFor(() => expect(screen.getByLabelText('Your private URL')).not.toHaveValue(url1));
  const url2 = (screen.getByLabelText('Your private URL') as HTMLInputElement).value;
  expect(await opens(tokenOf(url1))).toBe(false);
  expect(await opens(tokenOf(url2))).toBe(true);
  first.unmount();

  // a reload: on, but the URL cannot be shown again
  const second = render();
  expect(await screen.findByTestId('feed-on-hidden')).toHaveTextContent('cannot be shown again');
  expect(screen.queryByLabelText('Your private URL')).toBeNull();
  expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
  await second.user.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByRole('button', { name: 'Turn on private calendar URL' })).toBeInTheDocument();
  expect(await opens(tokenOf(url2))).toBe(false);
});

it('a failing backend: status load fails with Try again (not "off"); a failed turn-on says so and changes nothing', async () => {
  const { client } = await signInFreshUser('feedfail');
  setSupabaseClientForTests(broken);
  const { user } = render();
  expect(await screen.findByText(LOAD_FAILED_TEXT, undefined, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Turn on private calendar URL' })).toBeNull();
  setSupabaseClientForTests(client);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  const turnOn = await screen.findByRole('button', { name: 'Turn on private calendar URL' });

  setSupabaseClientForTests(broken);
  await user.click(turnOn);
  expect(await screen.findByRole('alert', undefined, { timeout: 15_000 })).toHaveTextContent(FEED_CHANGE_FAILED);
  expect(screen.queryByLabelText('Your private URL')).toBeNull();
  setSupabaseClientForTests(client);
  const { data } = await client.from('feed_tokens').select('kind');
  expect(data).toEqual([]);
});
