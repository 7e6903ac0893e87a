/**
 * A server-rendered page hydrates with the region the server rendered for, then shows the
 * viewer's own region: real react-dom server rendering and hydration in jsdom, with the viewer's
 * region picked in this browser (as the region picker stores it) and not the server's guess.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { regionInSentence } from '@streamscout/region';
import { ServerRegionContext, setPickedRegion, useRegion } from '../src';
import { resetSessionForTests } from '../src/testing';

function Heading() {
  const region = useRegion();
  return <h2>Where to watch in {regionInSentence(region)}</h2>;
}

const page = (region: string | null) => (
  <ServerRegionContext.Provider value={region}>
    <Heading />
  </ServerRegionContext.Provider>
);

let root: Root | null = null;
beforeEach(() => resetSessionForTests());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  localStorage.clear();
  document.body.innerHTML = '';
});

test('the server renders the region it was given; hydrating with it is silent; the picked region follows after hydration', async () => {
  const html = renderToString(page('GB'));
  expect(html).toContain('Where to watch in <!-- -->the United Kingdom');
  setPickedRegion('DE');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page('GB'), { onRecoverableError: (e) => recoverable.push(e) });
  });
  expect(recoverable).toEqual([]);
  expect(container.textContent).toBe('Where to watch in Germany');
});

test('a page rendered in the browser (no server region) shows the picked region from its first render', async () => {
  setPickedRegion('DE');
  const container = document.createElement('div');
  document.body.append(container);
  const seen: string[] = [];
  function Probe() {
    seen.push(useRegion());
    return null;
  }
  await act(async () => {
    root = createRoot(container);
    root.render(
      <ServerRegionContext.Provider value={null}>
        <Probe />
      </ServerRegionContext.Provider>,
    );
  });
  expect(seen[0]).toBe('DE');
});
