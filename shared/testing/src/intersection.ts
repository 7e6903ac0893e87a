/**
 * Test seam for jsdom, which has no layout and so no real IntersectionObserver: observers whose
 * targets a test moves "into view" explicitly, as scrolling would.
 */

type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

class ControlledObserver {
  static all = new Set<ControlledObserver>();
  readonly targets = new Set<Element>();
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  constructor(
    private readonly callback: Callback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    ControlledObserver.all.add(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
    ControlledObserver.all.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  fire(el: Element, isIntersecting: boolean) {
    const entry = { target: el, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/**
 * Installs controlled observers for the tests of the calling file.
 * @returns `scrollIntoView(el)`: every observer watching `el` reports it intersecting;
 *   `scrollOutOfView(el)`: they report it no longer intersecting; and `observed()`: the elements
 *   watched right now
 */
export function controlIntersections() {
  let original: typeof IntersectionObserver;
  beforeEach(() => {
    original = window.IntersectionObserver;
    window.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
    ControlledObserver.all.clear();
  });
  return {
    scrollIntoView(el: Element) {
      for (const o of [...ControlledObserver.all]) if (o.targets.has(el)) o.fire(el, true);
    },
    /** Every observer watching `el` reports it no longer intersecting (scrolled away). */
    scrollOutOfView(el: Element) {
      for (const o of [...ControlledObserver.all]) if (o.targets.has(el)) o.fire(el, false);
    },
    observed(): Element[] {
      return [...ControlledObserver.all].flatMap((o) => [...o.targets]);
    },
  };
}
