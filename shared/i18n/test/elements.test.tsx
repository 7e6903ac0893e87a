/**
 * Elements inside translated sentences: a translation may put a link or a bold name where its
 * language needs it, and the element keeps its props (what `slot` / `withElements` are for).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { compileCatalog } from '../compile.js';
import { slot, withElements } from '../src/react';
import { addMessages, translator } from '../src/translator';

const PAUSE = 'You could pause {service}: none of your queue is on it.';

beforeAll(() => {
  addMessages('de', compileCatalog({ 'test.pause': 'Bei {service} ist nichts von deiner Merkliste: du könntest ihn pausieren.' }));
  addMessages('ja', compileCatalog({ 'test.count': '{total, number}件中{count}' }));
});

describe('withElements', () => {
  it('puts the element where the English source has it', () => {
    const text = translator('en').t('test.pause', PAUSE, { service: slot('service') });
    expect(renderToStaticMarkup(<p>{withElements(text, { service: <strong>Netflix</strong> })}</p>)).toBe(
      '<p>You could pause <strong>Netflix</strong>: none of your queue is on it.</p>',
    );
  });

  it('follows a translation that moves the element', () => {
    const text = translator('de').t('test.pause', PAUSE, { service: slot('service') });
    expect(renderToStaticMarkup(<p>{withElements(text, { service: <strong>Netflix</strong> })}</p>)).toBe(
      '<p>Bei <strong>Netflix</strong> ist nichts von deiner Merkliste: du könntest ihn pausieren.</p>',
    );
  });

  it('mixes elements with numbers written the language’s way', () => {
    const text = translator('ja').t('test.count', '{count} of {total, number}', { count: slot('count'), total: 12345 });
    expect(renderToStaticMarkup(<p>{withElements(text, { count: <button type="button">3件</button> })}</p>)).toBe(
      '<p>12,345件中<button type="button">3件</button></p>',
    );
  });
});
