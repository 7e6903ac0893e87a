/**
 * Which catalogs are on the page (architecture §13). Each app owns the catalogs of its own
 * screens (`locales/{lang}.json` beside its `src/`, one chunk per language, compiled at build
 * time), and the shared packages' messages are one more catalog, `common` (`shared/i18n/locales/`).
 * An app registers its loader; a page then loads, for its language only, the catalogs of what it
 * shows — the common one and the shell's before the first render, a remote's with its screen.
 * English needs none: its messages are the source, in the code.
 */
import { DEFAULT_LANGUAGE, type Language } from '@streamscout/region';
import type { CompiledCatalog } from '../compile.js';
import { addMessages } from './translator';

/** Loads one app's compiled catalog of a language (a dynamic import: one chunk per language). */
export type CatalogLoader = (lang: Language) => Promise<CompiledCatalog | { default: CompiledCatalog }>;

const loaders = new Map<string, CatalogLoader>();
const pending = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/**
 * Registers (or replaces: a redeployed remote) an app's catalog loader.
 * @param owner 'common', 'shell', or a remote's key ('search', 'details', …)
 */
export function registerCatalog(owner: string, load: CatalogLoader): void {
  if (loaders.get(owner) === load) return;
  loaders.set(owner, load);
  for (const key of [...pending.keys()]) if (key.startsWith(`${owner}\n`)) pending.delete(key);
}

/**
 * Loads an owner's catalog of a language into the page's translators, once (concurrent callers
 * share the load; a failed load is tried again by the next caller). English, or an owner with no
 * loader, resolves at once.
 * @throws the loader's error (a chunk that did not arrive): the page shows the English source meanwhile
 */
export function loadCatalog(owner: string, lang: Language): Promise<void> {
  const load = loaders.get(owner);
  if (lang === DEFAULT_LANGUAGE || !load) return Promise.resolve();
  const key = `${owner}\n${lang}`;
  let wait = pending.get(key);
  if (!wait) {
    wait = load(lang).then(
      (mod) => {
        addMessages(
          lang,
          'default' in mod && typeof mod.default === 'object' ? (mod.default as CompiledCatalog) : (mod as CompiledCatalog),
        );
        loaded.add(key);
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, wait);
  }
  return wait;
}

/**
 * Loads a language's catalogs of every registered owner (the footer's picker, before it switches
 * the page), or of the owners named.
 * @param lang the language @param owners default every registered one
 */
export async function loadLanguage(lang: Language, owners: readonly string[] = [...loaders.keys()]): Promise<void> {
  await Promise.all(owners.map((o) => loadCatalog(o, lang)));
}

/** The common catalog: the shared packages' messages (UI kit, widgets, session, TMDB words, host). */
registerCatalog(
  'common',
  (lang) =>
    import(/* webpackChunkName: "lang-common-[request]", webpackExclude: /en\.json$/ */ `../locales/${lang}.json`) as Promise<{
      default: CompiledCatalog;
    }>,
);
