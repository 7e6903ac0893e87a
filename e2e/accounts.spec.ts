/**
 * Accounts end to end (spec §2, §4, §5, §8) in real Chromium against the production
 * build and the local Supabase-compatible backend (in memory) started by playwright.config.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshUser } from './helpers';

async function fillSignup(page: Page, u: { email: string; username: string; password: string }, confirm = u.password) {
  await page.getByLabel('Email').fill(u.email);
  await page.getByLabel('Username').fill(u.username);
  await page.getByLabel('Password', { exact: true }).fill(u.password);
  await page.getByLabel('Confirm password').fill(confirm);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
}

test('sign up, land on the dashboard, log out, log in again', async ({ page }) => {
  const user = freshUser('e2e');
  await page.goto('/');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await fillSignup(page, user);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back ${user.username}!` })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText('United States of America')).toBeVisible();
  for (const list of ['queue', 'favorites', 'watched']) await expect(page.getByTestId(`count-${list}`)).toHaveText('0');

  // A signed-in user is sent from /login to /dashboard; the menu offers Dashboard and Logout.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  // SIGNED_OUT navigates home; the dashboard is closed again.
  await expect(page).toHaveURL(/\/$/);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  // Wrong password: the auth service's message.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back ${user.username}!` })).toBeVisible();

  // The session survives a reload (stored by supabase-js, loaded once at start-up).
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back ${user.username}!` })).toBeVisible();
});

test('signup shows the spec messages and Username unavailable for a taken username', async ({ page, browser }) => {
  const first = freshUser('taken');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('All fields must be filled out');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').focus();
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');

  await fillSignup(page, { ...first, email: 'not-an-email' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Must provide valid email');

  await fillSignup(page, { ...first, password: '12345' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');

  await fillSignup(page, first, 'something-else');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords must match');

  await fillSignup(page, first);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back ${first.username}!` })).toBeVisible();

  // Someone else, in a fresh browser context, tries the same username.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await page2.goto('/signup');
  await fillSignup(page2, { ...freshUser('second'), username: first.username });
  await page2.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page2.getByRole('alert')).toHaveText('Username unavailable');
  await expect(page2.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page2).toHaveURL(/\/signup$/);
  await other.close();
});

test('signup shows the username and password rules before submit and refuses a look-alike username without asking the server', async ({
  page,
}) => {
  const user = freshUser('rule');
  await page.goto('/signup');
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
    '3 to 30 characters: English letters (a–z), digits, and _ . - only (no spaces, accents or emoji).',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'At least 6 characters and at most 72 bytes — fewer characters if it has accents or emoji.',
  );
  const signups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/v1/signup')) signups.push(r.url());
  });
  // A Cyrillic 'е' (U+0435) in place of the Latin 'e' of "rule".
  await fillSignup(page, { ...user, username: user.username.replace('e', '\u0435') });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Username must be 3 to 30 characters: English letters, digits, _ . or - (no spaces, accents or emoji)',
  );
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

  await fillSignup(page, { ...user, password: 'é'.repeat(37) });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password cannot be longer than 72 bytes — fewer characters if it has accents or emoji');
  expect(signups).toEqual([]);

  await fillSignup(page, user);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back ${user.username}!` })).toBeVisible();
});
