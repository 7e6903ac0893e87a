/**
 * The lazy side of our embla hook, in a module registry of its own (jest gives each test file one),
 * where embla's chunk has not been loaded yet: a page's carousels get no engine until it has.
 */
import { act, render, waitFor } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
// @ts-expect-error an untyped ES module of the build (typed by its JSDoc)
import useOurs from './use-embla-carousel.mjs';

type Engine = EmblaCarouselType | undefined;

/** A viewport with two slides on the hook's ref; logs, per render, the engine it had. */
function Carousel({ log }: { log: Engine[] }) {
  const [ref, api] = (useOurs as (o?: object) => [(node: HTMLElement | null) => void, Engine])();
  log.push(api);
  return (
    <div ref={ref}>
      <div>
        <div>1</div>
        <div>2</div>
      </div>
    </div>
  );
}

it('loads embla when the first engine is wanted: none in the mount, then one per carousel once the chunk is there', async () => {
  const first: Engine[] = [];
  const second: Engine[] = [];
  await act(async () => {
    render(
      <>
        <Carousel log={first} />
        <Carousel log={second} />
      </>,
    );
  });
  // embla is not loaded yet: the commit's effects built no engine
  expect([...first, ...second].every((api) => api === undefined)).toBe(true);
  await waitFor(() => expect(first.at(-1)).toBeDefined());
  await waitFor(() => expect(second.at(-1)).toBeDefined());
  expect(first.at(-1)).not.toBe(second.at(-1));
});
