/**
 * Controls that work before the page's script has run (architecture §9 "A tap before hydration is kept"): the
 * inline script every app's HTML template puts in `<head>` (`@streamscout/build`, at build time),
 * in one plain-JS file so the template and the UI kit (`ViewToggle`) name the same attribute.
 *
 * A server-rendered page is on screen well before React hydrates it (the shell's and the remote's
 * scripts download and run first). A grid/list switch pressed in that window changes its native
 * radio only; hydration then renders the remembered view again, and the press is undone. The
 * script below listens (one `change` listener on the document, capture phase) for a radio inside
 * an element carrying {@link REMEMBERED_VIEW_ATTRIBUTE} (its value: the view's storage key, e.g.
 * 'streamscout:discover-view') and stores the choice exactly as `useRememberedView`'s setter of
 * `@streamscout/ui` does: `localStorage[key] = '"list"'` and the cookie named after the key
 * (`streamscout-discover-view=list`, `Path=/`, a year, `SameSite=Lax`; removed for the grid). The
 * first render after hydration reads the stored choice, so the press sticks; a later reload gets
 * it from the server (which renders the cookie's view). After hydration React's own handler does
 * the same write: harmless. A button with nothing native to do (the account menu) is marked
 * {@link REPLAY_PRESS_ATTRIBUTE}: a press on it before hydration is recorded and replayed after —
 * a click, or, on a field (the region picker's read-only stand-in), the keys that open it: Enter,
 * Space or ArrowDown (a field makes no click of them; a button does, so its keys are not recorded twice).
 */

/**
 * The attribute of a button whose press before hydration is replayed after it (the account menu's
 * stand-in): it has nothing native to do, so the script records the element and the shell clicks it
 * again once React handles it ({@link replayEarlyPresses}).
 */
const REPLAY_PRESS_ATTRIBUTE = 'data-replay-press';
/** `window` property: the buttons pressed before hydration, in order. */
const EARLY_PRESSES = '__streamscoutEarlyPresses';
/** `window` property: set when React takes the page over (`hydrateRoot`): from then on React replays presses itself. */
const HYDRATING = '__streamscoutHydrating';

/**
 * The attribute of a button that shows and hides another element before hydration: its value is that
 * element's id. The script flips the element's `hidden`, sets the button's `aria-expanded` to match, and
 * focuses the first input of an element it showed; the component reads the element's `hidden` when it
 * mounts (the header's search row).
 */
const EARLY_TOGGLE_ATTRIBUTE = 'data-early-toggle';

/** The attribute naming a grid/list switch's storage key (on the switch's root element). */
const REMEMBERED_VIEW_ATTRIBUTE = 'data-remember-view';

/** Inline `<script>` body for `<head>`: stores a grid/list switch's choice pressed before hydration. */
const EARLY_INPUT_SCRIPT =
  "document.addEventListener('change',function(e){try{var t=e.target,b;" +
  "if(!t||t.type!=='radio'||!t.checked||!t.closest||!(b=t.closest('[" +
  REMEMBERED_VIEW_ATTRIBUTE +
  "]')))return;var v=t.value,k=b.getAttribute('" +
  REMEMBERED_VIEW_ATTRIBUTE +
  "'),n=k.replace(/[^a-z0-9-]/gi,'-');if(v!=='list'&&v!=='grid')return;" +
  'try{localStorage.setItem(k,JSON.stringify(v))}catch(x){}' +
  "document.cookie=n+(v==='list'?'=list; Path=/; Max-Age=31536000':'=; Path=/; Max-Age=0')+'; SameSite=Lax'}catch(x){}},true);" +
  "document.addEventListener('click',function(e){try{var t=e.target,b;if(window." +
  HYDRATING +
  "||!t||!t.closest||!(b=t.closest('[" +
  REPLAY_PRESS_ATTRIBUTE +
  "]')))return;(window." +
  EARLY_PRESSES +
  '=window.' +
  EARLY_PRESSES +
  '||[]).push(b)}catch(x){}},true);' +
  // a field's keyboard press (Enter, Space, ArrowDown on a read-only stand-in): a field makes no click of it
  "document.addEventListener('keydown',function(e){try{var t=e.target,k=e.key,b;if(window." +
  HYDRATING +
  "||!t||t.tagName!=='INPUT'||(k!=='Enter'&&k!==' '&&k!=='ArrowDown')||!(b=t.closest('[" +
  REPLAY_PRESS_ATTRIBUTE +
  "]')))return;(window." +
  EARLY_PRESSES +
  '=window.' +
  EARLY_PRESSES +
  '||[]).push(b)}catch(x){}},true);' +
  "document.addEventListener('click',function(e){try{var t=e.target,b,p;if(window." +
  HYDRATING +
  "||!t||!t.closest||!(b=t.closest('[" +
  EARLY_TOGGLE_ATTRIBUTE +
  "]'))||!(p=document.getElementById(b.getAttribute('" +
  EARLY_TOGGLE_ATTRIBUTE +
  "'))))return;var o=p.hidden;p.hidden=!o;b.setAttribute('aria-expanded',String(o));" +
  "var i=o&&p.querySelector('input');if(i)i.focus()}catch(x){}},true);";

/**
 * Browser only, called by the shell right before `hydrateRoot`: the early-input script stops
 * recording presses (React, listening from then on, replays a press on HTML it has not hydrated yet).
 */
function markHydrating() {
  pageGlobals()[HYDRATING] = true;
}

/** The page's global object, for the two properties the inline script shares with the shell. @returns {Record<string, unknown>} */
function pageGlobals() {
  return /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis));
}

/**
 * Browser only, called once the shell's hydration has committed: clicks again, in order, each
 * {@link REPLAY_PRESS_ATTRIBUTE} button pressed before hydration that is still in the page — now
 * React's handler answers it (the account menu opens). Each press is replayed once.
 * @returns how many presses were replayed
 */
function replayEarlyPresses() {
  const page = pageGlobals();
  const presses = /** @type {HTMLElement[]} */ (page[EARLY_PRESSES] || []);
  page[EARLY_PRESSES] = [];
  let replayed = 0;
  for (const button of presses) {
    if (!button.isConnected) continue;
    button.click();
    replayed += 1;
  }
  return replayed;
}

module.exports = {
  REMEMBERED_VIEW_ATTRIBUTE,
  REPLAY_PRESS_ATTRIBUTE,
  EARLY_TOGGLE_ATTRIBUTE,
  EARLY_INPUT_SCRIPT,
  markHydrating,
  replayEarlyPresses,
};
