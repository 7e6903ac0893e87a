/**
 * The CSS of a StreamScout embed, as text for its Shadow DOM's own `<style>` (architecture §7a):
 * Mantine's granular styles — baseline, default CSS variables, global classes and only the
 * components the embedded screens render (≈ 10 KB gzip instead of 42 KB for all of
 * `@mantine/core/styles.css`) — plus the carousel's and the host reset below. Mantine writes these
 * for `:root, :host`, so inside a shadow root they style the shadow host and nothing of the page.
 * A `*.shadow.ts` module: the build gives it every CSS file it imports as text (a string, never
 * added to `document.head`; `@streamscout/build`'s loaders).
 */
import baseline from '@mantine/core/styles/baseline.css';
import variables from '@mantine/core/styles/default-css-variables.css';
import globalClasses from '@mantine/core/styles/global.css';
import unstyledButton from '@mantine/core/styles/UnstyledButton.css';
import visuallyHidden from '@mantine/core/styles/VisuallyHidden.css';
import paper from '@mantine/core/styles/Paper.css';
import center from '@mantine/core/styles/Center.css';
import stack from '@mantine/core/styles/Stack.css';
import group from '@mantine/core/styles/Group.css';
import simpleGrid from '@mantine/core/styles/SimpleGrid.css';
import text from '@mantine/core/styles/Text.css';
import title from '@mantine/core/styles/Title.css';
import image from '@mantine/core/styles/Image.css';
import loader from '@mantine/core/styles/Loader.css';
import skeleton from '@mantine/core/styles/Skeleton.css';
import button from '@mantine/core/styles/Button.css';
import carousel from '@mantine/carousel/styles.css';

/** Class of the element an embed renders into (inside the shadow root): the embed's "body". */
export const EMBED_ROOT_CLASS = 'streamscout-embed-root';

/**
 * The shadow host ignores everything the page would pass down or set on it: `all: initial` stops
 * the page's inherited font, colour, line height, letter spacing… (`!important` in the shadow
 * context beats any page rule on the host). The embed root then plays Mantine's `body`.
 */
const HOST_CSS = `
:host { all: initial !important; display: block !important; }
.${EMBED_ROOT_CLASS} {
  font-family: var(--mantine-font-family);
  font-size: var(--mantine-font-size-md);
  line-height: var(--mantine-line-height);
  color: var(--mantine-color-text);
  background-color: var(--mantine-color-body);
  -webkit-font-smoothing: var(--mantine-webkit-font-smoothing);
  -moz-osx-font-smoothing: var(--mantine-moz-font-smoothing);
  border-radius: var(--mantine-radius-sm);
  padding: var(--mantine-spacing-md);
  text-align: start;
}
`;

/** All of it, in cascade order (component files after the baseline they build on). */
export const SHADOW_CSS: string = (
  [
    baseline,
    variables,
    globalClasses,
    unstyledButton,
    visuallyHidden,
    paper,
    center,
    stack,
    group,
    simpleGrid,
    text,
    title,
    image,
    loader,
    skeleton,
    button,
    carousel,
    HOST_CSS,
  ] as unknown[]
).join('\n');
