/**
 * Controls that work before the page's script has run (issue 26 §1 "A tap is never lost"): the
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
 * the same write: harmless.
 */

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
  "document.cookie=n+(v==='list'?'=list; Path=/; Max-Age=31536000':'=; Path=/; Max-Age=0')+'; SameSite=Lax'}catch(x){}},true);";

module.exports = { REMEMBERED_VIEW_ATTRIBUTE, EARLY_INPUT_SCRIPT };
