/**
 * The account area end to end (spec §2 "Dashboard", "Edit Profile modal", §4 clear list
 * and delete profile, §5 username rule, §8 texts) in Debian Chromium against the production build,
 * the local TMDB catalog and the in-memory local Supabase-compatible backend of playwright.config.ts.
 */
import { expect, test } from '@playwright/test';
import { aTrendingMovie, expectNoAxeViolations, freshUser, PORTS, type RawItem, signUpThroughForm } from './helpers';

const USERNAME_ERROR = 'Error updating username. Please check your network connection and try again.';

test('sign up → lists on the dashboard → View All → Clear Queue → edit username → delete profile', async ({ page, request }) => {
  const user = freshUser('dash');
  const movie = await aTrendingMovie(request);
  const tvList = (await (await request.get(`http://localhost:${PORTS.tmdb}/3/tv/popular`)).json()) as { results: RawItem[] };
  const tv = tvList.results.find((t) => t.poster_path && t.name && t.name !== movie.title)!;

  // Sign up: lands on the dashboard with empty lists.
  await signUpThroughForm(page, user);
  await expect(page.getByRole('heading', { name: `Welcome back ${user.username}!` })).toBeVisible();
  const queue = page.getByRole('region', { name: 'Watch Queue' });
  await expect(queue.getByText('Your queue is empty! Add shows to your watch queue to view them here.')).toBeVisible();
  await expect(queue.getByRole('button', { name: 'Clear Queue' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // A movie and a TV show go into the queue.
  for (const path of [`/details/movie/${movie.id}`, `/details/tv/${tv.id}`]) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Add to queue' }).first().click();
    await expect(page.getByRole('button', { name: 'Remove from queue' }).first()).toBeVisible();
  }

  // The dashboard shows them, newest first.
  await page.goto('/dashboard');
  await expect(page.getByTestId('count-queue')).toHaveText('2');
  const cards = queue.getByTestId('show-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(tv.name!);
  await expect(cards.nth(1)).toContainText(movie.title);
  await expectNoAxeViolations(page);

  // View All → the gallery.
  await queue.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/dashboard\/queue$/);
  await expect(page.getByRole('heading', { level: 1, name: `${user.username}'s watch queue` })).toBeVisible();
  await expect(page.getByTestId('show-card')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Clear Queue → the empty panel; the dashboard agrees.
  await page.getByRole('button', { name: 'Clear Queue' }).click();
  await expect(page.getByRole('heading', { name: 'Your watch queue is empty!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Queue' })).toBeDisabled();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(queue.getByText('Your queue is empty! Add shows to your watch queue to view them here.')).toBeVisible();
  await expect(page.getByTestId('count-queue')).toHaveText('0');

  // Edit username: a short one is refused, a valid one saved.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const username = dialog.getByLabel('Username');
  await username.fill('ab');
  await dialog.getByRole('button', { name: 'Update Username' }).click();
  await expect(page.getByRole('alert').filter({ hasText: USERNAME_ERROR })).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  const renamed = `${user.username}_2`;
  await username.fill(renamed);
  await dialog.getByRole('button', { name: 'Update Username' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully updated username!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome back ${renamed}!` })).toBeVisible();
  await expectNoAxeViolations(page); // with the snackbar on screen
  // Snackbar alerts hide by themselves (after 3000 ms).
  await expect(page.getByRole('status').filter({ hasText: 'Successfully updated username!' })).toBeHidden();

  // Delete profile: confirmation, Yes → '/', signed out.
  await dialog.getByRole('button', { name: 'Delete Profile' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete your profile?' });
  await expect(confirm.getByText('Warning! This action cannot be undone.')).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The old password no longer signs in.
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
});

test('a gallery with an unknown list name gives 400 Bad Request; signed out, galleries go to /login', async ({ page }) => {
  await page.goto('/dashboard/queue');
  await expect(page).toHaveURL(/\/login$/);

  const user = freshUser('gallery');
  await signUpThroughForm(page, user);

  await page.goto('/dashboard/shows');
  await expect(page.getByText('Bad Request')).toBeVisible();
  await page.goto('/dashboard/favorites');
  await expect(page.getByRole('heading', { level: 1, name: `${user.username}'s favorites` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your favorites list is empty!' })).toBeVisible();
});

test('a return visit shows the queue this device kept while the backend’s profile answer is held back, and keeps it once it arrives', async ({
  page,
  request,
}) => {
  const user = freshUser('kept');
  const movie = await aTrendingMovie(request);
  await signUpThroughForm(page, user);
  await page.goto(`/details/movie/${movie.id}`);
  await page.getByRole('button', { name: 'Add to queue' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove from queue' }).first()).toBeVisible();
  await page.goto('/dashboard/queue');
  await expect(page.getByTestId('show-card')).toHaveCount(1);

  // the next visit: the backend's profile answer is held back until we let it go
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/rest\/v1\/profiles\?/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await page.goto('/dashboard/queue');
  await expect(page.getByRole('heading', { level: 1, name: `${user.username}'s watch queue` })).toBeVisible();
  await expect(page.getByTestId('show-card')).toHaveCount(1);
  await expect(page.getByTestId('show-card')).toContainText(movie.title);
  expect(held, 'the profile was asked for and is still unanswered').toBeGreaterThan(0);
  release();
  await page.unrouteAll({ behavior: 'wait' });
  await expect(page.getByTestId('show-card')).toHaveCount(1);
});
