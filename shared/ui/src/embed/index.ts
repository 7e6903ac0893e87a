/**
 * `@streamscout/ui/embed`: what a remote needs to render its screens into a page that is not
 * StreamScout (architecture §7a) — a Shadow DOM host, the CSS text for it and the Mantine
 * provider configured for it. A subpath of its own so the app's shared UI chunk never carries the
 * embed's CSS text.
 */
export { createShadowHost, SHADOW_HOST_TAG } from './ShadowHost';
export type { ShadowHost } from './ShadowHost';
export { EmbedUiProvider } from './EmbedUiProvider';
export { SHADOW_CSS, EMBED_ROOT_CLASS } from './styles.shadow';
