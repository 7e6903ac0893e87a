/**
 * The host's paint-first loader (architecture §7): the inline script at the end of the server's HTML
 * adds the entry script only once the browser reports the first contentful paint — at once for a page
 * with nothing of the server's to paint, or one nobody sees. The browser's paint timing is played here
 * by a stand-in `PerformanceObserver` the test reports entries to.
 */
import { paintFirstLoader } from './paint-first.js';

const ENTRY = '/main.0123abcd.js';

/** The entry scripts the loader has added to the document. */
const added = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]'));

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
/** The observers the page made, and a way to report paint entries to them as the browser would. */
let observers: { callback: Callback; disconnected: boolean }[] = [];
function reportPaint(name: 'first-paint' | 'first-contentful-paint') {
  for (const o of observers.filter((x) => !x.disconnected)) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
}
class PaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  private record = { callback: (() => {}) as Callback, disconnected: false };
  constructor(callback: Callback) {
    this.record.callback = callback;
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  observers = [];
  visibility = 'visible';
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><header>StreamScout</header><main><h1>Star of the City</h1></main></div>';
  (globalThis as Record<string, unknown>).PerformanceObserver = PaintObserver;
});

/** Runs the loader as the page's parser does when it reaches the end of `<body>`. */
const runLoader = () => new Function(paintFirstLoader([ENTRY]))();

it('adds the entry only once the first contentful paint is reported, and only once', () => {
  runLoader();
  expect(added()).toEqual([]);
  reportPaint('first-paint'); // the background alone: not the server's content yet
  expect(added()).toEqual([]);
  reportPaint('first-contentful-paint');
  expect(added().map((s) => s.getAttribute('src'))).toEqual([ENTRY]);
  expect(added()[0].async).toBe(false);
  reportPaint('first-contentful-paint');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(added()).toHaveLength(1);
});

it('a page whose #root the server left empty (client-rendered) loads the entry at once', () => {
  document.body.innerHTML = '<div id="root"></div>';
  runLoader();
  expect(added()).toHaveLength(1);
});

it('a page nobody sees (a background tab, a prerender) loads the entry at once', () => {
  visibility = 'hidden';
  runLoader();
  expect(added()).toHaveLength(1);
});

it('a page hidden before it painted loads the entry then', () => {
  runLoader();
  expect(added()).toEqual([]);
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  expect(added()).toHaveLength(1);
});

it('without paint timing, waits for a frame and then a task', () => {
  (globalThis as Record<string, unknown>).PerformanceObserver = undefined;
  jest.useFakeTimers();
  try {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    runLoader();
    expect(added()).toEqual([]);
    frames.forEach((f) => f(0)); // the frame is drawn…
    expect(added()).toEqual([]);
    jest.runOnlyPendingTimers(); // …and the task after it
    expect(added()).toHaveLength(1);
    raf.mockRestore();
  } finally {
    jest.useRealTimers();
  }
});

it('writes the URLs so that none can end the inline script', () => {
  expect(paintFirstLoader(['/a</script><script>alert(1)//.js'])).not.toContain('</script>');
});
