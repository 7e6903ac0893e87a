/**
 * The catalogs (architecture §13), part of `npm test`: each English source is what the code says
 * (run `npm run i18n:extract` after changing a message), every language translates every message,
 * nothing else, and each translation compiles, uses its source's arguments and gives the plural
 * cases its language needs (Arabic's six).
 */
const { compileMessage } = require('@lingui/message-utils/compileMessage');
const { messageArguments, pluralCases, compileMessage: compileOurs, compileCatalog, rewrite } = require('@streamscout/i18n/compile');
const { OWNERS, TRANSLATED, PLURAL_CASES, extract, readCatalog } = require('./i18n-catalogs.cjs');

const owners = /** @type {(keyof typeof OWNERS)[]} */ (Object.keys(OWNERS));

describe.each(owners)('the %s catalog', (owner) => {
  const { messages, problems } = extract(owner);

  it("gives each id one English text, and its en.json is the code's (npm run i18n:extract)", () => {
    expect(problems).toEqual([]);
    expect(readCatalog(owner, 'en')).toEqual(messages);
  });

  it('compiles each English text the same in the page (ours) and in the build (Lingui)', () => {
    // the build compiles a catalog with Lingui's parser (`compileCatalog`), the page a source with ours
    const wrong = Object.entries(messages).filter(
      ([, m]) => JSON.stringify(compileOurs(m)) !== JSON.stringify(compileCatalog({ m }, compileMessage).m),
    );
    expect(wrong).toEqual([]);
    for (const [id, m] of Object.entries(messages)) {
      for (const need of PLURAL_CASES.en)
        for (const [arg, cases] of pluralCases(m)) if (!cases.includes(need)) throw new Error(`en ${id}: ${arg} lacks ${need}`);
    }
  });

  it.each(TRANSLATED)('is translated whole into %s', (lang) => {
    const catalog = readCatalog(owner, lang) ?? {};
    const missing = Object.keys(messages).filter((id) => typeof catalog[id] !== 'string' || !catalog[id].trim());
    const unknown = Object.keys(catalog).filter((id) => !(id in messages));
    /** @type {string[]} */
    const wrong = [];
    for (const [id, text] of Object.entries(catalog)) {
      if (!(id in messages) || !text.trim()) continue;
      let args;
      try {
        rewrite(compileMessage(text));
        args = messageArguments(text);
      } catch (e) {
        wrong.push(`${id}: ${e instanceof Error ? e.message : e}`);
        continue;
      }
      const source = messageArguments(messages[id]);
      const names = (/** @type {Map<string, string>} */ m) => [...m.keys()].sort().join(',');
      if (names(args) !== names(source)) wrong.push(`${id}: arguments ${names(args)} ≠ the source's ${names(source)}`);
      for (const [arg, how] of source) if (how === 'plural' && args.get(arg) !== 'plural') wrong.push(`${id}: ${arg} must stay a plural`);
      for (const [arg, cases] of pluralCases(text))
        for (const need of PLURAL_CASES[/** @type {keyof typeof PLURAL_CASES} */ (lang)])
          if (!cases.includes(need)) wrong.push(`${id}: ${arg} lacks the ${need} case`);
    }
    expect({ missing, unknown, wrong }).toEqual({ missing: [], unknown: [], wrong: [] });
  });
});
