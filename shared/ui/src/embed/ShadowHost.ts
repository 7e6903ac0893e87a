/**
 * A Shadow DOM to render a StreamScout embed into, so the host page and the embed cannot restyle
 * each other (architecture §7a): the page's CSS does not reach inside, Mantine's global rules
 * (`body`, `:root`) never match the page, and removing the host removes everything we added.
 */
import { EMBED_ROOT_CLASS } from './styles.shadow';

/** What {@link createShadowHost} made, all inside one element appended to the page's element. */
export interface ShadowHost {
  /** The shadow host, appended to the given element (tag `streamscout-embed`). */
  host: HTMLElement;
  /** Its open shadow root (open so tests and assistive tools can look in). */
  root: ShadowRoot;
  /** Where React renders: the embed's "body" (class `streamscout-embed-root`). */
  container: HTMLElement;
  /** Target of Mantine portals (tooltips, menus), inside the shadow root so they are styled. */
  portal: HTMLElement;
  /** Removes the host (and so the shadow root, its `<style>` and React's listeners on it). */
  remove: () => void;
}

/** Tag of the shadow host: an autonomous custom element name, so no page rule for `div` hits it. */
export const SHADOW_HOST_TAG = 'streamscout-embed';

/**
 * Creates the shadow host inside `parent`: an open shadow root holding a `<style>` with `css`,
 * the render container and a portal target. Mantine sizes everything in rem; when the page's root
 * font size is not 16 px (e.g. `html { font-size: 62.5% }`), `--mantine-scale` on the host undoes
 * it, so the embed looks the same on every page.
 * @param parent the page's element (single-spa's `domElement`); left as it was apart from the new child
 * @param css the stylesheet text (e.g. SHADOW_CSS)
 * @throws TypeError when `parent` is not an Element
 */
export function createShadowHost(parent: Element, css: string): ShadowHost {
  if (!(parent instanceof Element)) throw new TypeError('createShadowHost: parent must be a DOM element');
  const doc = parent.ownerDocument;
  const host = doc.createElement(SHADOW_HOST_TAG);
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = css;
  const container = doc.createElement('div');
  container.className = EMBED_ROOT_CLASS;
  const portal = doc.createElement('div');
  portal.setAttribute('data-embed-portal', '');
  root.append(style, container, portal);
  const rootPx = parseFloat(doc.defaultView?.getComputedStyle(doc.documentElement).fontSize ?? '');
  if (Number.isFinite(rootPx) && rootPx > 0 && rootPx !== 16) host.style.setProperty('--mantine-scale', String(16 / rootPx));
  parent.appendChild(host);
  return { host, root, container, portal, remove: () => host.remove() };
}
