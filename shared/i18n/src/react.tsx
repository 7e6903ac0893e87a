/**
 * The translator in React (architecture §13): the page's language is provided once, at the root
 * (the shell's `Root` on the server and in the browser, the standalone mount, the embed), and every
 * component reads it with {@link useT}. Outside a provider the language is English.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
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
