/**
 * The widgets' frame queue (architecture §7b): however many widgets have something to draw, they
 * draw at the next frame, in order, each its latest drawing only — and no frame takes more than its
 * budget's worth: what is left is drawn in the next one.
 */
import { createFrameQueue, FRAME_BUDGET_MS } from './frame';

/** A hand-run stand-in for requestAnimationFrame: the frames asked for, run on `next()`. */
function frames() {
  const asked: (() => void)[] = [];
  return {
    request: (run: () => void) => asked.push(run),
    asked: () => asked.length,
    next: () => asked.shift()!(),
  };
}

test('ten quick drawings at once ask for one frame, and all draw in it, in order', () => {
  const f = frames();
  const q = createFrameQueue(f.request, () => 0);
  const drawn: number[] = [];
  Array.from({ length: 10 }, () => ({})).forEach((w, i) => q.schedule(w, () => drawn.push(i)));
  expect(f.asked()).toBe(1);
  expect(drawn).toEqual([]);
  f.next();
  expect(drawn).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(f.asked()).toBe(0);
});

test('a frame stops drawing once its budget is spent; the rest draws in the next frames', () => {
  const f = frames();
  let clock = 0;
  const q = createFrameQueue(f.request, () => clock);
  const drawn: number[] = [];
  // each drawing takes 1.5 ms: three fit under the budget of 4 ms (the third passes it, then the frame stops)
  Array.from({ length: 7 }, () => ({})).forEach((w, i) =>
    q.schedule(w, () => {
      clock += 1.5;
      drawn.push(i);
    }),
  );
  expect(FRAME_BUDGET_MS).toBe(4);
  f.next();
  expect(drawn).toEqual([0, 1, 2]);
  expect(f.asked()).toBe(1);
  f.next();
  expect(drawn).toEqual([0, 1, 2, 3, 4, 5]);
  f.next();
  expect(drawn).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(f.asked()).toBe(0);
});

test('a slow drawing still draws (one per frame at least)', () => {
  const f = frames();
  let clock = 0;
  const q = createFrameQueue(f.request, () => clock);
  const drawn: string[] = [];
  q.schedule({}, () => {
    clock += 30;
    drawn.push('slow');
  });
  q.schedule({}, () => drawn.push('next'));
  f.next();
  expect(drawn).toEqual(['slow']);
  f.next();
  expect(drawn).toEqual(['slow', 'next']);
});

test('a widget that changes again before its frame draws only its latest content', () => {
  const f = frames();
  const q = createFrameQueue(f.request, () => 0);
  const drawn: string[] = [];
  const a = {};
  const b = {};
  q.schedule(a, () => drawn.push('a: loading'));
  q.schedule(b, () => drawn.push('b: loading'));
  q.schedule(a, () => drawn.push('a: title'));
  f.next();
  expect(drawn).toEqual(['b: loading', 'a: title']);
});
