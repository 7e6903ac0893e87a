import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { matchRoute } from '@streamscout/routes';
import { useLocation } from '@streamscout/routes/router';
import { useRegion } from '@streamscout/session';
import { publicOrigin } from '@streamscout/host/runtime';
import { headTags, jsonLdText, pageHead, type PageHead } from './pageHead';
import { useT } from '@streamscout/i18n';

/** The head elements this module keeps current (any other `<meta>` of the page is left alone). */
const MANAGED = 'meta[name="description"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';

/** The identity of a managed element: 'name=description', 'rel=canonical', 'property=og:title'. */
function keyOf(el: Element): string {
  for (const attr of ['name', 'property', 'rel'] as const) {
    const v = el.getAttribute(attr);
    if (v) return `${attr}=${v}`;
  }
  return '';
}

/**
 * Writes a {@link PageHead} into a live document: `document.title`, the meta description, the
 * canonical link, the Open Graph and Twitter tags (created when missing, removed when the page has
 * none, e.g. `og:image` of a page without a picture, the canonical of the page-not-found screen)
 * and the JSON-LD script — the same tags the server writes for that page.
 * @param doc the document (the browser's `document`)
 * @param head what {@link pageHead} says about the page
 */
function applyHead(doc: Document, head: PageHead): void {
  if (doc.title !== head.title) doc.title = head.title;
  const wanted = new Map(headTags(head).map((t) => [`${t.attr}=${t.key}`, t]));
  const seen = new Set<string>();
  for (const el of Array.from(doc.head.querySelectorAll(MANAGED))) {
    const key = keyOf(el);
    const t = wanted.get(key);
    // a tag the page no longer has, or a second copy of one (the template's and the server's)
    if (!t || seen.has(key)) {
      el.remove();
      continue;
    }
    seen.add(key);
    const attr = t.tag === 'link' ? 'href' : 'content';
    if (el.getAttribute(attr) !== t.value) el.setAttribute(attr, t.value);
  }
  for (const [key, t] of wanted) {
    if (seen.has(key)) continue;
    const el = doc.createElement(t.tag);
    el.setAttribute(t.attr, t.key);
    el.setAttribute(t.tag === 'link' ? 'href' : 'content', t.value);
    doc.head.appendChild(el);
  }
  const scripts = Array.from(doc.head.querySelectorAll('script[type="application/ld+json"]'));
  for (const extra of scripts.slice(head.jsonLd ? 1 : 0)) extra.remove();
  if (head.jsonLd) {
    const text = jsonLdText(head.jsonLd);
    const script = scripts[0] ?? doc.head.appendChild(Object.assign(doc.createElement('script'), { type: 'application/ld+json' }));
    if (script.textContent !== text) script.textContent = text;
  }
}

/**
 * Keeps the document's head true to the page shown, in the browser: on every location change
 * (a click, Back, Forward) and whenever query data lands in the QueryClient (the route's data
 * arriving, or already cached on a revisit), the title, meta description, canonical URL, Open
 * Graph/Twitter tags and JSON-LD become {@link pageHead}'s — the function the server render uses,
 * for the viewer's region (`useRegion`) in the page's language (`useT`). A page whose data is still loading shows the home title
 * until it arrives. On a hydrated server-rendered page the first pass changes nothing.
 */
export function useDocumentHead(): void {
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  const region = useRegion();
  const { lang } = useT();
  useEffect(() => {
    const url = new URL(`${pathname}${search}`, 'http://head.invalid');
    const match = matchRoute(url.pathname);
    const route = match ? { path: match.path, params: { ...match.params } } : null;
    const shellUrl = publicOrigin();
    let last = '';
    const update = () => {
      const head = pageHead({ route, url, client, region, lang, shellUrl });
      const key = JSON.stringify(head);
      if (key === last) return;
      last = key;
      applyHead(document, head);
    };
    update();
    // data arriving (fetched, prefetched, hydrated, set) or dropped changes what the head can say
    return client.getQueryCache().subscribe((event) => {
      if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) update();
    });
  }, [pathname, search, client, region, lang]);
}
