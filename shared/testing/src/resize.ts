/**
 * Test seam for jsdom, which has no layout and no ResizeObserver: observers whose targets a test
 * resizes explicitly, as a window resize or a narrower column would.
 */

class ControlledResizeObserver {
  static all = new Set<ControlledResizeObserver>();
  readonly targets = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    ControlledResizeObserver.all.add(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
    ControlledResizeObserver.all.delete(this);
  }
  fire(el: Element, width: number) {
    const entry = { target: el, contentRect: { width } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

/**
 * Installs controlled ResizeObservers for the tests of the calling file.
 * @returns `resize(el, width)`: every observer watching `el` reports its content box `width` px
 *   wide; and `observers()`: how many observers are connected right now
 */
export function controlResizes() {
  let original: typeof ResizeObserver | undefined;
  beforeEach(() => {
    original = window.ResizeObserver;
    window.ResizeObserver = ControlledResizeObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    if (original) window.ResizeObserver = original;
    else delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    ControlledResizeObserver.all.clear();
  });
  return {
    resize(el: Element, width: number) {
      for (const o of [...ControlledResizeObserver.all]) if (o.targets.has(el)) o.fire(el, width);
    },
    observers(): number {
      return ControlledResizeObserver.all.size;
    },
  };
}
