/**
 * `/discover/:genre` against the local catalog: title and shows, grid/list view remembered under
 * its own key, 12/10 skeletons, disabled sort and filter, page-not-found for an unknown row.
 */
import { screen, within } from '@testing-library/react';
import { discoverRowTitle } from '@streamscout/tmdb';
import { EMPTY_CAROUSEL_MESSAGE, LOAD_FAILED_TEXT, mediaBelow } from '@streamscout/ui';
import {
  EMPTY_TMDB_LIST,
  TMDB_FAULTS,
  expectNoAxeViolations,
  renderWithProviders,
  setMediaQueries,
  setupLocalTmdb,
  setupTmdbFaults,
} from '@streamscout/testing';
import DiscoverRow, { DISCOVER_VIEW_STORAGE_KEY } from './DiscoverRow';
import { recordTmdbRequests } from '../test/tmdbRequests';

jest.setTimeout(30_000);
setupLocalTmdb();
const requests = recordTmdbRequests();

const SEARCH_VIEW_KEY = 'streamscout:search-view';
let restoreMedia = () => {};

/** Makes the query for "below 768 px" match (a phone) or not. */
function setNarrow(narrow: boolean) {
  restoreMedia();
  restoreMedia = setMediaQueries((query) => narrow && query === mediaBelow('tablet'));
}

function renderRow(row: string) {
  return renderWithProviders(<DiscoverRow />, { path: `/discover/${row}`, route: '/discover/:genre', profile: null });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  restoreMedia();
  restoreMedia = () => {};
});

describe('DiscoverRow', () => {
  it.each(['trending', 'best', 'new', 'action', 'comedy', 'horror', 'netflix', 'hulu', 'prime'])(
    '/discover/%s: the row title and its shows linking to their details',
    async (row) => {
      renderRow(row);
      expect(screen.getByRole('heading', { level: 1, name: discoverRowTitle(row) })).toBeInTheDocument();
      const results = await screen.findByTestId('discover-results');
      const links = within(results).getAllByRole('link');
      expect(links.length).toBeGreaterThan(5);
      expect(links[0].getAttribute('href')).toMatch(/^\/details\/(movie|tv)\/\d+$/);
    },
  );

  it('shows the alphabetical sort and the type filter, disabled', async () => {
    renderRow('comedy');
    await screen.findByTestId('discover-results');
    for (const name of ['Default', 'A–Z', 'Z–A', 'All', 'TV', 'Movies']) expect(screen.getByRole('radio', { name })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('loading: 12 card skeletons in grid view', async () => {
    renderRow('best');
    expect(within(screen.getByTestId('skeleton-grid')).getAllByTestId('card-skeleton')).toHaveLength(12);
    await screen.findByTestId('discover-results');
  });

  it('loading: 10 list skeletons in list view; 12 card skeletons on a narrow screen even in list view', async () => {
    localStorage.setItem(DISCOVER_VIEW_STORAGE_KEY, JSON.stringify('list'));
    const { unmount } = renderRow('best');
    expect(within(screen.getByTestId('skeleton-grid')).getAllByTestId('list-skeleton')).toHaveLength(10);
    await screen.findByTestId('discover-results');
    unmount();
    setNarrow(true);
    renderRow('new');
    expect(within(screen.getByTestId('skeleton-grid')).getAllByTestId('card-skeleton')).toHaveLength(12);
    // the switch is hidden below 768 px by CSS (visibleFrom the theme's 768 px `tablet`), so the server's HTML is right at every width
    expect(screen.getByRole('radio', { name: 'List view' }).closest('.mantine-visible-from-tablet')).not.toBeNull();
    expect((await screen.findByTestId('discover-results')).dataset.view).toBe('grid');
  });

  it('remembers the view under its own key, apart from search’s', async () => {
    localStorage.setItem(SEARCH_VIEW_KEY, JSON.stringify('grid'));
    const first = renderRow('netflix');
    expect(await screen.findByTestId('discover-results')).toHaveAttribute('data-view', 'grid');
    await first.user.click(screen.getByRole('radio', { name: 'List view' }));
    expect(screen.getByTestId('discover-results')).toHaveAttribute('data-view', 'list');
    expect(JSON.parse(localStorage.getItem(DISCOVER_VIEW_STORAGE_KEY)!)).toBe('list');
    expect(JSON.parse(localStorage.getItem(SEARCH_VIEW_KEY)!)).toBe('grid');
    // and in a cookie of its own, which the server renders with
    expect(document.cookie).toContain('streamscout-discover-view=list');
    expect(document.cookie).not.toContain('streamscout-search-view');
    expect(DISCOVER_VIEW_STORAGE_KEY).not.toBe(SEARCH_VIEW_KEY);
    first.unmount();
    // a later visit (another row) opens in list view: ShowListCards with their overview
    renderRow('hulu');
    const results = await screen.findByTestId('discover-results');
    expect(results).toHaveAttribute('data-view', 'list');
    expect(screen.getByRole('radio', { name: 'List view' })).toBeChecked();
    expect(within(results).getAllByTestId('show-list-card').length).toBeGreaterThan(5);
  });

  it('an unknown row shows the page-not-found screen and fetches nothing', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { queryClient } = renderRow('documentaries');
      expect(screen.getByTestId('not-found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
      expect(spy).toHaveBeenCalledWith('Not Found');
      await expectNoAxeViolations();
      expect(queryClient.isFetching()).toBe(0);
      expect(requests).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('a row the catalog cannot serve shows the empty text', async () => {
    const { tmdbTestUrl } = await import('@streamscout/testing');
    const { configureTmdb } = await import('@streamscout/tmdb');
    configureTmdb({ baseUrl: `${tmdbTestUrl()}/3/no-such-prefix` }); // every request answers 404
    try {
      renderRow('horror');
      expect(await screen.findByText('Sorry, no shows to display at this time.')).toBeInTheDocument();
    } finally {
      configureTmdb({ baseUrl: `${tmdbTestUrl()}/3` });
    }
  });
});

describe('DiscoverRow when TMDB fails or has nothing', () => {
  const tmdb = setupTmdbFaults();

  it.each(Object.entries(TMDB_FAULTS))(
    '%s: "We couldn\'t load this right now." in the results\' place; Try again brings the shows',
    async (_label, mode) => {
      tmdb.fail(mode);
      const { user } = renderRow('comedy');
      const failed = await screen.findByRole('status', { name: `Comedy: ${LOAD_FAILED_TEXT}` });
      expect(screen.queryByText(EMPTY_CAROUSEL_MESSAGE)).toBeNull();
      await expectNoAxeViolations();
      tmdb.heal();
      await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      const results = await screen.findByTestId('discover-results');
      expect(within(results).getAllByRole('link').length).toBeGreaterThan(5);
    },
  );

  it("empty answers: 'Sorry, no shows to display at this time.', no failure message", async () => {
    tmdb.fail(EMPTY_TMDB_LIST);
    renderRow('horror');
    expect(await screen.findByText(EMPTY_CAROUSEL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED_TEXT)).toBeNull();
  });
});
