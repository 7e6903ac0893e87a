/**
 * Text a reader gave us (a username, a group's name) or a brand (a service's name) set inside a
 * right-to-left sentence. Unicode's bidi algorithm lets a Latin name pull the neutral characters
 * around it — a space, parentheses, a count — into its own run, so "يريده ann و ben (2)" can show
 * the count between the names. An isolate (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL
 * ISOLATE, what HTML's `<bdi>` does) keeps the name one unit, laid out on its own. Left-to-right
 * pages need none, and get the text unchanged (so English texts stay the spec's, byte for byte).
 */
import type { Translator } from './translator';

/** U+2068 FIRST STRONG ISOLATE. */
const FSI = '\u2068';
/** U+2069 POP DIRECTIONAL ISOLATE. */
const PDI = '\u2069';

/**
 * `text` isolated for a sentence of `tr`'s direction.
 * @param tr the page's translator (only its `dir` is read)
 * @param text the name to set in the sentence
 * @returns `text` between FSI and PDI on a right-to-left page; `text` itself on a left-to-right one
 */
export function isolate(tr: Pick<Translator, 'dir'>, text: string): string {
  return tr.dir === 'rtl' ? `${FSI}${text}${PDI}` : text;
}
