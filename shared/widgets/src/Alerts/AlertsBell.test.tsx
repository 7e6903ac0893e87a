/**
 * The header's alerts bell against real supabase-js on the local backend: nothing signed out; the
 * unread count of alerts the job runner wrote (apply_availability as service_role), capped at
 * "9+"; asked again on navigation after alerts were marked read elsewhere.
 */
import { screen } from '@testing-library/react';
import { markAllAlertsRead } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { AppLink } from '@streamscout/ui';
import { renderWithProviders, seedAlerts, signInFreshUser } from '@streamscout/testing';
import { alertsBellLabel } from '@streamscout/tmdb';
import { AlertsBell } from './AlertsBell';

jest.setTimeout(30_000);
afterEach(() => resetSessionForTests());

const services = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [900 + i, `Service ${i + 1}`]));

it('signed out: no bell at all', () => {
  renderWithProviders(<AlertsBell />, { profile: null });
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('names the unread count, links to the inbox, and asks again after a navigation', async () => {
  const { profile } = await signInFreshUser('bell');
  const { user, location } = renderWithProviders(
    <>
      <AlertsBell />
      <AppLink to="/discover">Discover</AppLink>
    </>,
  );
  expect(await screen.findByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/dashboard/alerts');
  expect(screen.queryByTestId('alerts-bell-count')).not.toBeInTheDocument();

  await seedAlerts(profile.id, services(2));
  await user.click(screen.getByRole('link', { name: 'Discover' }));
  expect(await screen.findByRole('link', { name: 'Alerts, 2 unread' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByTestId('alerts-bell-count')).toHaveTextContent('2');

  await markAllAlertsRead();
  await user.click(screen.getByRole('link', { name: 'Alerts, 2 unread' }));
  expect(location()).toBe('/dashboard/alerts');
  expect(await screen.findByRole('link', { name: 'Alerts' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByTestId('alerts-bell-count')).not.toBeInTheDocument();
});

it('caps the badge at "9+" but names the exact count', async () => {
  const { profile } = await signInFreshUser('bell9');
  await seedAlerts(profile.id, services(12));
  renderWithProviders(<AlertsBell />);
  expect(await screen.findByRole('link', { name: 'Alerts, 12 unread' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByTestId('alerts-bell-count')).toHaveTextContent('9+');
  expect(alertsBellLabel(undefined)).toBe('Alerts');
});
