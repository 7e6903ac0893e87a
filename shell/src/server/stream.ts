/**
 * React's streaming server renderer, waited on until the whole tree is ready (architecture §9):
 * the server sends one complete document in reading order, never a shell with boundaries filled
 * in later by inline scripts that crawlers and readers without JavaScript never run.
 */
import type { ReactNode } from 'react';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';

/** A complete render's HTML stream, or the first error of the render. */
export type StreamResult = { ok: true; body: NodeJS.ReadableStream } | { ok: false; error: unknown };

/**
 * Renders `tree` and resolves once everything is ready (nothing suspended).
 * @param tree the root element
 * @param timeoutMs the render is aborted past this (ms), resolving `{ ok: false }`
 * @returns the HTML stream (not yet flowing: pipe or read it), or the first error a component
 *   threw (even one a Suspense boundary would have retried in the browser) — never rejects
 */
export function renderToStream(tree: ReactNode, timeoutMs: number): Promise<StreamResult> {
  const body = new PassThrough();
  return new Promise<StreamResult>((resolve) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(tree, {
      // one document in reading order: a large boundary would otherwise be sent after the footer
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        failed ??= error;
      },
      onShellError(error) {
        resolve({ ok: false, error });
      },
      onAllReady() {
        if (failed) {
          stream.abort();
          resolve({ ok: false, error: failed });
          return;
        }
        stream.pipe(body);
        resolve({ ok: true, body });
      },
    });
    setTimeout(() => stream.abort(new Error('render took too long')), timeoutMs).unref();
  });
}
