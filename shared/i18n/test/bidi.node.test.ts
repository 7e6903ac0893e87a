/** A name in a sentence: isolated on a right-to-left page, unchanged on a left-to-right one. */
import { isolate, translator } from '../src';

it('isolates a name for Arabic and leaves it alone for English and Japanese', () => {
  expect(isolate(translator('ar'), 'ann_01 (2)')).toBe('\u2068ann_01 (2)\u2069');
  expect(isolate(translator('en'), 'ann_01')).toBe('ann_01');
  expect(isolate(translator('ja'), 'ann_01')).toBe('ann_01');
});
