/**
 * The discover embed mounted the way a foreign page mounts it — real single-spa
 * (`mountRootParcel`), real single-spa-react, React 19 — against the local catalog, with the
 * remote's config.json served as data: (architecture §7a). Two parcels side by side; links into
 * the app; nothing of the page touched; unmount leaves no DOM, listener or timer behind.
 */
import { waitFor } from '@testing-library/react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { tmdbTestUrl } from '@streamscout/testing';
import { createDiscoverEmbed } from './lifecycles';

jest.setTimeout(30_000);

// This file drives React the way a page does (no act()), so React must not expect act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const SHELL_URL = 'https://streamscout.example';

function configUrl(): string {
  const config = {
    // a complete config, as the remote's server writes it (the embed itself loads no remote)
    remotes: {
      search: 'https://streamscout.example/search/mf-manifest.json',
      details: 'https://streamscout.example/details/mf-manifest.json',
      discover: 'https://streamscout.example/discover/mf-manifest.json',
      dashboard: 'https://streamscout.example/dashboard/mf-manifest.json',
    },
    shellUrl: SHELL_URL,
    tmdb: { baseUrl: `${tmdbTestUrl()}/3`, imageBaseUrl: `${tmdbTestUrl()}/t/p` },
    supabase: { url: 'http://127.0.0.1:9', anonKey: 'unused' },
  };
  return `data:application/json,${encodeURIComponent(JSON.stringify(config))}`;
}

/** The page of a made-up blog: its own body and heading styles. */
function setUpPage() {
  document.head.innerHTML =
    '<style>body { margin: 24px; background-color: rgb(250, 243, 230); color: rgb(60, 40, 20); font-family: Georgia, serif; } h2 { color: rgb(200, 0, 0); }</style>';
  document.body.innerHTML = '<h2>Film blog</h2><div id="overview"></div><aside><div id="row"></div></aside>';
}

function bodyStyle() {
  const cs = getComputedStyle(document.body);
  return {
    margin: cs.margin,
    background: cs.backgroundColor,
    color: cs.color,
    font: cs.fontFamily,
    h2: getComputedStyle(document.querySelector('h2')!).color,
  };
}

function shadowOf(el: Element): ShadowRoot {
  const host = el.querySelector('streamscout-embed');
  if (!host?.shadowRoot) throw new Error('no embed host');
  return host.shadowRoot;
}

async function postersIn(root: ShadowRoot, atLeast = 3) {
  await waitFor(() => expect(root.querySelectorAll('img[src*="/t/p/w500/"]').length).toBeGreaterThanOrEqual(atLeast), { timeout: 15_000 });
}

/** Records page-level listeners (window, document, <html>, <body>) added and not removed. */
function trackPageListeners() {
  const targets = [window, document, document.documentElement, document.body] as EventTarget[];
  const live: { target: EventTarget; type: string; listener: unknown; capture: boolean }[] = [];
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const cap = (o?: boolean | AddEventListenerOptions) => (typeof o === 'boolean' ? o : Boolean(o?.capture));
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    o?: boolean | AddEventListenerOptions,
  ) {
    if (targets.includes(this) && listener) live.push({ target: this, type, listener, capture: cap(o) });
    return add.call(this, type, listener, o);
  };
  EventTarget.prototype.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    o?: boolean | EventListenerOptions,
  ) {
    const i = live.findIndex((l) => l.target === this && l.type === type && l.listener === listener && l.capture === cap(o));
    if (i >= 0) live.splice(i, 1);
    return remove.call(this, type, listener, o);
  };
  return {
    live,
    restore() {
      EventTarget.prototype.addEventListener = add;
      EventTarget.prototype.removeEventListener = remove;
    },
  };
}

/** Records timeouts and intervals that are set and neither cleared nor (for timeouts) fired. */
function trackTimers() {
  const live = new Map<unknown, string>();
  const g = globalThis as unknown as Record<string, (...args: unknown[]) => unknown>;
  const orig = { setTimeout: g.setTimeout, clearTimeout: g.clearTimeout, setInterval: g.setInterval, clearInterval: g.clearInterval };
  g.setTimeout = (fn: unknown, ms?: unknown, ...args: unknown[]) => {
    const id = orig.setTimeout(() => {
      live.delete(id);
      if (typeof fn === 'function') fn(...args);
    }, ms);
    live.set(id, `timeout ${String(ms)} from ${new Error().stack?.split('\n').slice(2, 6).join(' | ')}`);
    return id;
  };
  g.clearTimeout = (id: unknown) => {
    live.delete(id);
    return orig.clearTimeout(id);
  };
  g.setInterval = (fn: unknown, ms?: unknown, ...args: unknown[]) => {
    const id = orig.setInterval(fn, ms, ...args);
    live.set(id, `interval ${String(ms)} from ${new Error().stack?.split('\n').slice(2, 6).join(' | ')}`);
    return id;
  };
  g.clearInterval = (id: unknown) => {
    live.delete(id);
    return orig.clearInterval(id);
  };
  return {
    live,
    restore() {
      Object.assign(g, orig);
    },
  };
}

describe('discover embed (single-spa parcel)', () => {
  beforeEach(setUpPage);

  it('mounts the overview and one row side by side, each in its own Shadow DOM, linking into the app', async () => {
    const embed = createDiscoverEmbed({ configUrl: configUrl() });
    const overviewEl = document.getElementById('overview')!;
    const rowEl = document.getElementById('row')!;
    const overview = mountRootParcel(embed, { domElement: overviewEl });
    const row = mountRootParcel(embed, { domElement: rowEl, row: 'netflix', appUrl: 'https://films.example/app', colorScheme: 'dark' });
    await Promise.all([overview.mountPromise, row.mountPromise]);

    const o = shadowOf(overviewEl);
    const r = shadowOf(rowEl);
    await postersIn(o);
    await postersIn(r);

    // overview: hero and the nine rows; the default appUrl is the config's shellUrl
    expect(o.textContent).toContain('Discover Our Popular Shows');
    const rowTitles = [
      'Trending',
      'Highest Rated',
      'Newly Added',
      'Action & Adventure',
      'Comedy',
      'Horror',
      'Popular on Netflix',
      'Popular on Hulu',
      'Popular on Prime',
    ];
    expect([...o.querySelectorAll('h2')].map((h) => h.textContent).filter((t) => t !== 'Genres' && t !== 'Platforms')).toEqual(rowTitles);
    // the Platforms banner shows Netflix data, which the row parcel fetched: both parcels share one cache
    expect([...o.querySelectorAll('h2')].map((h) => h.textContent)).toContain('Platforms');
    const oLinks = [...o.querySelectorAll('a')].map((a) => a.getAttribute('href')!);
    expect(oLinks).toContain(`${SHELL_URL}/discover/trending`);
    expect(oLinks.filter((h) => /\/details\/(movie|tv)\/\d+$/.test(h)).every((h) => h.startsWith(`${SHELL_URL}/details/`))).toBe(true);

    // one row: its title, View More and posters, all into the given appUrl
    expect([...r.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Popular on Netflix']);
    const rLinks = [...r.querySelectorAll('a')].map((a) => a.getAttribute('href')!);
    expect(rLinks[0]).toBe('https://films.example/app/discover/netflix');
    expect(rLinks.slice(1).every((h) => /^https:\/\/films\.example\/app\/details\/(movie|tv)\/\d+$/.test(h))).toBe(true);

    // colour scheme per parcel, on its own shadow host only
    expect(o.host.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(r.host.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(document.documentElement.hasAttribute('data-mantine-color-scheme')).toBe(false);

    await Promise.all([overview.unmount(), row.unmount()]);
  });

  it('leaves the page as it was: styles, <head>, <html>; unmount removes its DOM, listeners and timers', async () => {
    const embed = createDiscoverEmbed({ configUrl: configUrl() });
    const before = bodyStyle();
    const head = document.head.innerHTML;
    const htmlAttrs = document.documentElement.getAttributeNames();
    const pageHtml = document.body.innerHTML;
    const listeners = trackPageListeners();
    const timers = trackTimers();
    let a: Parcel | undefined;
    let b: Parcel | undefined;
    try {
      a = mountRootParcel(embed, { domElement: document.getElementById('overview')! });
      b = mountRootParcel(embed, { domElement: document.getElementById('row')!, row: 'best' });
      await Promise.all([a.mountPromise, b.mountPromise]);
      await postersIn(shadowOf(document.getElementById('row')!));
      await postersIn(shadowOf(document.getElementById('overview')!));
      expect(bodyStyle()).toEqual(before);
      expect(document.head.innerHTML).toBe(head);
      expect(document.documentElement.getAttributeNames()).toEqual(htmlAttrs);
      expect(timers.live.size).toBeGreaterThan(0); // autoplay and friends are running

      await a.unmount();
      expect(document.getElementById('overview')!.innerHTML).toBe('');
      await b.unmount();
      // single-spa-react finishes unmounting on timeouts of 0: wait for the page as it was
      await waitFor(() => expect(document.body.innerHTML).toBe(pageHtml));
      expect(document.head.innerHTML).toBe(head);
      expect(bodyStyle()).toEqual(before);
      // React DOM listens for `selectionchange` once per document and never lets go (not ours to remove)
      expect(listeners.live.filter((l) => !(l.target === document && l.type === 'selectionchange')).map((l) => l.type)).toEqual([]);
      // single-spa's own lifecycle-timeout warnings are the host page's, not the embed's
      expect([...timers.live.values()].filter((t) => !t.includes('node_modules/single-spa/'))).toEqual([]);
    } finally {
      listeners.restore();
      timers.restore();
    }
  });

  it('update() switches the row and the colour scheme in place', async () => {
    const embed = createDiscoverEmbed({ configUrl: configUrl() });
    const el = document.getElementById('row')!;
    const parcel = mountRootParcel(embed, { domElement: el, row: 'horror' });
    await parcel.mountPromise;
    const root = shadowOf(el);
    await postersIn(root);
    expect(root.querySelector('h2')?.textContent).toBe('Horror');
    await parcel.update!({ domElement: el, row: 'comedy', colorScheme: 'dark' });
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Comedy'));
    expect(root.host.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(el.querySelectorAll('streamscout-embed')).toHaveLength(1);
    await parcel.unmount();
    expect(el.innerHTML).toBe('');
  });

  it('refuses a row that is not one of the nine, and a missing domElement, adding nothing', async () => {
    const embed = createDiscoverEmbed({ configUrl: configUrl() });
    const el = document.getElementById('row')!;
    const bad = mountRootParcel(embed, { domElement: el, row: 'documentaries' });
    await expect(bad.mountPromise).rejects.toThrow(/row must be one of trending, best, new, action, comedy, horror, netflix, hulu, prime/);
    expect(el.innerHTML).toBe('');
    const lifecycles = createDiscoverEmbed({ configUrl: configUrl() });
    await expect(lifecycles.mount({ name: 'x' } as never)).rejects.toThrow(/domElement/);
  });

  it('without a readable config.json, links go to the config’s own origin', async () => {
    const embed = createDiscoverEmbed({ configUrl: 'http://127.0.0.1:9/config.json' }); // nothing listens on port 9
    const el = document.getElementById('row')!;
    const parcel = mountRootParcel(embed, { domElement: el, row: 'hulu' });
    await parcel.mountPromise;
    const more = [...shadowOf(el).querySelectorAll('a')].find((a) => a.textContent === 'View More');
    expect(more?.getAttribute('href')).toBe('http://127.0.0.1:9/discover/hulu');
    await parcel.unmount();
  });
});
