/**
 * Start-up in steps (architecture §3). Evaluating the shell's code is one script task
 * per import graph: react-dom, the UI kit with Mantine, TanStack Query, react-router and the app's
 * own modules all ran in one ~120 ms task on a phone (~450 ms at Lighthouse's 4× CPU), the longest
 * task of a public page's load, and the browser could neither paint nor handle a tap during it.
 * Importing them one after another with a task boundary in between splits that work into several
 * shorter tasks; the total is the same, the longest much shorter.
 */

/** `scheduler.yield`, where the browser has it (Chromium 129+). */
type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a later task of the event loop, so the browser can paint and handle input first:
 * `scheduler.yield()` where there is one (the continuation keeps its place ahead of other queued
 * work), else a `MessageChannel` message (no `setTimeout` clamping to 4 ms), else `setTimeout`.
 * @returns a promise that settles in a new task; never rejects
 */
export function nextTask(): Promise<void> {
  const yielding = (globalThis as Yielding).scheduler;
  if (typeof yielding?.yield === 'function') return yielding.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `steps` one after another, each in a task of its own: step *n + 1* starts only after step
 * *n*'s promise settled and a task boundary passed ({@link nextTask}). A step is typically a dynamic
 * `import()` whose module graph webpack evaluates when it resolves; later imports of the same
 * modules then find them evaluated. A step that rejects (a chunk that failed to load) is not
 * retried here: the next steps still run, and the import that needs the module reports the failure.
 * @param steps functions starting one step each (their results are ignored)
 * @returns resolves after the last step's task boundary; never rejects
 */
export async function runInSteps(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    try {
      await step();
    } catch {
      // the module's own importer fails the same way and handles it (the shell's error boundary)
    }
    await nextTask();
  }
}
