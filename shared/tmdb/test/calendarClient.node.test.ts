/**
 * The browser's calendar helpers (spec §12): the request URL, the one-line summary of an entry
 * (the page's and the feed's) and a day's heading.
 * (`getCalendar` against the real app server: shared/server/test/calendarClient.node.test.ts.)
 */
import { calendarDayLabel, calendarEntrySummary, calendarUrl } from '../src';

it('calendarUrl: region, ids ascending and once, optional window; relative by default', () => {
  expect(calendarUrl({ region: 'GB', tv: [1399, 1396, 1399], movie: [550] })).toBe('/api/calendar?region=GB&tv=1396%2C1399&movie=550');
  expect(calendarUrl({ region: 'US', tv: [], movie: [7], from: '2026-12-01', to: '2026-12-31' }, 'http://a.test')).toBe(
    'http://a.test/api/calendar?region=US&movie=7&from=2026-12-01&to=2026-12-31',
  );
});

it('calendarEntrySummary: "Show — S2E5 Episode title", "Movie (digital release)"', () => {
  expect(
    calendarEntrySummary({ kind: 'episode', title: 'Dark', season_number: 2, episode_number: 5, episode_name: 'Lost and Found' }),
  ).toBe('Dark — S2E5 Lost and Found');
  expect(calendarEntrySummary({ kind: 'episode', title: 'Dark', season_number: 0, episode_number: 1, episode_name: '' })).toBe(
    'Dark — S0E1',
  );
  expect(calendarEntrySummary({ kind: 'movie', title: 'Heat', release: 'digital' })).toBe('Heat (digital release)');
  expect(calendarEntrySummary({ kind: 'movie', title: 'Heat', release: 'theatrical' })).toBe('Heat (theatrical release)');
});

it('calendarDayLabel: weekday, day and month in English, whatever the time zone; "" for a non-date', () => {
  expect(calendarDayLabel('2026-12-03')).toBe('Thursday 3 December');
  expect(calendarDayLabel('2027-01-01')).toBe('Friday 1 January');
  expect(calendarDayLabel('2026-02-30')).toBe('');
  expect(calendarDayLabel('soon')).toBe('');
});
