/**
 * ESLint rule `i18n/no-literal-text`: no text a reader sees written as a literal in JSX (architecture
 * §13) — a text child, a string in braces, or a string given to an attribute that is shown or read
 * out (`aria-label`, `title`, `placeholder`, `alt`, `label`, …). It must come from the catalogs:
 * `i18n.t('id', 'English')`. Text without a letter (punctuation, '·', '—', a number) and the product's
 * names, which no language translates, pass.
 */

/** Attributes whose string reaches the reader (on screen or read out). */
const SHOWN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'description',
  'error',
  'tooltip',
  'heading',
  'message',
  'emptyText',
]);

/** Names never translated. */
const NAMES = /^(StreamScout|Stream|Scout|TMDB|The Movie Database|JustWatch|IMDb|Netflix|Letterboxd|Trakt)$/;

/** @param {string} text */
const isReaderText = (text) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return /\p{L}/u.test(t) && !NAMES.test(t);
};

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts a reader sees come from the message catalogs, not literals in JSX (architecture §13).' },
    messages: {
      text: 'Literal text "{{text}}" in JSX: translate it with i18n.t(\'id\', \'English\') (CONTRIBUTING "Add a message").',
      attribute: 'Literal {{name}}="{{text}}": translate it with i18n.t(\'id\', \'English\') (CONTRIBUTING "Add a message").',
    },
    schema: [],
  },
  create(context) {
    /** @param {any} node @param {string} text @param {string | undefined} name */
    const report = (node, text, name = undefined) =>
      context.report({ node, messageId: name ? 'attribute' : 'text', data: { text: text.trim().slice(0, 40), name: name ?? '' } });
    /** @param {any} node @returns {string | null} a string literal or a template without expressions */
    const literal = (node) => {
      if (!node) return null;
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? '';
      return null;
    };
    return {
      /** @param {any} node */
      JSXText(node) {
        if (isReaderText(node.value)) report(node, node.value);
      },
      /** @param {any} node */
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        const text = literal(node.expression);
        if (text !== null && isReaderText(text)) report(node, text);
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !SHOWN_ATTRIBUTES.has(name) || !node.value) return;
        const text = node.value.type === 'JSXExpressionContainer' ? literal(node.value.expression) : literal(node.value);
        if (text !== null && isReaderText(text)) report(node, text, name);
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
