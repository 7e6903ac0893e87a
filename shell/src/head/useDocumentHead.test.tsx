/**
 * The browser's head in a live document: the hook writes what `pageHead` says for the current
 * location, replaces what a previous page (or the HTML template) left, and follows the route's
 * data as it lands in the QueryClient — real TMDB data from the local catalog over HTTP.
 */
import { waitFor } from '@testing-library/react';
import { tmdbQueries } from '@streamscout/tmdb/query';
import { findPerson, renderWithProviders, setupLocalTmdb } from '@streamscout/testing';
import { HOME_TITLE } from './pageHead';
import { useDocumentHead } from './useDocumentHead';

setupLocalTmdb();

function Probe() {
  useDocumentHead();
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

beforeEach(() => {
  // what the HTML template and a previous server-rendered page leave in the head
  document.title = 'StreamScout';
  document.head.innerHTML = [
    '<meta name="description" content="StreamScout: search any movie or TV show and see which US streaming services carry it.">',
    '<meta name="description" content="An older page.">',
    '<link rel="canonical" href="https://elsewhere.example/details/movie/1">',
    '<meta property="og:image" content="https://image.example/old.jpg">',
    '<script type="application/ld+json">{"@type":"Movie","name":"An older page"}</script>',
    '<meta name="theme-color" content="#1e88e5">',
  ].join('');
});

it("a search page: its own title, one description, its canonical URL; the previous page's image and JSON-LD are gone, other tags kept", async () => {
  renderWithProviders(<Probe />, { path: '/search?q=heat' });
  await waitFor(() => expect(document.title).toBe('“heat” — search | StreamScout'));
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(content('meta[name="description"]')).toBe('Movies and TV shows matching “heat”, and where each one streams.');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/search?q=heat`);
  expect(content('meta[property="og:title"]')).toBe('“heat” — search | StreamScout');
  expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  expect(content('meta[name="theme-color"]')).toBe('#1e88e5');
});

it("an actor page names the actor as soon as the person's data lands in the QueryClient", async () => {
  const person = await findPerson((p) => !!p.biography && !!p.profile_path);
  const { queryClient } = renderWithProviders(<Probe />, { path: `/details/actor/${person.id}` });
  await waitFor(() => expect(document.title).toBe(HOME_TITLE));
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    `${window.location.origin}/details/actor/${person.id}`,
  );
  await queryClient.fetchQuery(tmdbQueries.person(person.id));
  await waitFor(() => expect(document.title).toBe(`${person.name} — movies and TV shows | StreamScout`));
  expect(content('meta[property="og:type"]')).toBe('profile');
  expect(content('meta[property="og:image"]')).toMatch(/^http/);
  const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
  expect(ld).toMatchObject({ '@type': 'Person', name: person.name });
});

it('the page-not-found screen has a title of its own and no canonical URL', async () => {
  renderWithProviders(<Probe />, { path: '/nowhere/at/all' });
  await waitFor(() => expect(document.title).toBe('Page not found | StreamScout'));
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
});
