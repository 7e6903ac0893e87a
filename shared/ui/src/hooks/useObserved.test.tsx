/**
 * The observers keep only what their component renders: a report that leaves it as it was renders
 * nothing (jsdom has no layout: the test moves intersections and gives widths).
 */
import { act, render, screen } from '@testing-library/react';
import { controlIntersections, controlResizes } from '@streamscout/testing';
import { useInView, useWidthDerived } from './useObserved';

const io = controlIntersections();
const ro = controlResizes();

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
    // and again, right after a change (when React's own check of an equal state does not bail out)
    const after = renders;
    act(() => io.scrollOutOfView(box));
    expect(renders).toBe(after);
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
    act(() => ro.resize(box, 390)); // still 1
    expect(renders).toBe(before);
    act(() => ro.resize(box, 640));
    expect(box).toHaveTextContent('fits 3');
    const after = renders;
    act(() => ro.resize(box, 700)); // still 3
    expect(renders).toBe(after);
  });

  it('stops observing when unmounted', () => {
    const { unmount } = render(<Fitted />);
    expect(ro.observers()).toBe(1);
    unmount();
    expect(ro.observers()).toBe(0);
  });
});
