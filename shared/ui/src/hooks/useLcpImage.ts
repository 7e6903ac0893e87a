import { createContext, useContext } from 'react';

/**
 * An image a page's HTML should preload from its `<head>`: the URL the `<img>` requests (`src`),
 * and its `srcset`/`sizes` when it has them (a preload must name the same candidates, or the
 * browser fetches twice).
 */
export interface LcpImage {
  /** The `<img>`'s `src`, exactly as rendered (absolute URL or a path of the page's origin). */
  href: string;
  /** The `<img>`'s `srcset`, when it has one. */
  srcSet?: string;
  /** The `<img>`'s `sizes`, when it has one. */
  sizes?: string;
}

/**
 * What a server render learns about its likely LCP image (architecture §7): the first high-priority
 * image it rendered, in the order React rendered them — the first poster of a results grid, the
 * banner. Made per render by {@link createLcpImageRecorder}; null in the browser (no provider).
 */
export interface LcpImageRecorder {
  /** Offers an image; only the first offer of a render is kept. */
  offer(image: LcpImage): void;
  /** The first image offered, or null when the render had no high-priority image. */
  readonly first: LcpImage | null;
}

/**
 * A recorder for one server render. The shell's server renderer provides it through
 * {@link LcpImageContext} and hands `first` to the app server, which writes it into the page's
 * `<head>` as `<link rel="preload" as="image" fetchpriority="high">`.
 */
export function createLcpImageRecorder(): LcpImageRecorder {
  let first: LcpImage | null = null;
  return {
    offer(image) {
      first ??= image;
    },
    get first() {
      return first;
    },
  };
}

/** The recorder of the current server render; null (the default) in the browser and in tests. */
export const LcpImageContext = createContext<LcpImageRecorder | null>(null);

/**
 * Offers a high-priority image to the server render's recorder ({@link LcpImageContext}); does
 * nothing in the browser, for `null`, or when `enabled` is false. Call it where the `<img>` is
 * rendered, with the very attributes it renders, so the preload matches the request.
 * @param image the `<img>`'s `src` (and `srcSet`/`sizes` when set), or null
 * @param enabled false for a lazy image (only above-the-fold, `fetchpriority="high"` images count)
 */
export function useLcpImage(image: LcpImage | null, enabled = true): void {
  const recorder = useContext(LcpImageContext);
  if (recorder && enabled && image) recorder.offer(image);
}
