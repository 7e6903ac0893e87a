import { useCallback, useEffect, useRef, useState } from 'react';
import { areOptionsEqual, arePluginsEqual, canUseDOM } from 'embla-carousel-reactive-utils';

/** @typedef {typeof import('embla-carousel').default} EmblaCarouselFactory */

/** embla's engine once its module has been loaded (null before). */
let loadedEmbla = /** @type {EmblaCarouselFactory | null} */ (null);
/** The load under way or done (null before the first, or after a failed one: the next carousel to start tries again). */
let emblaLoad = /** @type {Promise<EmblaCarouselFactory> | null} */ (null);

/**
 * embla's engine, loaded on first need: `embla-carousel` is its own chunk, fetched when the first
 * carousel of the page starts, not with the page's first scripts.
 * @returns {Promise<EmblaCarouselFactory>} the engine factory; rejects when the chunk cannot be loaded
 */
export function loadEmblaCarousel() {
  if (loadedEmbla) return Promise.resolve(loadedEmbla);
  emblaLoad ??= import(/* webpackChunkName: "embla" */ 'embla-carousel').then(
    (m) => (loadedEmbla = m.default),
    (error) => {
      emblaLoad = null;
      throw error;
    },
  );
  return emblaLoad;
}

/**
 * `useEmblaCarousel` of embla-carousel-react 8, as @mantine/carousel's Carousel gets it in our
 * builds (swapped in by {@link ../embla-react.js}). Same signature and behaviour: `(options?,
 * plugins?) => [viewportRef, emblaApi | undefined]`; the engine is created on the viewport node in
 * a passive effect, re-initialised when `options` or `plugins` change (by value), destroyed on
 * unmount or when the node goes.
 *
 * The one difference: embla's own hook hands React a state setter as the viewport's ref, so the
 * node's arrival is a state update inside the commit — at the commit's sync priority. Every
 * carousel that mounts (each one of a hydrating page at once) then renders a second time,
 * synchronously, inside that commit: on a phone a ~60–120 ms part of the hydration's last task,
 * before the engine exists anyway. Here the ref keeps the node in a ref, and the effect that
 * creates the engine reads it; a state update (a render) happens only when the node changes after
 * the first commit, e.g. a viewport element React replaced.
 *
 * Two consequences are handled: new options or plugins re-initialise the live engine (kept in a
 * ref), not the one last handed out as state, so options that change before the engine has been
 * handed out (a carousel started by a press right after hydration) still reach it; and the engine
 * is handed out from a microtask, at the priority of what runs then (normal), not at the priority
 * of the commit whose effects created it — after an idle-priority hydration that would be idle,
 * later than embla's own hook hands it out.
 *
 * And one addition: with `active: false` in the options there is no engine yet (the hook returns
 * `undefined`), and the engine is created when the options turn `active` (embla's own hook creates
 * an inactive engine at once, which still measures the container and every slide: on a page of
 * carousels, ~20–35 ms of the hydration's effects at 4× CPU for carousels nobody has used yet).
 * Turning `active` off again destroys the engine. Options without `active`, or `active: true`,
 * behave as in embla's hook.
 *
 * And embla itself is loaded when the first engine is wanted ({@link loadEmblaCarousel}), not with
 * the page: the engine of the page's first carousel to start arrives a chunk's load later (then at
 * once for the others); a chunk that fails to load leaves the carousel without an engine (its
 * slides where the HTML put them) until it starts again.
 * @param {import('embla-carousel').EmblaOptionsType} [options]
 * @param {import('embla-carousel').EmblaPluginType[]} [plugins]
 * @returns {[(node: HTMLElement | null) => void, import('embla-carousel').EmblaCarouselType | undefined]}
 */
function useEmblaCarousel(options = {}, plugins = []) {
  const storedOptions = useRef(options);
  const storedPlugins = useRef(plugins);
  const [emblaApi, setEmblaApi] = useState();
  /** The viewport node React attached last (undefined: none). */
  const viewport = useRef(undefined);
  /** Whether the first commit's effects have run: a node after that re-creates the engine. */
  const mounted = useRef(false);
  /** Bumped when the node changes after mount: the engine effect's dependency. */
  const [nodeVersion, setNodeVersion] = useState(0);
  const viewportRef = useCallback((/** @type {HTMLElement | null} */ node) => {
    const next = node ?? undefined;
    if (viewport.current === next) return;
    viewport.current = next;
    if (mounted.current) setNodeVersion((v) => v + 1);
  }, []);
  /** The live engine (undefined: none), which new options and plugins re-initialise. */
  const engine = useRef(undefined);
  useEffect(() => {
    if (areOptionsEqual(storedOptions.current, options)) return;
    storedOptions.current = options;
    engine.current?.reInit(storedOptions.current, storedPlugins.current);
  }, [options]);
  useEffect(() => {
    if (arePluginsEqual(storedPlugins.current, plugins)) return;
    storedPlugins.current = plugins;
    engine.current?.reInit(storedOptions.current, storedPlugins.current);
  }, [plugins]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // embla's default is active: only an explicit `false` holds the engine back
  const active = options.active !== false;
  useEffect(() => {
    const node = viewport.current;
    if (!(canUseDOM() && node && active)) {
      setEmblaApi(undefined);
      return undefined;
    }
    let gone = false;
    /** @type {import('embla-carousel').EmblaCarouselType | undefined} */
    let api;
    const start = (/** @type {EmblaCarouselFactory} */ EmblaCarousel) => {
      if (gone) return;
      EmblaCarousel.globalOptions = useEmblaCarousel.globalOptions;
      const created = EmblaCarousel(node, storedOptions.current, storedPlugins.current);
      api = created;
      engine.current = created;
      queueMicrotask(() => {
        if (engine.current === created) setEmblaApi(created);
      });
    };
    // already loaded: the engine is built in this effect, as in embla's own hook. Else once the
    // chunk is there, each carousel waiting for it in a task of its own: built in the promise's
    // callbacks, every waiting carousel of the page would be built in one task, each engine's
    // measuring forcing a layout after the previous one's transforms
    if (loadedEmbla) start(loadedEmbla);
    else
      loadEmblaCarousel().then(
        (EmblaCarousel) => setTimeout(() => start(EmblaCarousel), 0),
        () => {},
      );
    return () => {
      gone = true;
      if (!api) return;
      if (engine.current === api) engine.current = undefined;
      api.destroy();
    };
  }, [nodeVersion, active]);
  return [viewportRef, emblaApi];
}
/** embla-carousel-react's global options, given to every engine created (as in its own hook). */
useEmblaCarousel.globalOptions = undefined;

export default useEmblaCarousel;
