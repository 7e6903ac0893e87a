/**
 * Messages in Lingui's compiled form, without ICU at run time (architecture §13). Plain CommonJS,
 * so the same code runs in the browser (English source messages, compiled on first use), in the
 * build (`shared/build/i18n-loader.js`: every other language's catalog, compiled at build time) and
 * in Node (the feeds).
 *
 * Lingui's compiled form is a string or an array of tokens: text, `[name]` (an argument),
 * `[name, 'select', {key: tokens}]`, `[name, 'plural', {'0': tokens, one: tokens, other: tokens}]`
 * with `'#'` standing for the number. Lingui's runtime reads a plural through `Intl.PluralRules`
 * and writes `#` through `Intl.NumberFormat`, and a page's first use of either loads ICU data in
 * the task that asks (architecture §7 "No ICU on a page's first render"). So every plural is
 * rewritten here into two selects on arguments the translator prepares in JavaScript
 * (`./src/numbers.ts`): `name:exact` (the number as written, for `=0`-style cases) and
 * `name:plural` (the language's plural category), and each `#` into `[name:number]` (the number
 * with the language's digit grouping). Lingui's select needs no ICU.
 *
 * The messages we write use a subset of ICU MessageFormat: `{arg}`, `{arg, plural, …}` (exact
 * `=N` cases and the categories zero, one, two, few, many, other; no offset), `{arg, select, …}`,
 * `{arg, number}` (a whole number with the language's digit grouping, like `#`), `#` inside a
 * plural, and ICU's apostrophe quoting (`''` is one apostrophe, `'{'` a literal brace). Anything
 * else (number styles, `date`, `selectordinal`, tags) is refused: dates are written by the
 * translator's own messages.
 */

/** @typedef {string | [string, string?, unknown?]} CompiledToken a text, `[name]` or `[name, 'select', cases]` (cases: name → compiled message) */
/** @typedef {string | CompiledToken[]} CompiledMessage */
/** @typedef {Record<string, CompiledMessage>} CompiledCatalog */

/** The argument suffixes of a rewritten plural. */
const EXACT = ':exact';
const PLURAL = ':plural';
const NUMBER = ':number';

/** The plural categories a message may name (CLDR). */
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Why a message cannot be compiled (its text and where). */
class MessageSyntaxError extends Error {
  /** @param {string} message the message @param {number} at index @param {string} why */
  constructor(message, at, why) {
    super(`${why} at ${at} in ${JSON.stringify(message)}`);
    this.name = 'MessageSyntaxError';
  }
}

/**
 * Parses an ICU message of the subset above into Lingui's compiled tokens (plurals as Lingui has
 * them: `[name, 'plural', cases]`, `#` a token of its own).
 * @param {string} message
 * @returns {Array<string | unknown[]>}
 * @throws MessageSyntaxError for anything outside the subset, or unbalanced braces
 */
function parse(message) {
  let i = 0;
  /** @param {boolean} inPlural @param {boolean} nested @returns {Array<string | unknown[]>} */
  const tokens = (inPlural, nested) => {
    /** @type {Array<string | unknown[]>} */
    const out = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (i < message.length) {
      const c = message[i];
      if (c === "'") {
        const next = message[i + 1];
        if (next === "'") {
          text += "'";
          i += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          // quoted literal up to the next lone apostrophe
          i += 1;
          while (i < message.length) {
            if (message[i] === "'") {
              if (message[i + 1] === "'") {
                text += "'";
                i += 2;
                continue;
              }
              i += 1;
              break;
            }
            text += message[i];
            i += 1;
          }
        } else {
          text += "'";
          i += 1;
        }
      } else if (c === '{') {
        flush();
        i += 1;
        out.push(argument());
      } else if (c === '}') {
        if (!nested) throw new MessageSyntaxError(message, i, 'unbalanced }');
        flush();
        return out;
      } else if (c === '#' && inPlural) {
        flush();
        out.push('#');
        i += 1;
      } else {
        text += c;
        i += 1;
      }
    }
    if (nested) throw new MessageSyntaxError(message, i, 'missing }');
    flush();
    return out;
  };
  /** @returns {string} the next word (an argument name, a type, a case key) */
  const word = () => {
    while (message[i] === ' ') i += 1;
    const m = /^[^\s,{}]+/.exec(message.slice(i));
    if (!m) throw new MessageSyntaxError(message, i, 'expected a name');
    i += m[0].length;
    while (message[i] === ' ') i += 1;
    return m[0];
  };
  /** @returns {unknown[]} the token of `{…}` (after its `{`) */
  const argument = () => {
    const name = word();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new MessageSyntaxError(message, i, `bad argument name ${name}`);
    if (message[i] === '}') {
      i += 1;
      return [name];
    }
    if (message[i] !== ',') throw new MessageSyntaxError(message, i, 'expected , or }');
    i += 1;
    const type = word();
    if (type === 'number' && message[i] === '}') {
      i += 1;
      return [name, 'number'];
    }
    if (type !== 'plural' && type !== 'select') throw new MessageSyntaxError(message, i, `unsupported type ${type}`);
    if (message[i] !== ',') throw new MessageSyntaxError(message, i, 'expected ,');
    i += 1;
    /** @type {Record<string, unknown>} */
    const cases = {};
    for (;;) {
      while (/\s/.test(message[i] ?? '')) i += 1;
      if (message[i] === '}') {
        i += 1;
        break;
      }
      let key = word();
      if (type === 'plural') {
        if (/^=\d+$/.test(key)) key = key.slice(1);
        else if (!CATEGORIES.includes(key)) throw new MessageSyntaxError(message, i, `unknown plural case ${key}`);
      }
      if (message[i] !== '{') throw new MessageSyntaxError(message, i, `expected { after ${key}`);
      i += 1;
      cases[key] = tokens(type === 'plural', true);
      i += 1; // the case's }
    }
    if (!('other' in cases)) throw new MessageSyntaxError(message, i, `${name} needs an other case`);
    return [name, type, cases];
  };
  return tokens(false, false);
}

/**
 * Rewrites Lingui's compiled tokens so no plural needs ICU (see the file's comment): each plural
 * becomes a select on `name:exact` (when it has `=N` cases) around a select on `name:plural`,
 * and each `#` the argument `name:number`.
 * @param {unknown} tokens a compiled message (Lingui's `compileMessage` or {@link parse})
 * @param {string | null} [number] the argument `#` stands for here (inside a plural)
 * @returns {CompiledMessage}
 */
function rewrite(tokens, number = null) {
  if (typeof tokens === 'string') return tokens;
  if (!Array.isArray(tokens)) throw new Error(`not a compiled message: ${JSON.stringify(tokens)}`);
  /** @type {CompiledToken[]} */
  const out = [];
  for (const token of tokens) {
    if (token === '#' && number) out.push([`${number}${NUMBER}`]);
    else if (typeof token === 'string') out.push(token);
    else if (Array.isArray(token) && token.length === 1) out.push([String(token[0])]);
    else if (Array.isArray(token) && token[1] === 'number' && token[2] == null) out.push([`${token[0]}${NUMBER}`]);
    else if (Array.isArray(token) && (token[1] === 'select' || token[1] === 'plural')) {
      const [name, type, all] = /** @type {[string, string, Record<string, unknown>]} */ (token);
      // Lingui's compiler writes `offset: undefined` for a plural without one
      const { offset, ...cases } = all;
      if (offset !== undefined) throw new Error(`${name}: plural offsets are not supported`);
      /** @param {unknown} t */
      const inner = (t) => /** @type {CompiledToken[]} */ (rewrite(t, type === 'plural' ? name : number));
      if (type === 'select') {
        out.push([name, 'select', Object.fromEntries(Object.entries(cases).map(([k, v]) => [k, inner(v)]))]);
        continue;
      }
      const exact = Object.entries(cases).filter(([k]) => /^\d+$/.test(k));
      const categories = Object.entries(cases).filter(([k]) => !/^\d+$/.test(k));
      /** @type {CompiledToken} */
      const byCategory = [`${name}${PLURAL}`, 'select', Object.fromEntries(categories.map(([k, v]) => [k, inner(v)]))];
      out.push(
        exact.length
          ? [`${name}${EXACT}`, 'select', { ...Object.fromEntries(exact.map(([k, v]) => [k, inner(v)])), other: [byCategory] }]
          : byCategory,
      );
    } else throw new Error(`unsupported token ${JSON.stringify(token)}`);
  }
  // a message of one text is the text
  return out.length === 1 && typeof out[0] === 'string' ? out[0] : out;
}

/**
 * A message compiled for the translator: parsed (the subset above) and rewritten.
 * @param {string} message an ICU message, e.g. '{count, plural, one {# episode} other {# episodes}}'
 * @returns {CompiledMessage}
 * @throws MessageSyntaxError
 */
function compileMessage(message) {
  return whole(rewrite(parse(message)));
}

/**
 * A whole message as Lingui's runtime takes it: always a token list. A plain text compiles to a
 * string, which Lingui's `_` treats as an uncompiled source and warns about on every call.
 * @param {CompiledMessage} compiled
 * @returns {CompiledMessage}
 */
function whole(compiled) {
  return typeof compiled === 'string' ? [compiled] : compiled;
}

/**
 * A catalog compiled for the translator (the build's loader and jest's transform call it on each
 * `locales/{lang}.json`; an empty translation is left out, so the English source is shown).
 * @param {Record<string, string>} messages id → ICU message
 * @param {(message: string) => unknown} [compile] the parser (default ours; the build passes Lingui's `compileMessage`)
 * @returns {CompiledCatalog}
 */
function compileCatalog(messages, compile = parse) {
  /** @type {CompiledCatalog} */
  const out = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string' || !message.trim()) continue;
    out[id] = whole(rewrite(compile(message)));
  }
  return out;
}

/**
 * The arguments a message uses, each with how (for the catalogs' check: a translation must use
 * the arguments of its source, and a plural's where the source has a plural).
 * @param {string} message
 * @returns {Map<string, 'plain' | 'plural' | 'select'>}
 */
function messageArguments(message) {
  /** @type {Map<string, 'plain' | 'plural' | 'select'>} */
  const found = new Map();
  /** @param {unknown} tokens */
  const walk = (tokens) => {
    if (!Array.isArray(tokens)) return;
    for (const t of tokens) {
      if (!Array.isArray(t)) continue;
      const [name, type, cases] = t;
      if (type === 'number') {
        if (!found.has(String(name))) found.set(String(name), 'plain');
      } else if (type === 'plural' || type === 'select') {
        found.set(String(name), type);
        for (const v of Object.values(/** @type {Record<string, unknown>} */ (cases))) walk(v);
      } else if (!found.has(String(name))) found.set(String(name), 'plain');
    }
  };
  walk(parse(message));
  return found;
}

/**
 * The plural cases a message gives each plural argument ('one', 'other', '0', …).
 * @param {string} message
 * @returns {Map<string, string[]>}
 */
function pluralCases(message) {
  /** @type {Map<string, string[]>} */
  const found = new Map();
  /** @param {unknown} tokens */
  const walk = (tokens) => {
    if (!Array.isArray(tokens)) return;
    for (const t of tokens) {
      if (!Array.isArray(t) || t.length < 3) continue;
      const cases = /** @type {Record<string, unknown>} */ (t[2]);
      if (t[1] === 'plural') found.set(String(t[0]), Object.keys(cases));
      for (const v of Object.values(cases)) walk(v);
    }
  };
  walk(parse(message));
  return found;
}

module.exports = {
  compileMessage,
  compileCatalog,
  rewrite,
  parse,
  messageArguments,
  pluralCases,
  EXACT,
  PLURAL,
  NUMBER,
};
