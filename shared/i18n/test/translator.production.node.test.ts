/**
 * The translator as production builds run it: Lingui's runtime has no message compiler there
 * (`NODE_ENV=production`), so a message handed to it as a plain string is taken for an uncompiled
 * source and warned about on every call — thousands of warnings per page on the app server.
 */
process.env.NODE_ENV = 'production';

it('formats plain texts, from the source and from a catalog, without a warning', async () => {
  // loaded after NODE_ENV is set: Lingui reads it when an instance is set up
  const { addMessages, translator } = await import('../src/translator');
  const { compileCatalog } = await import('../compile.js');
  addMessages('de', compileCatalog({ 'test.plain': 'Folie' }));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    expect(translator('en').t('test.plainSource', 'slide')).toBe('slide');
    expect(translator('en').t('test.hello', 'Hello {name}', { name: 'Ann' })).toBe('Hello Ann');
    expect(translator('de').t('test.plain', 'slide')).toBe('Folie');
    expect(warn).not.toHaveBeenCalled();
  } finally {
    warn.mockRestore();
  }
});
