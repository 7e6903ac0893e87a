/**
 * A server-rendered carousel hydrated on a phone: the server renders for its 1280 px fallback
 * width, the phone is 412 px wide. After hydration the carousel keeps its cards — the very DOM
 * nodes of the server's HTML — and pages by the phone's count; before, the switch to the real
 * width changed the Carousel's key, so every card of every carousel was created again in one task.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from '@streamscout/routes/router';
import { makeShow } from '@streamscout/testing';
import { UiProvider } from '../../providers/UiProvider';
import { ShowCarousel } from './ShowCarousel';
import { FIRST_CARDS } from './useCarouselStart';

const SHOWS = Array.from({ length: 8 }, (_, i) => makeShow({ id: 100 + i, title: `Show ${i}`, poster_path: `/p${i}.jpg` }));

function tree() {
  return (
    <MemoryRouter>
      <UiProvider env="test">
        <ShowCarousel shows={SHOWS} autoplay={false} />
      </UiProvider>
    </MemoryRouter>
  );
}

function setWidth(w: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: w });
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  jest.useRealTimers();
  document.body.innerHTML = '';
  setWidth(1024);
});

it('hydrates on a 412 px phone without re-creating the server’s cards, and takes the phone’s count', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.appendChild(container);
  const serverCards = [...container.querySelectorAll('[data-testid="show-carousel"] a')];
  // the first five slides are cards; the others arrive when the carousel is first used
  expect(serverCards.length).toBe(FIRST_CARDS);
  // what the server rendered for: its fallback width (1280 px → 3 at once)
  expect(container.querySelector('[data-testid="show-carousel"]')?.getAttribute('data-visible-count')).toBe('3');

  setWidth(412);
  // the page's timers on a fake clock: what runs within 50 ms of hydrating (not yet the cards drawn in idle time)
  jest.useFakeTimers();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, tree(), { onRecoverableError: (e) => errors.push(e) });
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });

  expect(errors).toEqual([]);
  // the phone's count once hydrated…
  expect(container.querySelector('[data-testid="show-carousel"]')?.getAttribute('data-visible-count')).toBe('1');
  // …with the server's card elements still in the page (not replaced by new ones)
  const cards = [...container.querySelectorAll('[data-testid="show-carousel"] a')];
  expect(cards.length).toBe(serverCards.length);
  cards.forEach((card, i) => expect(card).toBe(serverCards[i]));
});
