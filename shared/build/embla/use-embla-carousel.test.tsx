import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import emblasOwnHook from 'embla-carousel-react';
// @ts-expect-error an untyped ES module of the build (typed by its JSDoc)
import ourHook, { loadEmblaCarousel } from './use-embla-carousel.mjs';

type Hook = typeof emblasOwnHook;
const useOurs = ourHook as Hook;

/**
 * A carousel as @mantine/carousel builds one: the hook's ref on the viewport, slides inside. Logs,
 * per render, whether the engine existed then; `onApi` gets each engine.
 */
function Carousel({
  useHook,
  log,
  options,
  viewportKey = 'a',
  onApi = () => {},
}: {
  useHook: Hook;
  log: (EmblaCarouselType | undefined)[];
  options?: EmblaOptionsType;
  viewportKey?: string;
  onApi?: (api: EmblaCarouselType) => void;
}) {
  const [ref, api] = useHook(options);
  log.push(api);
  if (api) onApi(api);
  return (
    <div key={viewportKey} ref={ref} data-testid={`viewport-${viewportKey}`}>
      <div>
        <div>1</div>
        <div>2</div>
      </div>
    </div>
  );
}

/** Renders, then lets the microtask that hands out the engine run (inside act). */
async function mount(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result!;
}

/** Re-renders with `ui`, then lets a microtask run (inside act). */
async function update(result: RenderResult, ui: ReactElement): Promise<void> {
  await act(async () => {
    result.rerender(ui);
  });
}

describe('useEmblaCarousel, as our builds give it to @mantine/carousel', () => {
  // embla's chunk loaded (as once a page's first carousel has started): engines are built in the
  // effect, as embla's own hook builds them; the lazy load is the last test's
  beforeAll(async () => {
    await loadEmblaCarousel();
  });

  it('mounts a carousel with one render before its engine, not two (no re-render inside the commit)', async () => {
    const ours: (EmblaCarouselType | undefined)[] = [];
    await mount(<Carousel useHook={useOurs} log={ours} />);
    // the first render, then the one that hands out the engine
    expect(ours.map(Boolean)).toEqual([false, true]);

    // embla's own hook sets the node as state from the ref: one more render before the engine
    const theirs: (EmblaCarouselType | undefined)[] = [];
    await mount(<Carousel useHook={emblasOwnHook} log={theirs} />);
    expect(theirs.map(Boolean)).toEqual([false, false, true]);
  });

  it('builds the engine on the viewport node, with the options given', async () => {
    const log: (EmblaCarouselType | undefined)[] = [];
    const { getByTestId } = await mount(<Carousel useHook={useOurs} log={log} options={{ loop: true, slidesToScroll: 2 }} />);
    const api = log.at(-1)!;
    expect(api.rootNode()).toBe(getByTestId('viewport-a'));
    expect(api.internalEngine().options).toMatchObject({ active: true, loop: true, slidesToScroll: 2 });
  });

  it('builds no engine while the options say `active: false`, one when they turn active, and destroys it when they turn inactive', async () => {
    const log: (EmblaCarouselType | undefined)[] = [];
    const result = await mount(<Carousel useHook={useOurs} log={log} options={{ active: false, loop: true }} />);
    // embla's own hook builds an inactive engine at once (it measures the container and slides)
    expect(log.some(Boolean)).toBe(false);
    const theirs: (EmblaCarouselType | undefined)[] = [];
    await mount(<Carousel useHook={emblasOwnHook} log={theirs} options={{ active: false }} />);
    expect(theirs.at(-1)).toBeDefined();

    await update(result, <Carousel useHook={useOurs} log={log} options={{ active: true, loop: true }} />);
    const api = log.at(-1)!;
    expect(api.rootNode()).toBe(result.container.querySelector('[data-testid="viewport-a"]'));
    expect(api.internalEngine().options).toMatchObject({ active: true, loop: true });
    let destroyed = 0;
    api.on('destroy', () => {
      destroyed += 1;
    });
    await update(result, <Carousel useHook={useOurs} log={log} options={{ active: false, loop: true }} />);
    expect(destroyed).toBe(1);
    expect(log.at(-1)).toBeUndefined();
  });

  it('re-initialises the engine when the options change by value, not when they are only a new object', async () => {
    const log: (EmblaCarouselType | undefined)[] = [];
    const result = await mount(<Carousel useHook={useOurs} log={log} options={{ loop: false }} />);
    const api = log.at(-1)!;
    let reInits = 0;
    api.on('reInit', () => {
      reInits += 1;
    });
    await update(result, <Carousel useHook={useOurs} log={log} options={{ loop: false }} />);
    expect(reInits).toBe(0);
    await update(result, <Carousel useHook={useOurs} log={log} options={{ loop: true }} />);
    expect(reInits).toBe(1);
    expect(api.internalEngine().options.loop).toBe(true);
  });

  it('gives the engine options that change before it has been handed out (a carousel started at once)', async () => {
    const log: (EmblaCarouselType | undefined)[] = [];
    // two renders in one synchronous stretch: no microtask runs between them
    const result = render(<Carousel useHook={useOurs} log={log} options={{ loop: false }} />);
    // the engine exists (its effect ran) but is not handed out yet: that waits for a microtask
    expect(log.some(Boolean)).toBe(false);
    result.rerender(<Carousel useHook={useOurs} log={log} options={{ loop: true }} />);
    await act(async () => {});
    expect(log.at(-1)!.internalEngine().options.loop).toBe(true);
  });

  it('moves to a new viewport node React puts in place of the first, and destroys the old engine', async () => {
    const log: (EmblaCarouselType | undefined)[] = [];
    const apis = new Set<EmblaCarouselType>();
    const onApi = (a: EmblaCarouselType) => apis.add(a);
    const result = await mount(<Carousel useHook={useOurs} log={log} onApi={onApi} />);
    const first = log.at(-1)!;
    let destroyed = 0;
    first.on('destroy', () => {
      destroyed += 1;
    });
    await update(result, <Carousel useHook={useOurs} log={log} onApi={onApi} viewportKey="b" />);
    const second = log.at(-1)!;
    expect(second).not.toBe(first);
    expect(second.rootNode()).toBe(result.getByTestId('viewport-b'));
    expect(destroyed).toBe(1);
    expect(apis.size).toBe(2);
  });

  it('destroys the engine when the carousel unmounts', async () => {
    const log: (EmblaCarouselType | undefined)[] = [];
    const { unmount } = await mount(<Carousel useHook={useOurs} log={log} />);
    let destroyed = 0;
    log.at(-1)!.on('destroy', () => {
      destroyed += 1;
    });
    act(() => unmount());
    expect(destroyed).toBe(1);
  });
});
