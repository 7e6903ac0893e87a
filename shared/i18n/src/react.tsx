/**
 * The translator in React (architecture §13): the page's language is provided once, at the root
 * (the shell's `Root` on the server and in the browser, the standalone mount, the embed), and every
 * component reads it with {@link useT}. Outside a provider the language is English.
 */
import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import type { Language } from '@streamscout/region';
import { translator, type Translator } from './translator';

const I18nContext = createContext<Translator>(translator('en'));

/** Provides the translator of `lang` to the tree (its catalogs must be loaded first, or the English source shows). */
export function I18nProvider({ lang, children }: { lang: Language; children?: ReactNode }) {
  const value = useMemo(() => translator(lang), [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * React hook: the page's translator — `const i18n = useT(); i18n.t('id', 'English')`.
 * @returns the same object while the language stays
 */
export function useT(): Translator {
  return useContext(I18nContext);
}

/** The marks around an element's name in a translated text (private-use characters, never in a catalog). */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = /\uE000([\w.-]+)\uE001/;

/**
 * An element's place in a sentence: give it as the argument's value to `i18n.t`, then hand the text
 * to {@link withElements}, so a translation may move a link, a bold name or a button anywhere —
 * `withElements(i18n.t('plan.pause', 'You could pause {service}.', { service: slot('service') }), { service: <strong>{name}</strong> })`.
 * @param name the argument's name
 * @returns a mark that {@link withElements} replaces
 */
export function slot(name: string): string {
  return `${OPEN}${name}${CLOSE}`;
}

/**
 * A translated text with its {@link slot}s replaced by elements.
 * @param text what `i18n.t` returned
 * @param elements argument name → the element shown in its place (a slot without one shows nothing)
 * @returns the text's pieces and the elements, in the translation's order
 */
export function withElements(text: string, elements: Readonly<Record<string, ReactNode>>): ReactNode {
  const pieces = text.split(SLOT);
  // split with a capture group: even indexes are text, odd ones the slots' names
  return pieces.map((piece, i) => <Fragment key={i}>{i % 2 === 0 ? piece : elements[piece]}</Fragment>);
}
