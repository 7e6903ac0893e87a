/**
 * useBrowserValue through `useWindowWidth`: the server's guess while hydrating (no mismatch), the
 * real value right after; the real value at once when the browser renders without hydrating.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useWindowWidth } from './useWindowWidth';
import { useMediaQuery } from './useMediaQuery';

let seen: number[] = [];
function Width() {
  const w = useWindowWidth(250, 1280);
  seen.push(w);
  return <p data-width={w}>{w} px</p>;
}

function setWidth(w: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: w });
}

let root: Root | null = null;
const width = window.innerWidth;
beforeEach(() => {
  seen = [];
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  setWidth(width);
});

it('renders the server’s fallback on the server', () => {
  expect(renderToString(<Width />)).toBe('<p data-width="1280">1280<!-- --> px</p>');
});

it('hydrates with the server’s fallback (no mismatch), then renders the real width', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Width />);
  document.body.appendChild(container);
  setWidth(412);
  seen = [];
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Width />, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  expect(seen[0]).toBe(1280);
  expect(seen.at(-1)).toBe(412);
  expect(container.querySelector('p')).toHaveAttribute('data-width', '412');
});

it('renders the real width at once when the browser renders without hydrating (no frame at the fallback)', async () => {
  setWidth(412);
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = createRoot(container);
    root.render(<Width />);
  });
  expect(new Set(seen)).toEqual(new Set([412]));
  expect(container.querySelector('p')).toHaveAttribute('data-width', '412');
});

it('follows a resize 250 ms after the last resize event', async () => {
  jest.useFakeTimers();
  try {
    setWidth(1400);
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      root = createRoot(container);
      root.render(<Width />);
    });
    setWidth(700);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(200);
    });
    expect(container.querySelector('p')).toHaveAttribute('data-width', '1400');
    await act(async () => {
      jest.advanceTimersByTime(60);
    });
    expect(container.querySelector('p')).toHaveAttribute('data-width', '700');
  } finally {
    jest.useRealTimers();
  }
});

it('useMediaQuery hydrates with its initial value, then answers for the real screen', async () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  try {
    const answers: boolean[] = [];
    function Narrow() {
      const narrow = useMediaQuery('(max-width: 767.9px)', false);
      answers.push(narrow);
      return <p>{narrow ? 'narrow' : 'wide'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<p>wide</p>';
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Narrow />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(answers[0]).toBe(false);
    expect(container.textContent).toBe('narrow');
  } finally {
    window.matchMedia = matchMedia;
  }
});
