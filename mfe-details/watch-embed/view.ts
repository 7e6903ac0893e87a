/**
 * What the where-to-watch widget draws (spec §21), as DOM in its shadow root: the title, then the
 * ways to watch in the region in order (subscription, free, with ads, rent, buy), each service's
 * logo linking to the title's watch page in a new tab; "Not streaming in your country — streaming
 * in 3 other countries" when nothing is there; a link to the title's StreamScout page; the
 * attribution TMDB and JustWatch require. Every state fits the height reserved for its variant
 * (`./styles.ts`), so nothing on the host page moves.
 */
import { KINDS, type Kind, type Outcome, type TitleAnswer } from './data';

/** The ways to watch as the product names them (`WAYS_TO_WATCH` of `@streamscout/tmdb`). */
const KIND_LABELS: Record<Kind, string> = { flatrate: 'Stream', free: 'Free', ads: 'With ads', rent: 'Rent', buy: 'Buy' };
/** A link's words for a service in one way ('Stream on Netflix'). */
const KIND_VERBS: Record<Kind, string> = {
  flatrate: 'Stream on',
  free: 'Watch free on',
  ads: 'Watch with ads on',
  rent: 'Rent on',
  buy: 'Buy on',
};
const NEW_TAB = ' (opens in a new tab)';

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
const attribution = () =>
  h(
    'p',
    { class: 'credit' },
    'Data: ',
    out('https://www.themoviedb.org/', { 'aria-label': `TMDB${NEW_TAB}` }, 'TMDB'),
    ' · ',
    out('https://www.justwatch.com/', { 'aria-label': `JustWatch${NEW_TAB}` }, 'JustWatch'),
  );

/** "streaming in 3 other countries" (null: no other country, or a server that does not say). */
function elsewhereText(t: Pick<TitleAnswer, 'streaming_regions'>, region: string): string | null {
  if (!t.streaming_regions) return null;
  const n = t.streaming_regions.filter((r) => r !== region).length;
  if (n === 0) return 'not streaming anywhere else either';
  return `streaming in ${n} other ${n === 1 ? 'country' : 'countries'}`;
}

/** The widget's words for a title with nothing to watch in the region. */
export function nothingText(t: Pick<TitleAnswer, 'streaming_regions'>, region: string, readerRegion: boolean): string {
  const where = readerRegion ? 'your country' : region;
  const elsewhere = elsewhereText(t, region);
  return `Not streaming in ${where}${elsewhere ? ` — ${elsewhere}` : ''}`;
}

/**
 * The content of a widget that has its title.
 * @param logo a service's logo URL from its TMDB image path (served by the app's host)
 * @param compact the one-line variant
 */
function titleView(o: Extract<Outcome, { kind: 'title' }>, logo: (path: string) => string, compact: boolean): HTMLElement {
  const t = o.title;
  const kinds = KINDS.filter((k) => t.availability[k].length > 0);
  const watchPage = t.availability.link ?? t.url;
  const heading = h(
    'p',
    { class: 'head' },
    out(t.url, { class: 'title', 'aria-label': `${t.title} on StreamScout${NEW_TAB}` }, t.title),
    h('span', { class: 'where' }, `Where to watch · ${o.region}`),
  );
  let body: HTMLElement;
  if (!kinds.length) {
    body = h('p', { class: 'none' }, nothingText(t, o.region, o.readerRegion));
  } else {
    body = h(
      'ul',
      { class: 'ways', 'aria-label': `Where to watch ${t.title} in ${o.readerRegion ? 'your country' : o.region}` },
      ...kinds.map((k) =>
        h(
          'li',
          { class: 'way' },
          h('span', { class: 'kind', 'aria-hidden': 'true' }, KIND_LABELS[k]),
          h(
            'ul',
            { class: 'logos', 'aria-label': KIND_LABELS[k] },
            ...t.availability[k].map((p) =>
              h(
                'li',
                {},
                out(
                  watchPage,
                  { class: 'service', 'aria-label': `${KIND_VERBS[k]} ${p.name}${NEW_TAB}`, title: `${KIND_VERBS[k]} ${p.name}` },
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
    compact ? null : out(t.url, { class: 'more', 'aria-label': `More about ${t.title} on StreamScout${NEW_TAB}` }, 'More on StreamScout'),
    attribution(),
  );
  return h('div', { class: 'box', role: 'group', 'aria-label': `Where to watch ${t.title}` }, heading, body, foot);
}

/** The box while the answer is on its way: the same frame, quiet placeholders. */
export function loadingView(): HTMLElement {
  return h(
    'div',
    { class: 'box', 'aria-busy': 'true', 'aria-label': 'Where to watch: loading' },
    h('p', { class: 'head' }, h('span', { class: 'bar wide' }), h('span', { class: 'bar' })),
    h('div', { class: 'ways' }, h('span', { class: 'dot' }), h('span', { class: 'dot' }), h('span', { class: 'dot' })),
    h('div', { class: 'foot' }, attribution()),
  );
}

/**
 * What a widget shows for an outcome.
 * @param fallbackUrl the title's StreamScout page when the answer failed (null: none is known,
 *   e.g. an IMDb id — then the element's own children show through its slot)
 * @returns the node to put in the shadow root (after the style), or null for nothing
 */
export function outcomeView(o: Outcome, fallbackUrl: string | null, logo: (path: string) => string, compact: boolean): HTMLElement | null {
  if (o.kind === 'title') return titleView(o, logo, compact);
  if (o.kind === 'unknown') return null;
  // the app's host did not answer (or answered what this build cannot read): a plain link, no box
  return fallbackUrl
    ? h(
        'p',
        { class: 'plain' },
        out(
          fallbackUrl,
          { 'aria-label': `Where to watch this title, on StreamScout${NEW_TAB}` },
          'Where to watch this title, on StreamScout',
        ),
      )
    : h('p', { class: 'plain' }, h('slot'));
}
