/**
 * `watch.js`, the where-to-watch widget (spec §21, architecture §7b): a custom element any page can
 * use, plain code (no framework), owned, built and deployed with the details remote and served on
 * the app's host at `/embed/v1/watch.js`:
 *
 *   <script type="module" src="https://<app host>/embed/v1/watch.js" async></script>
 *   <streamscout-watch type="movie" tmdb-id="603"></streamscout-watch>
 *   <streamscout-watch imdb-id="tt0944947" region="GB" theme="dark" compact></streamscout-watch>
 *
 * Attributes: `type` + `tmdb-id`, or `imdb-id`; `region` (a country code; default the reader's,
 * resolved by the server from the request); `theme` light | dark | auto; `lang` (the widget's words
 * in one of the app's eight languages, `./texts.ts`; without it, the host page's `lang`, else English;
 * also passed on to the API); `compact`. Every element of a page is answered by one request per
 * region (`./data.ts`); the data, the logos and the links all come from the host this file was
 * loaded from, and nothing is stored on the reader's device.
 *
 * Many on a page cost little main-thread time: every shadow root adopts the one stylesheet, parsed
 * once per page, and widgets draw at animation frames, a few milliseconds of drawing per frame
 * (`./frame.ts`), so ten widgets make no long task.
 */
import { askOf, createLoader, type Outcome } from './data';
import { createFrameQueue } from './frame';
import { CSS } from './styles';
import { loadingView, outcomeView } from './view';
import { widgetTexts } from './texts';

/** The element's name. */
const TAG = 'streamscout-watch';
/** The app's root: this file is `<app>/embed/v1/watch.js` (or `<app>/embed/v1.2.3/watch.js`). */
const APP = new URL('../../', import.meta.url);
const appUrl = (path: string) => new URL(path, APP).href;

const loader = createLoader({
  api: appUrl('api/v1/'),
  send: (url, init) => fetch(url, init),
  whenReady: (run) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
    else queueMicrotask(run);
  },
});

/** A service's logo, through the app's host (no request leaves it). */
const logo = (path: string) => appUrl(`embed/logos${path}`);

/** Every widget's drawing, frame by frame. */
const frames = createFrameQueue(
  (run) => requestAnimationFrame(run),
  () => performance.now(),
);

/** The stylesheet every shadow root adopts; null where constructable stylesheets are missing (a `<style>` each then). */
let sheet: CSSStyleSheet | null | undefined;
function sharedSheet(): CSSStyleSheet | null {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    } catch {
      sheet = null;
    }
  }
  return sheet;
}

/** `<streamscout-watch>`: one title's where-to-watch in the reader's region, in Shadow DOM. */
class StreamScoutWatch extends HTMLElement {
  static observedAttributes = ['type', 'tmdb-id', 'imdb-id', 'region', 'lang', 'compact'];
  #root: ShadowRoot | null = null;
  /** The root's own `<style>`, where the stylesheet cannot be adopted. */
  #style: HTMLStyleElement | null = null;
  /** Bumped on every (re)load, so an answer to attributes since changed is dropped. */
  #generation = 0;

  connectedCallback() {
    if (!this.#root) {
      this.#root = this.attachShadow({ mode: 'open' });
      const shared = sharedSheet();
      if (shared && 'adoptedStyleSheets' in this.#root) this.#root.adoptedStyleSheets = [shared];
      else {
        this.#style = document.createElement('style');
        this.#style.textContent = CSS;
        this.#root.append(this.#style);
      }
    }
    this.#load();
  }

  attributeChangedCallback(_name: string, before: string | null, after: string | null) {
    if (this.#root && this.isConnected && before !== after) this.#load();
  }

  /** Draws a state in the next frame (with every other widget's); `node` is made then too. */
  #show(node: () => HTMLElement | null, state: string) {
    frames.schedule(this, () => {
      const content = node();
      const children = [this.#style, content].filter((n): n is HTMLElement => n !== null);
      this.#root!.replaceChildren(...children);
      this.setAttribute('data-state', state);
    });
  }

  #load() {
    const generation = ++this.#generation;
    const ask = askOf((n) => this.getAttribute(n));
    if (!ask) {
      this.#show(() => null, 'unknown');
      return;
    }
    // the words: the element's language, else the host page's (the nearest `lang` up the tree)
    const tx = widgetTexts(this.closest('[lang]')?.getAttribute('lang'));
    this.#show(() => loadingView(tx), 'loading');
    const fallback = ask.name.startsWith('imdb:') ? null : appUrl(`details/${ask.name.replace(':', '/')}`);
    void loader.load(ask).then((outcome: Outcome) => {
      if (generation !== this.#generation) return;
      this.#show(() => outcomeView(outcome, fallback, logo, this.hasAttribute('compact'), tx), outcome.kind);
    });
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, StreamScoutWatch);
