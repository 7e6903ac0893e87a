/**
 * A search typed into the server's HTML before React runs (architecture §9 "A tap before hydration is kept"):
 * hydration keeps what is in the box, and the first render after it — any render of the header —
 * must not put back the empty value the server rendered; Enter then searches for the typed words.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from '@streamscout/routes/router';
import { UiProvider } from '../../providers/UiProvider';
import { SearchBox, SEARCH_PLACEHOLDER } from './SearchBox';

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname + loc.search}</output>;
}

/** `size` only makes the parent render SearchBox again with new props, as a header re-render does. */
function tree(size: 'md' | 'lg' = 'md') {
  return (
    <MemoryRouter initialEntries={['/']}>
      <UiProvider env="test">
        <SearchBox size={size} />
        <Where />
      </UiProvider>
    </MemoryRouter>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

it('keeps words typed before hydration through later renders, and Enter searches for them', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.appendChild(container);
  const box = container.querySelector<HTMLInputElement>(`input[aria-label="${SEARCH_PLACEHOLDER}"]`);
  if (!box) throw new Error('no search box in the server HTML');
  box.value = 'fight club'; // typed on the server's HTML: no React yet

  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, tree(), { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  // the same element, the words still in it, and still there after the parent renders again
  expect(container.querySelector('input')).toBe(box);
  await act(async () => root?.render(tree('lg')));
  expect(box.value).toBe('fight club');

  await act(async () => {
    box.form?.requestSubmit();
  });
  expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/search?q=fight+club');
});
