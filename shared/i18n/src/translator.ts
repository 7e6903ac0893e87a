/**
 * The translator of a language (architecture §13): every text a reader sees goes through its `t`,
 * with the English source beside the message's id in the code. The active language's compiled
 * catalog answers when it has the message; otherwise — English, or a message this language has not
 * translated yet — the English source is compiled on first use (`../compile.js`) and shown. Both
 * are formatted by Lingui's runtime (`@lingui/core`, one instance per language, a Module Federation
 * singleton), with plural categories and numbers prepared in JavaScript (`./numbers`), so a first
 * render loads no ICU data (architecture §7).
 */
import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, languageDir, languageOrDefault, type Language } from '@streamscout/region';
import { compileMessage, EXACT, NUMBER, PLURAL, type CompiledCatalog } from '../compile.js';
import { formatDecimal, formatInteger, pluralCategory } from './numbers';

/** A message: its id (stable, dotted: 'search.noResults') and its English source (ICU MessageFormat, the subset of `../compile.js`). */
export interface MessageDescriptor {
  id: string;
  message: string;
}

/** The values of a message's arguments: text, or numbers (plurals pick their case from them; `#` writes them grouped). */
export type MessageValues = Readonly<Record<string, string | number | null | undefined>>;

/** What the UI translates with: the language, its direction, messages and whole numbers. */
export interface Translator {
  /** One of the product's languages. */
  readonly lang: Language;
  /** 'rtl' for Arabic, else 'ltr'. */
  readonly dir: 'ltr' | 'rtl';
  /**
   * The message in this language, its arguments filled in; the English source when the language
   * has no translation of it. `t('home.trending', 'Trending Shows')`,
   * `t('episodes.count', '{count, plural, one {# episode} other {# episodes}}', { count: 3 })`.
   */
  t(id: string, message: string, values?: MessageValues): string;
  /** The same with a descriptor made by {@link msg} (a message kept in a constant). */
  t(descriptor: MessageDescriptor, values?: MessageValues): string;
  /** A whole number with the language's digit grouping (12345 → '12,345', '12.345', '12 345'). */
  count(n: number): string;
  /** A small number with `digits` decimals and the language's decimal mark (7.25, 1 → '7.3', '7,3'). */
  decimal(n: number, digits: number): string;
}

/**
 * Marks a message kept in a constant (a table of labels) for extraction; `t(msg(…))` translates it
 * where it is shown.
 * @returns the descriptor `{ id, message }`
 */
export function msg(id: string, message: string): MessageDescriptor {
  return { id, message };
}

const instances = new Map<Language, I18n>();

/** The Lingui instance of a language (one per language and page or server process; catalogs are merged into it as they load). */
function linguiOf(lang: Language): I18n {
  let i18n = instances.get(lang);
  if (!i18n) {
    i18n = setupI18n({ locale: lang, messages: { [lang]: {} } });
    instances.set(lang, i18n);
  }
  return i18n;
}

/**
 * Merges a compiled catalog into a language (the catalogs' loaders call it).
 * @param lang the language @param catalog id → compiled message
 */
export function addMessages(lang: Language, catalog: CompiledCatalog): void {
  linguiOf(lang).load(lang, catalog);
}

/** Whether `lang` has its own translation of `id` (loaded). */
export function hasMessage(lang: Language, id: string): boolean {
  return linguiOf(lang).messages[id] !== undefined;
}

/** The values with what the rewritten plurals read: `n:exact`, `n:plural` and `n:number` of each number. */
function prepare(lang: Language, values: MessageValues | undefined): Record<string, unknown> | undefined {
  if (!values) return undefined;
  const out: Record<string, unknown> = { ...values };
  for (const [k, v] of Object.entries(values)) {
    if (typeof v !== 'number') continue;
    out[`${k}${EXACT}`] = String(v);
    out[`${k}${PLURAL}`] = pluralCategory(lang, v);
    out[`${k}${NUMBER}`] = formatInteger(lang, v);
  }
  return out;
}

const translators = new Map<Language, Translator>();
/** The English source each message id was last compiled from (English is compiled from the code, on first use). */
const englishSources = new Map<string, string>();

/**
 * The translator of a language (the same object for the same language).
 * @param lang any tag: one of the product's languages is used as is, another falls back to English
 */
export function translator(lang: unknown): Translator {
  const language = languageOrDefault(lang);
  let tr = translators.get(language);
  if (tr) return tr;
  const english = linguiOf(DEFAULT_LANGUAGE);
  const own = linguiOf(language);
  const t = (a: string | MessageDescriptor, b?: string | MessageValues, c?: MessageValues): string => {
    const { id, message } = typeof a === 'string' ? { id: a, message: b as string } : a;
    const values = typeof a === 'string' ? c : (b as MessageValues | undefined);
    if (language !== DEFAULT_LANGUAGE && own.messages[id] !== undefined) return own._(id, prepare(language, values));
    // compiled again when the source changes: a remote redeployed with a new English text is
    // rendered with it by a server (or page) that still holds the old one under the same id
    if (englishSources.get(id) !== message) {
      english.load(DEFAULT_LANGUAGE, { [id]: compileMessage(message) });
      englishSources.set(id, message);
    }
    return english._(id, prepare(DEFAULT_LANGUAGE, values));
  };
  tr = {
    lang: language,
    dir: languageDir(language),
    t,
    count: (n) => formatInteger(language, n),
    decimal: (n, digits) => formatDecimal(language, n, digits),
  } as Translator;
  translators.set(language, tr);
  return tr;
}
