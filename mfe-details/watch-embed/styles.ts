/**
 * The where-to-watch widget's CSS, inside its shadow root (spec §21): the page's rules cannot reach
 * in (a shadow boundary) and ours cannot reach out. The element's height is fixed per variant —
 * {@link HEIGHTS}, the numbers the README's snippet reserves before the script arrives — and every
 * state (loading, a title, nothing in the region, the plain link) fits in it, so the host page never
 * moves. `theme` picks the colours: light (default), dark, or auto (the reader's
 * `prefers-color-scheme`). Off-screen widgets are not styled or laid out until they near the
 * viewport (`content-visibility: auto`; their height is fixed, so nothing moves when they are).
 * One sheet for every widget of a page: `watch.ts` has each shadow root adopt it.
 */

/** The element's height per variant (px): reserved before data arrives, kept after. */
const HEIGHTS = { full: 150, compact: 64 } as const;

const LIGHT = '--bg:#fff;--fg:#1a1b1e;--muted:#5c5f66;--line:#dee2e6;--accent:#1864ab;--chip:#f1f3f5';
const DARK = '--bg:#1a1b1e;--fg:#f1f3f5;--muted:#a6a7ab;--line:#373a40;--accent:#74c0fc;--chip:#2c2e33';

/** The stylesheet of the widgets' shadow roots. */
export const CSS = `
:host{all:initial;display:block;height:${HEIGHTS.full}px!important;box-sizing:border-box;overflow:hidden;contain:layout paint style;content-visibility:auto;
font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);${LIGHT}}
:host([compact]){height:${HEIGHTS.compact}px!important}
:host([theme=dark]){${DARK}}
@media (prefers-color-scheme:dark){:host([theme=auto]){${DARK}}}
*{box-sizing:border-box}
a{color:var(--accent)}
a:focus-visible{outline:2px solid var(--accent);outline-offset:2px;border-radius:4px}
p{margin:0}
ul{list-style:none;margin:0;padding:0}
.box{height:100%;display:grid;grid-template-rows:22px minmax(0,1fr) 18px;gap:8px;padding:11px 14px;background:var(--bg);
border:1px solid var(--line);border-radius:10px}
.head{display:flex;align-items:baseline;gap:10px;min-width:0}
.title{font-weight:600;font-size:16px;color:var(--fg);text-decoration:none;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;min-width:0}
.title:hover{text-decoration:underline}
.where{margin-left:auto;font-size:12px;color:var(--muted);white-space:nowrap}
.ways{display:flex;gap:18px;overflow-x:auto;overflow-y:hidden;scrollbar-width:thin;align-items:flex-start;align-self:center}
.way{display:flex;flex-direction:column;gap:4px;flex:none}
.kind{font-size:11px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--muted);line-height:14px}
.logos{display:flex;gap:6px}
.service{display:block;width:36px;height:36px;border-radius:8px;overflow:hidden;background:var(--chip)}
.service img{display:block;width:36px;height:36px}
.initial{display:flex;width:100%;height:100%;align-items:center;justify-content:center;font-weight:700;color:var(--fg)}
.none{align-self:center;color:var(--muted)}
.foot{display:flex;align-items:center;gap:12px;font-size:12px;line-height:18px;color:var(--muted);min-width:0}
.more{font-weight:600}
.credit{margin-left:auto;white-space:nowrap}
.credit a{color:var(--muted)}
.bar{display:inline-block;height:12px;width:25%;border-radius:6px;background:var(--chip)}
.bar.wide{width:45%}
.dot{display:inline-block;width:36px;height:36px;border-radius:8px;background:var(--chip);margin-top:18px}
.plain{padding:4px 0;font-size:15px}
:host([compact]) .box{grid-template-columns:minmax(0,max-content) minmax(64px,1fr);grid-template-rows:28px 14px;gap:4px 12px;padding:7px 10px}
:host([compact]) .head{align-items:center;flex-direction:column;align-items:flex-start;justify-content:center;gap:0}
:host([compact]) .title{font-size:14px;max-width:100%}
:host([compact]) .where{display:none}
:host([compact]) .ways{gap:10px;scrollbar-width:none;align-self:stretch}
:host([compact]) .kind{display:none}
:host([compact]) .logos{gap:4px}
:host([compact]) .service,:host([compact]) .service img,:host([compact]) .dot{width:28px;height:28px;margin:0;border-radius:6px}
:host([compact]) .none{font-size:12px;line-height:14px}
:host([compact]) .foot{grid-column:1/-1;font-size:11px;line-height:14px}
:host([compact]) .bar{height:10px}
`;
