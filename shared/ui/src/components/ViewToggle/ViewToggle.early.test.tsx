/**
 * A grid/list switch pressed on the server's HTML, before hydration (architecture §9 "A tap
 * before hydration is kept"): the template's inline script (`early-input.js`) stores the choice as
 * `useRememberedView` does, and the hydrated page shows it.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { EARLY_INPUT_SCRIPT } from '../../../early-input.js';
import { RenderedViewsContext, useRememberedView, type RenderedViews } from '../../hooks/useRememberedView';
import { ViewToggle } from './ViewToggle';

const KEY = 'streamscout:test-view';

function Page() {
  const [view, setView] = useRememberedView(KEY);
  return (
    <MantineProvider>
      <ViewToggle value={view} onChange={setView} storageKey={KEY} />
      <output>{view}</output>
    </MantineProvider>
  );
}

/** The page as the server renders it for the view cookies in `views` (none: the grid). */
const pageFor = (views: RenderedViews) => (
  <RenderedViewsContext.Provider value={views}>
    <Page />
  </RenderedViewsContext.Provider>
);
const tree = pageFor({});

function serverHtml(views: RenderedViews = {}): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(pageFor(views));
  document.body.append(container);
  return container;
}

const radio = (container: HTMLElement, value: string) =>
  container.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;

beforeAll(() => {
  // what the template's <head> runs before any of the page's content arrives
  new Function(EARLY_INPUT_SCRIPT)();
});

afterEach(() => {
  localStorage.clear();
  document.cookie = 'streamscout-test-view=; Path=/; Max-Age=0';
  document.body.innerHTML = '';
});

it('stores a press on the server HTML, and the hydrated page shows the pressed view', async () => {
  const container = serverHtml();
  expect(container.querySelector('output')).toHaveTextContent('grid');
  radio(container, 'list').click();
  expect(localStorage.getItem(KEY)).toBe('"list"');
  expect(document.cookie).toContain('streamscout-test-view=list');

  await act(async () => {
    hydrateRoot(container, tree);
  });
  expect(container.querySelector('output')).toHaveTextContent('list');
  expect(radio(container, 'list')).toBeChecked();
});

it('pressing the grid before hydration removes the cookie (the grid is the default)', () => {
  document.cookie = 'streamscout-test-view=list; Path=/';
  const container = serverHtml({ 'streamscout-test-view': 'list' });
  radio(container, 'grid').click();
  expect(localStorage.getItem(KEY)).toBe('"grid"');
  expect(document.cookie).not.toContain('streamscout-test-view');
});

it('leaves radios outside a remembered switch alone', () => {
  document.body.innerHTML = '<input type="radio" name="x" value="list">';
  document.querySelector<HTMLInputElement>('input')!.click();
  expect(localStorage.length).toBe(0);
  expect(document.cookie).not.toContain('view');
});
