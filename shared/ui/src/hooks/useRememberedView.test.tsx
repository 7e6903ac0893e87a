/**
 * The remembered grid/list view: parsed from a `Cookie` header, rendered by the server from it,
 * hydrated without a mismatch, and mirrored into a cookie by the browser.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, fireEvent } from '@testing-library/react';
import { RenderedViewsContext, useRememberedView, viewCookieName, viewsFromCookie, type RenderedViews } from './useRememberedView';

const KEY = 'streamscout:test-view';
const COOKIE = 'streamscout-test-view';

function Probe() {
  const [view, setView] = useRememberedView(KEY);
  return (
    <div>
      <output data-testid="view">{view}</output>
      <button type="button" onClick={() => setView(view === 'list' ? 'grid' : 'list')}>
        switch
      </button>
    </div>
  );
}

function withViews(views: RenderedViews | null) {
  return (
    <RenderedViewsContext.Provider value={views}>
      <Probe />
    </RenderedViewsContext.Provider>
  );
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});

describe('viewsFromCookie / viewCookieName', () => {
  it('names the cookie after the storage key, without the colon a cookie name cannot hold', () => {
    expect(viewCookieName('streamscout:search-view')).toBe('streamscout-search-view');
    expect(viewCookieName('streamscout:discover-view')).toBe('streamscout-discover-view');
  });

  it('reads only streamscout-…-view cookies whose value is list or grid', () => {
    expect(
      viewsFromCookie('a=1; streamscout-search-view=list;streamscout-discover-view=grid; streamscout-x-view=table; other-view=list'),
    ).toEqual({
      'streamscout-search-view': 'list',
      'streamscout-discover-view': 'grid',
    });
    expect(viewsFromCookie(undefined)).toEqual({});
    expect(viewsFromCookie('')).toEqual({});
    expect(viewsFromCookie('garbage; =list')).toEqual({});
  });
});

describe('useRememberedView', () => {
  it('on the server: the view of the request’s cookie, else the grid', () => {
    expect(renderToString(withViews({ [COOKIE]: 'list' }))).toContain('>list<');
    expect(renderToString(withViews({}))).toContain('>grid<');
    expect(renderToString(withViews(null))).toContain('>grid<');
  });

  it('hydrates the server’s list view without a mismatch', async () => {
    localStorage.setItem(KEY, JSON.stringify('list'));
    document.cookie = `${COOKIE}=list; Path=/`;
    const container = document.createElement('div');
    container.innerHTML = renderToString(withViews({ [COOKIE]: 'list' }));
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, withViews({ [COOKIE]: 'list' }), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('output')!.textContent).toBe('list');
    container.remove();
  });

  it('in the browser: the stored choice; choosing writes storage and the cookie (removed again for the grid)', () => {
    render(withViews(null));
    expect(screen.getByTestId('view')).toHaveTextContent('grid');
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByTestId('view')).toHaveTextContent('list');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toBe('list');
    expect(viewsFromCookie(document.cookie)).toEqual({ [COOKIE]: 'list' });
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByTestId('view')).toHaveTextContent('grid');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toBe('grid');
    expect(viewsFromCookie(document.cookie)).toEqual({});
  });

  it('a list stored before the cookie existed gets its cookie; a stale cookie is removed', () => {
    localStorage.setItem(KEY, JSON.stringify('list'));
    const { unmount } = render(withViews(null));
    expect(screen.getByTestId('view')).toHaveTextContent('list');
    expect(viewsFromCookie(document.cookie)).toEqual({ [COOKIE]: 'list' });
    unmount();
    localStorage.clear();
    render(withViews(null));
    expect(screen.getByTestId('view')).toHaveTextContent('grid');
    expect(viewsFromCookie(document.cookie)).toEqual({});
  });
});
