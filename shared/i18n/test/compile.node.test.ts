/**
 * The message compiler: the subset of ICU MessageFormat we write, parsed as Lingui's own compiler
 * parses it, and every plural rewritten so Lingui's runtime formats it without ICU.
 */
import { compileMessage as linguiCompile } from '@lingui/message-utils/compileMessage';
import { compileMessage, messageArguments, parse, pluralCases, rewrite } from '../compile.js';

const SAMPLES = [
  'Plain text',
  "We couldn't load this right now.",
  'Search results for "{query}"',
  "It''s '{'literal'}' {x}",
  '{count, plural, one {# episode} other {# episodes}}',
  '{count, plural, =0 {No titles} one {One title} other {# titles in {list}}}',
  '{kind, select, movie {Movie} tv {TV show} other {Title}}',
  '{n, plural, zero {لا حلقات} one {حلقة واحدة} two {حلقتان} few {# حلقات} many {# حلقة} other {# حلقة}}',
  'a # b {x}',
  'This file lists {count, number} titles',
  "l'épisode {n, plural, one {#} other {# fois}}",
];

describe('compileMessage', () => {
  it.each(SAMPLES)('parses %j as Lingui does', (message) => {
    expect(parse(message)).toEqual(linguiCompile(message));
    const lingui = rewrite(linguiCompile(message));
    // a whole message is always a token list (a plain text one token)
    expect(compileMessage(message)).toEqual(typeof lingui === 'string' ? [lingui] : lingui);
  });

  it('rewrites a plural into selects on prepared arguments, # into the grouped number', () => {
    expect(compileMessage('{count, plural, =0 {none} one {# ep} other {# eps}}')).toEqual([
      [
        'count:exact',
        'select',
        { '0': 'none', other: [['count:plural', 'select', { one: [['count:number'], ' ep'], other: [['count:number'], ' eps'] }]] },
      ],
    ]);
    expect(compileMessage('Plain')).toEqual(['Plain']);
  });

  it('refuses what the translator does not format', () => {
    for (const bad of [
      '{n, number, percent}',
      '{d, date, long}',
      '{n, selectordinal, one {#st} other {#th}}',
      '{n, plural, one {x}}',
      'a } b',
      '{open',
      '{n, plural, lots {x} other {y}}',
    ])
      expect(() => compileMessage(bad)).toThrow();
  });

  it('names the arguments and plural cases a message uses', () => {
    expect([...messageArguments('{a} {n, plural, one {# {b}} other {#}} {k, select, x {y} other {z}}')]).toEqual([
      ['a', 'plain'],
      ['n', 'plural'],
      ['b', 'plain'],
      ['k', 'select'],
    ]);
    expect(pluralCases('{n, plural, =0 {a} one {b} other {c}}').get('n')).toEqual(['0', 'one', 'other']);
  });
});
