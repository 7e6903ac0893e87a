/**
 * The header's search icon below 768 px, tapped on the server's HTML before React runs (architecture §9
 * "A tap before hydration is kept"): the template's early-input script opens the search row and focuses
 * its box, and the hydrated header keeps it open and closes it on the next tap.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@streamscout/host/providers';
import { EARLY_INPUT_SCRIPT, markHydrating } from '@streamscout/ui/early-input';
import { Header } from './Header';

const tree = (client: QueryClient) => (
  <AppProviders initialLocation={{ pathname: '/' }} queryClient={client} uiEnv="test" startSession={false}>
    <Header />
  </AppProviders>
);

let root: Root | null = null;
beforeAll(() => {
  // what the template's <head> runs before any of the page's content arrives
  new Function(EARLY_INPUT_SCRIPT)();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).__streamscoutHydrating;
});

/** The server's HTML of the header, in the document. */
function serverHeader(client: QueryClient) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(client));
  document.body.append(container);
  const icon = container.querySelector<HTMLButtonElement>('button[aria-label="Toggle search"]');
  const row = container.querySelector<HTMLElement>('#header-search-row');
  if (!icon || !row) throw new Error('no search icon or search row in the server HTML');
  return { container, icon, row };
}

it('a tap before hydration opens the search row with its box focused, and the hydrated header keeps it open', async () => {
  const client = new QueryClient();
  const { container, icon, row } = serverHeader(client);
  expect(row.hidden).toBe(true);
  expect(icon.getAttribute('aria-expanded')).toBe('false');

  icon.click(); // no React yet
  expect(row.hidden).toBe(false);
  expect(icon.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(row.querySelector('input'));

  const errors: unknown[] = [];
  markHydrating();
  await act(async () => {
    root = hydrateRoot(container, tree(client), { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  expect(row.hidden).toBe(false);
  // React took the open row over: the next tap closes it (and the one after opens it again)
  await act(async () => icon.click());
  expect(row.hidden).toBe(true);
  expect(icon.getAttribute('aria-expanded')).toBe('false');
  await act(async () => icon.click());
  expect(row.hidden).toBe(false);
  expect(document.activeElement).toBe(row.querySelector('input'));
});

it('without a tap before hydration, the row stays closed until the icon is tapped', async () => {
  const client = new QueryClient();
  const { container, icon, row } = serverHeader(client);
  markHydrating();
  await act(async () => {
    root = hydrateRoot(container, tree(client));
  });
  expect(row.hidden).toBe(true);
  await act(async () => icon.click());
  expect(row.hidden).toBe(false);
  expect(icon.getAttribute('aria-expanded')).toBe('true');
});
