/**
 * The observers keep only what their component renders: a report that leaves it as it was renders
 * nothing (jsdom has no layout: intersections are moved by the test, and a stand-in
 * ResizeObserver reports the widths a test gives it).
 */
import { act, render, screen } from '@testing-library/react';
import { controlIntersections } from '@streamscout/testing';
import { useInView, useWidthDerived } from './useObserved';

const io = controlIntersections();

/** ResizeObservers whose reports the test sends: `resize(el, width)`. */
class TestResizeObserver {
  static all = new Set<TestResizeObserver>();
  readonly targets = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    TestResizeObserver.all.add(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
    TestResizeObserver.all.delete(this);
  }
  static resize(el: Element, width: number) {
    for (const o of [...TestResizeObserver.all]) {
      if (!o.targets.has(el)) continue;
      const entry = { target: el, contentRect: { width } } as unknown as ResizeObserverEntry;
      o.callback([entry], o as unknown as ResizeObserver);
    }
  }
}
beforeAll(() => {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = TestResizeObserver;
});
afterAll(() => {
  delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
});

let renders = 0;

function InView({ once = false }: { once?: boolean }) {
  renders += 1;
  const { ref, inView } = useInView<HTMLDivElement>({ rootMargin: '300px', once });
  return (
    <div ref={ref} data-testid="box">
      {inView ? 'in view' : 'away'}
    </div>
  );
}

/** Posters that fit: one per 200 px, at least 1 (a stand-in for the carousel's fitting). */
const perPoster = (width: number) => Math.max(1, Math.floor(width / 200));

function Fitted() {
  renders += 1;
  const { ref, value } = useWidthDerived<number, HTMLDivElement>(perPoster);
  return (
    <div ref={ref} data-testid="box">
      fits {value}
    </div>
  );
}

beforeEach(() => {
  renders = 0;
});

describe('useInView', () => {
  it('is false until the element comes near; a report that it is still away renders nothing', () => {
    render(<InView />);
    const box = screen.getByTestId('box');
    expect(box).toHaveTextContent('away');
    const before = renders;
    act(() => io.scrollOutOfView(box));
    expect(renders).toBe(before);
    act(() => io.scrollIntoView(box));
    expect(box).toHaveTextContent('in view');
    act(() => io.scrollOutOfView(box));
    expect(box).toHaveTextContent('away');
  });

  it('with once, stays true and stops observing after the first time in view', () => {
    render(<InView once />);
    const box = screen.getByTestId('box');
    expect(io.observed()).toContain(box);
    act(() => io.scrollIntoView(box));
    expect(box).toHaveTextContent('in view');
    expect(io.observed()).not.toContain(box);
  });
});

describe('useWidthDerived', () => {
  it('starts from derive(0); a resize that derives the same value renders nothing, one that changes it renders it', () => {
    render(<Fitted />);
    const box = screen.getByTestId('box');
    expect(box).toHaveTextContent('fits 1');
    const before = renders;
    act(() => TestResizeObserver.resize(box, 390)); // still 1
    expect(renders).toBe(before);
    act(() => TestResizeObserver.resize(box, 640));
    expect(box).toHaveTextContent('fits 3');
    const after = renders;
    act(() => TestResizeObserver.resize(box, 700)); // still 3
    expect(renders).toBe(after);
  });

  it('stops observing when unmounted', () => {
    const { unmount } = render(<Fitted />);
    expect(TestResizeObserver.all.size).toBe(1);
    unmount();
    expect(TestResizeObserver.all.size).toBe(0);
  });
});
