// Async boundary (architecture §3): shared modules are negotiated before any of them is used.
// The chunk is named so the static server can preload it (and the shared modules it needs) from
// the HTML, in parallel with this entry (architecture §7).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
