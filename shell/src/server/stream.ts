/**
 * React's static prerender for Node (architecture §9): the whole tree, every Suspense boundary
 * resolved, as one HTML string in reading order — never a shell with boundaries filled in later
 * by inline scripts that crawlers and readers without JavaScript never run. (It replaced a
 * streaming render waited on until `onAllReady` and read by hand; the same HTML, measured no slower.)
 */
import type { ReactNode } from 'react';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';

/** A complete render's HTML, or the first error of the render. */
export type RenderOutcome = { ok: true; html: string } | { ok: false; error: unknown };

/**
 * Renders `tree` to HTML once everything is ready (nothing suspended).
 * @param tree the root element
 * @param timeoutMs the render is aborted past this (ms), resolving `{ ok: false }`
 * @returns the HTML, or the first error a component threw (even one a Suspense boundary would
 *   have retried in the browser) — never rejects
 */
export async function renderToHtml(tree: ReactNode, timeoutMs: number): Promise<RenderOutcome> {
  let failed: unknown = null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('render took too long')), timeoutMs);
  timer.unref();
  try {
    const { prelude } = await prerenderToNodeStream(tree, {
      signal: controller.signal,
      // one document in reading order: a large boundary would otherwise be cut into pieces
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        failed ??= error;
      },
    });
    const html = await text(prelude);
    if (controller.signal.aborted) return { ok: false, error: controller.signal.reason };
    return failed ? { ok: false, error: failed } : { ok: true, html };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}
