/**
 * Faults in Chromium (`npm run reliability`): TMDB failing in each way the catalog's knobs can
 * make it fail, and each remote unreachable.
 */
import { FAILURE_BOUND_MS, ports, row, SHELL, TMDB, until } from './harness.mjs';

/** @param {Record<string, unknown>} k the catalog's fault knobs */
const knobs = (k) => fetch(`${TMDB}/__knobs`, { method: 'PUT', body: JSON.stringify(k) });

/**
 * A failed search says so within the bound, never with the empty texts, and heals; every TMDB call
 * failing leaves the shell up with the rows saying so.
 * @param {import('playwright-core').Browser} browser
 */
export async function checkTmdbFaults(browser) {
  // A failed search must say so ("We couldn't load this right now." with Try again), never the
  // empty texts: "No results found!" for a failure counts as a FAIL. Try again (or the browser
  // coming back online) brings the results without a reload.
  const LOAD_FAILED = "We couldn't load this right now.";
  for (const fault of [{ fault: 'status', status: 500 }, { fault: 'malformed' }, { fault: 'reset' }, { fault: 'hang' }]) {
    const page = await browser.newPage();
    await knobs({ ...fault, prefix: 'search/' });
    const t0 = Date.now();
    await page.goto(`${SHELL}/search?q=star`);
    // Whichever comes first: the failure message (right) or "No results found!" (wrong).
    const shown = await Promise.race([
      page
        .getByText(LOAD_FAILED)
        .waitFor({ timeout: 30_000 })
        .then(() => 'failed'),
      page
        .getByText('No results found!')
        .waitFor({ timeout: 30_000 })
        .then(() => 'no results'),
    ]).catch(() => 'nothing');
    const shownMs = Date.now() - t0;
    const saysNoResults = (await page.getByText('No results found!').count()) > 0;
    const rawError = (await page.getByText(/error|500|Failed to fetch/i).count()) > 0;
    await knobs({ fault: 'none' });
    let healed = false;
    let how = '';
    if (shown === 'failed') {
      if (fault.fault === 'reset') {
        // The browser comes back online: the failed query is asked again by itself.
        await page.context().setOffline(true);
        await page.context().setOffline(false);
        how = 'reconnect';
      } else {
        await page.getByRole('button', { name: 'Try again' }).click();
        how = 'Try again';
      }
      healed = await page
        .getByTestId('search-results')
        .waitFor({ timeout: 20_000 })
        .then(
          () => true,
          () => false,
        );
    }
    const label = `${fault.fault}${fault.status ? ` ${fault.status}` : ''}`;
    row(
      'TMDB fault',
      `search with ${label}: "${LOAD_FAILED}" (not "No results found!", no raw error) within ${FAILURE_BOUND_MS / 1000} s, results back after ${fault.fault === 'reset' ? 'reconnect' : 'Try again'}`,
      shown === 'failed' && !saysNoResults && !rawError && shownMs <= FAILURE_BOUND_MS + 3000 && healed,
      `${shown === 'failed' ? 'failure shown' : shown === 'no results' ? '"No results found!" shown' : 'nothing shown'} after ${shownMs} ms${healed ? `; results back after ${how}` : '; did not recover'}`,
    );
    await page.close();
  }
  {
    await knobs({ fault: 'status', status: 503, prefix: '' });
    const page = await browser.newPage();
    await page.goto(`${SHELL}/discover`);
    const shellUp = await page
      .getByRole('banner')
      .waitFor({ timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
    const rowsSayFailed = await page
      .getByText(LOAD_FAILED)
      .first()
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    const emptyTexts = await page.getByText('Sorry, no shows to display at this time.').count();
    await knobs({ fault: 'none' });
    await page.reload();
    const back = await page
      .getByRole('img')
      .first()
      .waitFor({ timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
    row(
      'TMDB fault',
      `every TMDB call 503: the shell stays up, the discover rows say "${LOAD_FAILED}" (not "Sorry, no shows…"); a fresh visit asks again and shows posters`,
      shellUp && rowsSayFailed && emptyTexts === 0 && back,
      `rows failed: ${rowsSayFailed}; empty texts shown: ${emptyTexts}`,
    );
    await page.close();
  }
}

/**
 * Each remote unreachable: its fallback with "Try again", the header working, and "Try again" healing.
 * @param {import('playwright-core').Browser} browser
 */
export async function checkRemotesDown(browser) {
  for (const remote of /** @type {const} */ (['search', 'details', 'discover', 'dashboard'])) {
    const page = await browser.newPage();
    await page.route(`http://localhost:${ports[remote]}/**`, (r) => r.abort());
    const route = { search: '/', details: '/details/movie/25266', discover: '/discover', dashboard: '/login' }[remote];
    await page.goto(`${SHELL}${route}`);
    const fallback = await page
      .getByRole('button', { name: 'Try again' })
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    const header = await page.getByRole('banner').isVisible();
    await page.unroute(`http://localhost:${ports[remote]}/**`);
    await page
      .getByRole('button', { name: 'Try again' })
      .click()
      .catch(() => {});
    const healed = await until(async () => !(await page.getByRole('button', { name: 'Try again' }).count()), 20_000, 200);
    row('remote down', `${remote} unreachable: fallback with "Try again", header works, "Try again" heals`, fallback && header && healed);
    await page.close();
  }
}
