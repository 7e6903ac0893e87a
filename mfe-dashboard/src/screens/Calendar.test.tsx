/**
 * The calendar screen against the REAL local backend (profile lists, `shows_in_progress`): nothing
 * followed → the text saying how to fill it, and no calendar request; a followed show whose
 * calendar cannot be reached (no app server behind this test page) → "couldn't load" with Try
 * again, never the empty text. The entries themselves: e2e/calendar.spec.ts against the real server.
 */
import { screen } from '@testing-library/react';
import { paths, PATTERNS } from '@streamscout/routes';
import { resetSessionForTests } from '@streamscout/session/testing';
import { LOAD_FAILED_TEXT } from '@streamscout/ui';
import { addEntries, expectNoAxeViolations, renderWithProviders, signInFreshUser } from '@streamscout/testing';
import type { CalendarDay, CalendarEntry } from '@streamscout/tmdb';
import Calendar, { CALENDAR_EMPTY, FIRST_ENTRIES, firstEntriesOf } from './Calendar';

jest.setTimeout(60_000);
afterEach(() => resetSessionForTests());

const render = () => renderWithProviders(<Calendar />, { path: paths.calendar(), route: PATTERNS.calendar });

it('nothing followed: says how to fill it; the private URL can be turned on', async () => {
  await signInFreshUser('calempty');
  render();
  expect(await screen.findByText(CALENDAR_EMPTY)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Turn on private calendar URL' })).toBeInTheDocument();
  await expectNoAxeViolations();
});

it('a followed show whose calendar cannot be loaded: the failure with Try again, not the empty text', async () => {
  const { profile } = await signInFreshUser('calfail');
  await addEntries(profile, 'queue', ['tv-1399']);
  render();
  expect(await screen.findByRole('status', { name: `Calendar: ${LOAD_FAILED_TEXT}` }, { timeout: 20_000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByText(CALENDAR_EMPTY)).toBeNull();
});

describe('firstEntriesOf (a long calendar renders its first entries first)', () => {
  const entry = (uid: string) => ({ uid }) as CalendarEntry;
  const days: CalendarDay[] = [
    { date: '2026-11-20', entries: [entry('a'), entry('b')] },
    { date: '2026-11-21', entries: [entry('c'), entry('d'), entry('e')] },
    { date: '2026-11-22', entries: [entry('f')] },
  ];
  const uids = (ds: CalendarDay[]) => ds.map((d) => `${d.date}:${d.entries.map((e) => e.uid).join('')}`);

  it('keeps the first entries in order, cutting the day where the limit falls and leaving later days out', () => {
    expect(uids(firstEntriesOf(days, 3))).toEqual(['2026-11-20:ab', '2026-11-21:c']);
    expect(uids(firstEntriesOf(days, 2))).toEqual(['2026-11-20:ab']);
    expect(firstEntriesOf(days, 0)).toEqual([]);
  });
  it('a calendar within the limit is rendered whole at once', () => {
    expect(firstEntriesOf(days, 6)).toEqual(days);
    expect(firstEntriesOf(days, FIRST_ENTRIES)).toEqual(days);
  });
});
