/**
 * The statuses the server sends for a discover row or a list name (`statusFor` of
 * `@streamscout/routes`) agree with what the screens accept: the discover rows of the TMDB client
 * and the list names of the session are the route table's allowed values, the same and in order.
 */
import { PARAM_VALUES, PATTERNS, statusFor } from '@streamscout/routes';
import { DISCOVER_ROWS } from '@streamscout/tmdb';
import { LIST_NAMES } from '@streamscout/session';

const valuesOf = (path: string) => PARAM_VALUES.find((rule) => rule.path === path)?.values;

test('the discover rows are the allowed values of /discover/{genre}', () => {
  expect(valuesOf(PATTERNS.discoverRow)).toEqual(DISCOVER_ROWS.map((r) => r.key));
  for (const row of DISCOVER_ROWS) expect(statusFor(`/discover/${row.key}`)).toBe(200);
});

test('the list names are the allowed values of /dashboard/{list}', () => {
  expect(valuesOf(PATTERNS.gallery)).toEqual(LIST_NAMES);
  for (const list of LIST_NAMES) expect(statusFor(`/dashboard/${list}`)).toBe(200);
});
