/**
 * The theme's storage key and the pre-paint script, in one plain-JS file so both the UI kit
 * (`UiProvider`) and the HTML template of every app (`@streamscout/build`, at build time)
 * use the same text (spec §4 "Theme"; spec §3 "Browser storage keys").
 */

/** localStorage key of the remembered theme: 'dark' or 'light'. */
const THEME_STORAGE_KEY = 'streamscout:theme';

/**
 * Inline `<script>` body for `<head>`: applies the stored scheme, else the system's, to
 * `<html data-mantine-color-scheme>` before first paint (no light flash for dark users, no CLS).
 * The HTML template's `<html>` already says `light`: with JavaScript off the page is drawn in the
 * light scheme instead of without the scheme's colours (Mantine keys them on the attribute).
 */
const THEME_INIT_SCRIPT =
  "try{var t=localStorage.getItem('" +
  THEME_STORAGE_KEY +
  "');if(t!=='dark'&&t!=='light')t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "document.documentElement.setAttribute('data-mantine-color-scheme',t)}catch(e){}";

module.exports = { THEME_STORAGE_KEY, THEME_INIT_SCRIPT };
