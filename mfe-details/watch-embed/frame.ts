/**
 * Drawing in frames (spec §21, the ten-widget budget of architecture §7b): the widgets of a page
 * that have something new to show are drawn at the next animation frame, one after the other with
 * no layout read between the writes, a few milliseconds' worth per frame: what is left waits for
 * the next frame. So a page of many widgets never gets one long task (the browser styles and lays
 * out each frame's few widgets, and off-screen ones not at all: `content-visibility` in
 * `./styles.ts`), and nothing is drawn in a tab nobody is looking at.
 */

/** Runs a callback before the next frame is painted (`requestAnimationFrame`; a seam for tests). */
export type RequestFrame = (run: () => void) => unknown;

/** Main-thread time a frame's drawings may take before the rest waits for the next frame (ms). */
export const FRAME_BUDGET_MS = 4;

/**
 * A queue of drawings, flushed frame by frame.
 * @param requestFrame the page's `requestAnimationFrame` (tests pass one they call by hand)
 * @param now a clock in ms (`performance.now`; tests pass their own)
 * @returns `schedule(key, draw)`: `draw` runs in a coming frame, in the order scheduled, at least
 *   one per frame and more while the frame has spent less than {@link FRAME_BUDGET_MS}; a later
 *   drawing for the same key (a widget whose attributes changed meanwhile) replaces the earlier
 *   one, which never runs
 */
export function createFrameQueue(requestFrame: RequestFrame, now: () => number) {
  const queue = new Map<object, () => void>();
  const flush = () => {
    const start = now();
    for (const [key, draw] of queue) {
      queue.delete(key);
      draw();
      if (now() - start >= FRAME_BUDGET_MS) break;
    }
    if (queue.size) requestFrame(flush);
  };
  return {
    schedule(key: object, draw: () => void) {
      if (!queue.size) requestFrame(flush);
      queue.delete(key);
      queue.set(key, draw);
    },
  };
}
