/**
 * Paint first (architecture §7): the host's page loads its entry script only once the browser has painted
 * the server's HTML.
 *
 * A server-rendered page is complete without script. With the entry as a `<script defer>` in `<head>`, the
 * browser ran it as soon as the document was parsed — before its first paint whenever the main thread was
 * busy — and the entry's first task pulled in the whole start-up (the federation runtime, the shell's
 * chunks, the remote), so on a contended phone every byte of our JavaScript arrived and ran before the
 * reader saw anything (BENCHMARKS.md, "Busy and quiet"). Neither `async` nor yielding a frame inside the
 * entry can promise the order: an async script runs the moment it arrives, and an entry that yields has
 * already been evaluated.
 *
 * So the host's HTML carries no entry `<script src>`; an inline script at the end of `<body>`
 * ({@link paintFirstLoader}) adds it once the page's `first-contentful-paint` entry has been reported
 * (which the browser does after the frame is on screen). Where the paint timing API is missing, it waits
 * for a frame (`requestAnimationFrame`, then a task). A page with nothing of the server's in `#root` (a
 * client-rendered page: nothing to paint before the script) and a page not visible (a background tab or a
 * prerender, which paints nothing until shown) load it at once, and so does a page hidden before it painted.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The inline script that loads `srcs` after the first contentful paint (see the file's comment).
 * @param {readonly string[]} srcs the entry scripts' URLs, in order (e.g. ['/main.0123abcd.js'])
 * @returns {string} the `<script>` element's body: plain ES5, no dependencies
 */
function paintFirstLoader(srcs) {
  // `<` written as \u003c, so no URL can close the script element
  const list = JSON.stringify(srcs).replace(/</g, '\\u003c');
  return (
    '(function(srcs){var d=document,done=false;' +
    'function go(){if(done)return;done=true;for(var i=0;i<srcs.length;i++){var s=d.createElement("script");' +
    's.src=srcs[i];s.async=false;d.head.appendChild(s)}}' +
    'var root=d.getElementById("root");' +
    'if(!root||!root.firstElementChild||d.visibilityState!=="visible")return go();' +
    'd.addEventListener("visibilitychange",function(){if(d.visibilityState!=="visible")go()});' +
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){' +
    'var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});' +
    'o.observe({type:"paint",buffered:true});return}}catch(e){}' +
    'requestAnimationFrame(function(){setTimeout(go,0)})' +
    `})(${list});`
  );
}

/**
 * For the host's HTML only: takes HtmlWebpackPlugin's entry `<script src>` tags out of the page and puts
 * {@link paintFirstLoader} for them at the end of `<body>`, after `#root` (and after the data handover the
 * server writes right behind `#root`).
 */
class PaintFirstPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PaintFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PaintFirstPlugin', (data) => {
        const isEntry = (/** @type {import('html-webpack-plugin').HtmlTagObject} */ t) =>
          t.tagName === 'script' && typeof t.attributes.src === 'string';
        const srcs = [...data.headTags, ...data.bodyTags].filter(isEntry).map((t) => String(t.attributes.src));
        if (srcs.length === 0) return data;
        data.headTags = data.headTags.filter((t) => !isEntry(t));
        data.bodyTags = [
          ...data.bodyTags.filter((t) => !isEntry(t)),
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, paintFirstLoader(srcs)),
        ];
        return data;
      });
    });
  }
}

module.exports = { PaintFirstPlugin, paintFirstLoader };
