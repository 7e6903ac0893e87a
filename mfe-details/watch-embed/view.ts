/**
 * What the where-to-watch widget draws (spec §21), as DOM in its shadow root: the title, then the
 * ways to watch in the region in order (subscription, free, with ads, rent, buy), each service's
 * logo linking to the title's watch page in a new tab; "Not streaming in your country — streaming
 * in 3 other countries" when nothing is there; a link to the title's StreamScout page; the
 * attribution TMDB and JustWatch require. Every state fits the height reserved for its variant
 * (`./styles.ts`), so nothing on the host page moves.
 */
import { KINDS, type Outcome, type TitleAnswer } from './data';
import { widgetTexts, type WidgetTexts } from './texts';

/** English: the texts of a widget whose page names no language we speak. */
const ENGLISH = widgetTexts(null);

/** An element with attributes and children; text children are text nodes (never parsed as HTML). */
function h(tag: string, attrs: Record<string, string | null> = {}, ...children: (Node | string | null)[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null) el.setAttribute(k, v);
  for (const c of children) if (c !== null) el.append(c);
  return el;
}

/** A link that opens in a new tab, without handing the host page to the opened one. */
const out = (href: string, attrs: Record<string, string | null>, ...children: (Node | string | null)[]) =>
  h('a', { href, target: '_blank', rel: 'noopener', ...attrs }, ...children);

/** The attribution TMDB's and JustWatch's terms ask for. */
const attribution = (tx: WidgetTexts) =>
  h(
    'p',
    { class: 'credit' },
    tx.data,
    out('https://www.themoviedb.org/', { 'aria-label': `TMDB${tx.newTab}` }, 'TMDB'),
    ' · ',
    out('https://www.justwatch.com/', { 'aria-label': `JustWatch${tx.newTab}` }, 'JustWatch'),
  );

/**
 * The widget's words for a title with nothing to watch in the region: 'Not streaming in your country
 * — streaming in 3 other countries' (the second part only when the server says where it streams).
 * @param tx the texts of the widget's language (default English)
 */
export function nothingText(t: Pick<TitleAnswer, 'streaming_regions'>, region: string, readerRegion: boolean, tx = ENGLISH): string {
  const elsewhere = t.streaming_regions ? tx.elsewhere(t.streaming_regions.filter((r) => r !== region).length) : null;
  return `${tx.notStreaming(region, readerRegion)}${elsewhere ? ` — ${elsewhere}` : ''}`;
}

/**
 * The content of a widget that has its title.
 * @param logo a service's logo URL from its TMDB image path (served by the app's host)
 * @param compact the one-line variant
 */
function titleView(o: Extract<Outcome, { kind: 'title' }>, logo: (path: string) => string, compact: boolean, tx: WidgetTexts): HTMLElement {
  const t = o.title;
  const kinds = KINDS.filter((k) => t.availability[k].length > 0);
  const watchPage = t.availability.link ?? t.url;
  const heading = h(
    'p',
    { class: 'head' },
    out(t.url, { class: 'title', 'aria-label': `${tx.onStreamScout(t.title)}${tx.newTab}` }, t.title),
    h('span', { class: 'where' }, tx.whereIn(o.region)),
  );
  let body: HTMLElement;
  if (!kinds.length) {
    body = h('p', { class: 'none' }, nothingText(t, o.region, o.readerRegion, tx));
  } else {
    body = h(
      'ul',
      { class: 'ways', 'aria-label': tx.waysIn(t.title, o.region, o.readerRegion) },
      ...kinds.map((k) =>
        h(
          'li',
          { class: 'way' },
          h('span', { class: 'kind', 'aria-hidden': 'true' }, tx.kinds[k]),
          h(
            'ul',
            { class: 'logos', 'aria-label': tx.kinds[k] },
            ...t.availability[k].map((p) =>
              h(
                'li',
                {},
                out(
                  watchPage,
                  { class: 'service', 'aria-label': `${tx.on(k, p.name)}${tx.newTab}`, title: tx.on(k, p.name) },
                  p.logo_path
                    ? h('img', { src: logo(p.logo_path), alt: '', width: '36', height: '36', loading: 'lazy', decoding: 'async' })
                    : h('span', { class: 'initial', 'aria-hidden': 'true' }, p.name.slice(0, 1)),
                ),
              ),
            ),
          ),
        ),
      ),
    );
  }
  const foot = h(
    'div',
    { class: 'foot' },
    compact ? null : out(t.url, { class: 'more', 'aria-label': `${tx.moreAbout(t.title)}${tx.newTab}` }, tx.more),
    attribution(tx),
  );
  return h('div', { class: 'box', role: 'group', 'aria-label': tx.group(t.title), ...speaks(tx) }, heading, body, foot);
}

/** A box's language and direction (right to left in Arabic). */
const speaks = (tx: WidgetTexts) => ({ lang: tx.lang, dir: tx.dir });

/**
 * The box while the answer is on its way: the same frame, quiet placeholders.
 * @param tx the texts of the widget's language (default English)
 */
export function loadingView(tx = ENGLISH): HTMLElement {
  return h(
    'div',
    { class: 'box', 'aria-busy': 'true', 'aria-label': tx.loading, ...speaks(tx) },
    h('p', { class: 'head' }, h('span', { class: 'bar wide' }), h('span', { class: 'bar' })),
    h('div', { class: 'ways' }, h('span', { class: 'dot' }), h('span', { class: 'dot' }), h('span', { class: 'dot' })),
    h('div', { class: 'foot' }, attribution(tx)),
  );
}

/**
 * What a widget shows for an outcome.
 * @param fallbackUrl the title's StreamScout page when the answer failed (null: none is known,
 *   e.g. an IMDb id — then the element's own children show through its slot)
 * @param tx the texts of the widget's language (default English)
 * @returns the node to put in the shadow root (after the style), or null for nothing
 */
export function outcomeView(
  o: Outcome,
  fallbackUrl: string | null,
  logo: (path: string) => string,
  compact: boolean,
  tx = ENGLISH,
): HTMLElement | null {
  if (o.kind === 'title') return titleView(o, logo, compact, tx);
  if (o.kind === 'unknown') return null;
  // the app's host did not answer (or answered what this build cannot read): a plain link, no box
  return fallbackUrl
    ? h('p', { class: 'plain', ...speaks(tx) }, out(fallbackUrl, { 'aria-label': `${tx.plain}${tx.newTab}` }, tx.plain))
    : h('p', { class: 'plain' }, h('slot'));
}
