/**
 * The data handover, both sides: what the server writes is a script-safe JSON literal (a title
 * holding `</script>` or U+2028 cannot end or break the inline script), and evaluated as the HTML's
 * script does it gives the browser side back the render's data, screen and region.
 */
import { hydrate, QueryClient } from '@tanstack/react-query';
import { readHandover, scriptJson, writeHandover } from './handover';
import { serverQueryClient } from './tmdbCache';

const GLOBAL = '__STREAMSCOUT_SSR__';
afterEach(() => {
  delete (globalThis as Record<string, unknown>)[GLOBAL];
});

describe('the data handover', () => {
  it('escapes what could end or break an inline script', () => {
    const json = scriptJson({ title: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c' });
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c' });
  });

  it('what the server writes, run as the page’s script, is what the browser reads and hydrates', () => {
    const server = serverQueryClient();
    const show = { id: 42, title: 'Star </script> of the City' };
    server.setQueryData(['tmdb', 'details', 'movie', '42'], show);
    const literal = writeHandover(server, 'details/ShowDetails', 'GB');
    const html = `<script>window.${GLOBAL}=${literal}</script>`;
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    // the script as the browser runs it (window is the global object)
    new Function(`globalThis.${GLOBAL}=${literal}`)();
    const handover = readHandover();
    expect(handover).toMatchObject({ screen: 'details/ShowDetails', region: 'GB' });
    const browser = new QueryClient();
    hydrate(browser, handover!.state);
    expect(browser.getQueryData(['tmdb', 'details', 'movie', '42'])).toEqual(show);
  });

  it('a page without a handover (or with something else under its name) reads as null', () => {
    expect(readHandover()).toBeNull();
    (globalThis as Record<string, unknown>)[GLOBAL] = { screen: 'x' };
    expect(readHandover()).toBeNull();
  });
});
