/**
 * `/dashboard/alerts` against real supabase-js on the local backend: alerts the job runner wrote
 * (apply_availability as service_role, `seedAlerts`) listed under "Today" with the title (a link),
 * the change and the service; mark one read, mark all read; the empty state; the settings saved
 * through set_alert_settings and read back.
 */
import { screen, within } from '@testing-library/react';
import { ALERT_KINDS, getAlertSettings } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { expectNoAxeViolations, renderWithProviders, seedAlerts, signInFreshUser } from '@streamscout/testing';
import { ALL_SERVICES_LABEL, MSG_ALERT_SETTINGS_SAVED } from '../components/alerts/AlertSettingsForm';
import { MSG_NO_ALERTS } from '../components/alerts/AlertInbox';
import Alerts from './Alerts';

jest.setTimeout(60_000);
afterEach(() => resetSessionForTests());

const WAIT = { timeout: 10_000 };

it("lists the user's alerts under Today, newest first; Mark read and Mark all read", async () => {
  const { profile } = await signInFreshUser('inbox');
  const movie = await seedAlerts(profile.id, { 300: 'Pluto TV', 38: 'BBC iPlayer' }, 'The Inbox Movie');
  const { container, user } = renderWithProviders(<Alerts />, { path: '/dashboard/alerts' });
  expect(screen.getByRole('heading', { level: 1, name: 'Alerts' })).toBeInTheDocument();
  const today = await screen.findByRole('region', { name: 'Today' }, WAIT);
  const items = within(today).getAllByTestId('alert');
  expect(items).toHaveLength(2);
  expect(items.map((i) => within(i).getByText(/^Now free or with ads on/).textContent).sort()).toEqual([
    'Now free or with ads on BBC iPlayer',
    'Now free or with ads on Pluto TV',
  ]);
  for (const item of items) {
    expect(within(item).getByRole('link', { name: 'The Inbox Movie' })).toHaveAttribute('href', `/details/movie/${movie}`);
    expect(item).toHaveTextContent('Unread');
    expect(item).toHaveTextContent('Canada');
  }
  expect(screen.getByRole('heading', { name: 'Inbox (2 unread)' })).toBeInTheDocument();
  await expectNoAxeViolations(container);

  await user.click(within(items[0]).getByRole('button', { name: 'Mark read: The Inbox Movie' }));
  expect(await screen.findByRole('heading', { name: 'Inbox (1 unread)' }, WAIT)).toBeInTheDocument();
  expect(screen.getAllByTestId('alert')[0]).not.toHaveTextContent('Unread');

  await user.click(screen.getByRole('button', { name: 'Mark all read' }));
  expect(await screen.findByRole('heading', { name: 'Inbox' }, WAIT)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Mark read/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});

it('no alerts: says what alerts are and how to get them; settings are saved and read back', async () => {
  await signInFreshUser('noalerts');
  const { user } = renderWithProviders(<Alerts />, { path: '/dashboard/alerts' });
  const empty = await screen.findByTestId('alerts-empty', {}, WAIT);
  expect(within(empty).getByRole('heading', { name: MSG_NO_ALERTS })).toBeInTheDocument();
  expect(within(empty).getByRole('link', { name: 'queue a title' })).toHaveAttribute('href', '/discover');
  expect(within(empty).getByRole('link', { name: 'pick your services' })).toHaveAttribute('href', '/dashboard/services');

  const save = await screen.findByRole('button', { name: 'Save alert settings' }, WAIT);
  expect(save).toBeDisabled();
  const boxes = screen.getAllByRole('checkbox');
  expect(boxes).toHaveLength(ALERT_KINDS.length);
  for (const box of boxes) expect(box).toBeChecked();
  const others = screen.getByRole('switch', { name: ALL_SERVICES_LABEL });
  expect(others).not.toBeChecked();

  await user.click(screen.getByRole('checkbox', { name: 'A title leaves one of my services' }));
  await user.click(others);
  await user.click(save);
  expect(await screen.findByText(MSG_ALERT_SETTINGS_SAVED, {}, WAIT)).toBeInTheDocument();
  const stored = await getAlertSettings();
  expect(stored?.allServices).toBe(true);
  expect([...(stored?.kinds ?? [])].sort()).toEqual(ALERT_KINDS.filter((k) => k !== 'left_my_services').sort());
  expect(screen.getByRole('checkbox', { name: 'A title leaves one of my services' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Save alert settings' })).toBeDisabled();
});
