/**
 * Start-up in steps (architecture §3 "The host starts in steps"): each step's module evaluation
 * gets a task of its own. Node's event loop stands in for the browser's: it has `MessageChannel`
 * and no `scheduler.yield`, so the channel path is the one tested, and the others by putting or
 * taking away those globals.
 */
import { nextTask, runInSteps } from './steps';

/** Lets every queued microtask (promise reaction) run, but no task. */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

describe('runInSteps', () => {
  it('starts a step only after the previous one settled and a task boundary passed', async () => {
    const log: string[] = [];
    const done = runInSteps([async () => log.push('react-dom'), async () => log.push('ui kit'), async () => log.push('router')]).then(() =>
      log.push('done'),
    );
    await drainMicrotasks();
    // the first step ran at once; the second waits for a new task, however many microtasks pass
    expect(log).toEqual(['react-dom']);
    await done;
    expect(log).toEqual(['react-dom', 'ui kit', 'router', 'done']);
  });

  it('waits for a step that is still loading (a chunk on the network) before the next', async () => {
    const log: string[] = [];
    let finishLoading: () => void = () => {};
    const done = runInSteps([
      () => new Promise<void>((resolve) => (finishLoading = resolve)).then(() => log.push('loaded')),
      async () => log.push('next'),
    ]);
    // however many tasks pass, nothing goes on while the first step is loading
    for (let i = 0; i < 5; i++) await nextTask();
    expect(log).toEqual([]);
    finishLoading();
    await done;
    expect(log).toEqual(['loaded', 'next']);
  });

  it('goes on after a step that fails, and never rejects (the importer reports the failure)', async () => {
    const log: string[] = [];
    await expect(
      runInSteps([() => Promise.reject(new Error('ChunkLoadError: Loading chunk 470 failed.')), async () => log.push('after the failure')]),
    ).resolves.toBeUndefined();
    expect(log).toEqual(['after the failure']);
  });
});

/** Checks that `promise` does not settle within the current task (however many microtasks run), but does in a later one. */
async function expectSettlesInALaterTask(promise: Promise<unknown>): Promise<void> {
  let settled = false;
  void promise.then(() => (settled = true));
  await drainMicrotasks();
  expect(settled).toBe(false);
  await promise;
  expect(settled).toBe(true);
}

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task, not in the current one', async () => {
    await expectSettlesInALaterTask(nextTask());
  });

  it('falls back to a timer where there is no MessageChannel', async () => {
    const channel = globalThis.MessageChannel;
    // @ts-expect-error -- a browser without MessageChannel
    delete globalThis.MessageChannel;
    jest.useFakeTimers();
    try {
      let settled = false;
      void nextTask().then(() => (settled = true));
      await drainMicrotasks();
      expect(settled).toBe(false);
      // a timer's task: it settles once that timer has run
      await jest.runOnlyPendingTimersAsync();
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
      globalThis.MessageChannel = channel;
    }
  });

  it("uses the browser's scheduler.yield() where it exists", async () => {
    const yieldToMain = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToMain };
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
