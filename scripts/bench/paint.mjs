/**
 * What a page load's trace says about its first paint (architecture §7, "Paint first"): when the
 * server's HTML first painted with content, how much JavaScript had arrived by then, and whether any of the
 * app's own scripts ran before it. Read from a Chromium trace (Lighthouse's, or one a test records) with
 * the `devtools.timeline` and `loading` categories.
 */

/** @typedef {{name: string, ts: number, dur?: number, args?: any}} TraceEvent */

/**
 * @param {readonly TraceEvent[]} events the trace's events
 * @param {readonly string[]} ownOrigins the origins of the app's own scripts (e.g. the shell's and
 *   the remotes'; for the peer, its one origin). The page's inline scripts (whose URL is the
 *   document's) are part of its HTML and not counted.
 * @returns {{
 *   fcpMs: number | null,
 *   firstOwnEvalMs: number | null,
 *   firstOwnScript: string | null,
 *   paintFirst: boolean,
 *   jsBeforePaintBytes: number,
 *   jsBeforePaintFiles: number,
 *   jsBeforePaintUrls: string[],
 * }} times in ms from the navigation's start; `paintFirst`: the first contentful paint came before
 *   the first evaluation of an own script (true when none ran at all); bytes as received (compressed);
 *   `fcpMs` null when the trace has no first contentful paint (then nothing else is meaningful);
 *   `jsBeforePaintUrls` the scripts counted
 */
export function paintFigures(events, ownOrigins) {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  const none = {
    fcpMs: null,
    firstOwnEvalMs: null,
    firstOwnScript: null,
    paintFirst: false,
    jsBeforePaintBytes: 0,
    jsBeforePaintFiles: 0,
    jsBeforePaintUrls: [],
  };
  if (!nav) return none;
  const frame = nav.args.frame;
  const document = nav.args.data.documentLoaderURL;
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.args?.frame === frame && e.ts >= nav.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) return none;
  const own = (/** @type {string} */ url) => url !== document && ownOrigins.some((o) => url.startsWith(`${o}/`));
  const firstEval = events
    .filter((e) => (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') && e.ts >= nav.ts && own(scriptUrl(e)))
    .sort((a, b) => a.ts - b.ts)[0];
  /** @type {Map<string, string>} */
  const scripts = new Map();
  for (const e of events) {
    const d = e.name === 'ResourceSendRequest' ? e.args?.data : null;
    // the page's own requests (the browser's own pages are traced too)
    if (d?.requestId && d.frame === frame && /^https?:/.test(d.url ?? '') && (d.resourceType === 'Script' || /\.m?js(\?|$)/.test(d.url)))
      scripts.set(d.requestId, d.url);
  }
  let bytes = 0;
  /** @type {string[]} */
  const urls = [];
  for (const e of events) {
    const d = e.name === 'ResourceFinish' ? e.args?.data : null;
    if (!d || !scripts.has(d.requestId) || d.didFail || e.ts < nav.ts) continue;
    const at = d.finishTime ? d.finishTime * 1e6 : e.ts;
    if (at >= fcp.ts) continue;
    bytes += d.encodedDataLength ?? 0;
    urls.push(/** @type {string} */ (scripts.get(d.requestId)));
  }
  const ms = (/** @type {number} */ ts) => (ts - nav.ts) / 1000;
  return {
    fcpMs: ms(fcp.ts),
    firstOwnEvalMs: firstEval ? ms(firstEval.ts) : null,
    firstOwnScript: firstEval ? scriptUrl(firstEval) : null,
    paintFirst: !firstEval || fcp.ts < firstEval.ts,
    jsBeforePaintBytes: bytes,
    jsBeforePaintFiles: urls.length,
    jsBeforePaintUrls: urls,
  };
}

/** @param {TraceEvent} e an `EvaluateScript` or `v8.evaluateModule` event @returns {string} its script's URL ('' when it names none) */
function scriptUrl(e) {
  return e.args?.data?.url ?? e.args?.data?.scriptName ?? '';
}
