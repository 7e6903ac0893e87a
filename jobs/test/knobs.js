'use strict';
/**
 * The local catalog's runtime knobs for the job runner's tests: `PUT {base}/__knobs` with `body`
 * (e.g. `{ today: '2026-12-05' }`, `{ fault: 'status' }`), asserting the catalog took it.
 * @param {string} base the catalog's URL (no `/3`)
 * @param {object} body
 * @returns {Promise<void>}
 */
async function putKnobs(base, body) {
  const res = await fetch(`${base}/__knobs`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}

module.exports = { putKnobs };
