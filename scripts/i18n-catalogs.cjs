/**
 * The message catalogs (architecture §13), extracted from the code and checked: what
 * `node scripts/i18n.mjs extract` writes and `scripts/i18n.node.test.js` (part of `npm test`)
 * fails on.
 *
 * A message is a call in the code with its id and English source as string literals:
 * `t('search.noResults', 'No results found')`, `i18n.t(…)` or `msg(…)` (a message kept in a
 * constant). Each catalog's owner has its files: `locales/en.json` (the source, written by the
 * extraction: id → English) and one file per other language (id → translation, what translators
 * edit: ICU JSON). The owners are the apps and, for the shared packages, `common`.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..');

/** Each catalog: where its files are and which source folders its messages come from. */
const OWNERS = {
  common: {
    dir: 'shared/i18n',
    sources: ['shared/i18n/src', 'shared/tmdb/src', 'shared/session/src', 'shared/ui/src', 'shared/widgets/src', 'shared/host/src'],
  },
  shell: { dir: 'shell', sources: ['shell/src'] },
  search: { dir: 'mfe-search', sources: ['mfe-search/src'] },
  details: { dir: 'mfe-details', sources: ['mfe-details/src'] },
  discover: { dir: 'mfe-discover', sources: ['mfe-discover/src'] },
  dashboard: { dir: 'mfe-dashboard', sources: ['mfe-dashboard/src'] },
};

/** The languages with a catalog of their own (English is the source). */
const TRANSLATED = ['es', 'fr', 'de', 'pt-BR', 'it', 'ja', 'ar'];

/** The plural cases a message must give in each language (CLDR categories of whole numbers). */
const PLURAL_CASES = {
  en: ['one', 'other'],
  es: ['one', 'other'],
  fr: ['one', 'other'],
  de: ['one', 'other'],
  'pt-BR': ['one', 'other'],
  it: ['one', 'other'],
  ja: ['other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

/** @param {string} dir @returns {string[]} the .ts/.tsx files under it that are not tests */
function sourceFiles(dir) {
  /** @type {string[]} */
  const out = [];
  const walk = (/** @type {string} */ d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'fixtures') walk(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.d\.ts$/.test(e.name)) out.push(p);
    }
  };
  walk(path.join(ROOT, dir));
  return out.sort();
}

/**
 * The messages of one file: every `t(…)`, `x.t(…)` or `msg(…)` call whose first two arguments are
 * string literals.
 * @param {string} file absolute path
 * @returns {{ id: string, message: string, where: string }[]}
 */
function messagesOfFile(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** @type {{ id: string, message: string, where: string }[]} */
  const found = [];
  const literal = (/** @type {ts.Node | undefined} */ n) =>
    n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : null;
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      if (name === 't' || name === 'msg') {
        const id = literal(node.arguments[0]);
        const message = literal(node.arguments[1]);
        if (id !== null && message !== null) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push({ id, message, where: `${path.relative(ROOT, file)}:${line + 1}` });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The messages an owner's code uses, by id, and the problems found extracting them (an id used
 * with two different English sources).
 * @param {keyof typeof OWNERS} owner
 * @returns {{ messages: Record<string, string>, problems: string[] }}
 */
function extract(owner) {
  /** @type {Record<string, string>} */
  const messages = {};
  /** @type {Record<string, string>} */
  const where = {};
  /** @type {string[]} */
  const problems = [];
  for (const dir of OWNERS[owner].sources) {
    for (const file of sourceFiles(dir)) {
      for (const m of messagesOfFile(file)) {
        if (m.id in messages && messages[m.id] !== m.message)
          problems.push(`${m.where}: ${m.id} has another English text at ${where[m.id]}`);
        else {
          messages[m.id] = m.message;
          where[m.id] = m.where;
        }
      }
    }
  }
  return { messages: sortedObject(messages), problems };
}

/** @template T @param {Record<string, T>} o @returns {Record<string, T>} keys in code-point order */
function sortedObject(o) {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** @param {keyof typeof OWNERS} owner @param {string} lang @returns {string} the catalog file's absolute path */
function catalogFile(owner, lang) {
  return path.join(ROOT, OWNERS[owner].dir, 'locales', `${lang}.json`);
}

/** @param {keyof typeof OWNERS} owner @param {string} lang @returns {Record<string, string> | null} */
function readCatalog(owner, lang) {
  const file = catalogFile(owner, lang);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** @param {Record<string, string>} messages @returns {string} a catalog file's text (sorted, two-space JSON) */
function catalogText(messages) {
  return `${JSON.stringify(sortedObject(messages), null, 2)}\n`;
}

/**
 * Writes each owner's English source from the code and drops from the other languages the ids
 * the code no longer uses (their translations of live messages are kept).
 * @returns {string[]} a line per catalog changed
 */
function writeCatalogs() {
  /** @type {string[]} */
  const changed = [];
  for (const owner of /** @type {(keyof typeof OWNERS)[]} */ (Object.keys(OWNERS))) {
    const { messages, problems } = extract(owner);
    if (problems.length) throw new Error(problems.join('\n'));
    const files = [['en', messages]];
    for (const lang of TRANSLATED) {
      const current = readCatalog(owner, lang) ?? {};
      files.push([lang, Object.fromEntries(Object.entries(current).filter(([id]) => id in messages))]);
    }
    for (const [lang, content] of files) {
      const file = catalogFile(owner, /** @type {string} */ (lang));
      const text = catalogText(/** @type {Record<string, string>} */ (content));
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, text);
        changed.push(path.relative(ROOT, file));
      }
    }
  }
  return changed;
}

module.exports = { OWNERS, TRANSLATED, PLURAL_CASES, extract, readCatalog, writeCatalogs };
