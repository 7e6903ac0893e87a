/**
 * The language the page shows, in the browser (architecture §13): the host sets it before its first
 * render (the language the server's HTML was written in, `<html lang>`), the footer's picker and
 * Edit Profile switch it, and a signed-in profile's language takes over when the profile loads.
 * A switch loads the language's catalogs of every app on the page first, then re-renders the page
 * in it (the TMDB queries follow: their keys carry the language), and keeps the choice — in a
 * cookie the server reads, and on the profile when signed in. Rendering reads the language from
 * the translator (`useT()` of `@streamscout/i18n`); on a server each render provides its own.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider, loadLanguage } from '@streamscout/i18n';
import { LANGUAGE_COOKIE, knownLanguage, languageDir, type Language } from '@streamscout/region';
import { applyProfileUpdate, updateLanguage } from './profile';
import { sessionStore } from './store';

/** How long the footer's pick is kept (a year, in seconds). */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Keeps `lang` in the cookie the server reads (`streamscout-lang`), for a year. No-op outside a browser. */
function rememberLanguage(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lang)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * Shows the page in `lang`: its catalogs of every app on the page are loaded, then the store's
 * language is set (every component re-renders in it) and `<html lang dir>` follows. A catalog that
 * cannot load leaves its messages in English (the source).
 * @returns resolves once the page shows `lang`
 */
export async function showLanguage(lang: Language): Promise<void> {
  try {
    await loadLanguage(lang);
  } catch (error) {
    console.warn(`[i18n] some ${lang} messages could not load: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = languageDir(lang);
  }
  if (sessionStore.getState().language !== lang) sessionStore.setState({ language: lang });
}

/**
 * The reader picks a language (the footer's picker, Edit Profile): the page switches to it, the
 * cookie keeps it, and a signed-in profile stores it.
 * @param lang a tag; one the app does not speak changes nothing
 * @returns false for an unknown tag, or when the profile could not store it (the page still switched)
 */
export async function chooseLanguage(lang: string): Promise<boolean> {
  const language = knownLanguage(lang);
  if (!language) return false;
  rememberLanguage(language);
  const { session, profile } = sessionStore.getState();
  await showLanguage(language);
  if (session && profile && profile.language !== language) return (await applyProfileUpdate(updateLanguage(profile.id, language))) !== null;
  return true;
}

/**
 * From now on, a signed-in profile's language is the page's (and the cookie's, so the server
 * renders the next page in it): when the profile loads or changes. Called once by the session
 * start-up.
 * @returns unsubscribe
 */
export function followProfileLanguage(): () => void {
  let last: string | null = null;
  const check = () => {
    const { profile, session, language } = sessionStore.getState();
    const wanted = session && profile ? knownLanguage(profile.language) : null;
    if (!wanted || wanted === last) return;
    last = wanted;
    if (wanted === language) return;
    rememberLanguage(wanted);
    void showLanguage(wanted);
  };
  check();
  return sessionStore.subscribe(check);
}

const subscribe = (listener: () => void) => sessionStore.subscribe(listener);
const storeLanguage = () => sessionStore.getState().language;

/**
 * Provides the page's translator: on the server and while a server-rendered page hydrates, the
 * language it was rendered in (`lang`); in the browser after that, the store's language (set to the
 * same before hydration, then by every switch).
 */
export function LanguageProvider({ lang, children }: { lang: Language; children?: ReactNode }) {
  const shown = useSyncExternalStore(subscribe, storeLanguage, () => lang);
  return <I18nProvider lang={shown}>{children}</I18nProvider>;
}
