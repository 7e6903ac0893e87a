/**
 * What the widget draws for each outcome (spec §21): the ways to watch in order with links named
 * for screen readers, the words when nothing streams in the region, the plain fallback link.
 */
import { outcomeView, nothingText, loadingView } from './view';
import type { TitleAnswer } from './data';
import { widgetTexts } from './texts';

const logo = (p: string) => `https://app.example/embed/logos${p}`;
const p = (id: number, name: string) => ({ id, name, logo_path: `/${name.toLowerCase()}.png` });
const matrix: TitleAnswer = {
  type: 'movie',
  id: 603,
  title: 'The Matrix',
  url: 'https://app.example/details/movie/603',
  region: 'GB',
  availability: {
    link: 'https://tmdb.example/603/watch?locale=GB',
    flatrate: [p(8, 'Netflix')],
    free: [],
    ads: [p(300, 'Pluto')],
    rent: [p(2, 'Apple')],
    buy: [p(2, 'Apple'), p(3, 'Google')],
  },
  streaming_regions: ['DE', 'GB', 'US'],
};
const names = (el: HTMLElement, sel: string) => [...el.querySelectorAll(sel)].map((a) => a.getAttribute('aria-label'));

test('a title: its name linking to StreamScout, the ways in order, every service a link to the watch page in a new tab, the credits', () => {
  const el = outcomeView({ kind: 'title', title: matrix, region: 'GB', readerRegion: true }, null, logo, false)!;
  expect(el.querySelector('.title')?.textContent).toBe('The Matrix');
  expect([...el.querySelectorAll('.kind')].map((k) => k.textContent)).toEqual(['Stream', 'With ads', 'Rent', 'Buy']);
  expect(names(el, 'a.service')).toEqual([
    'Stream on Netflix (opens in a new tab)',
    'Watch with ads on Pluto (opens in a new tab)',
    'Rent on Apple (opens in a new tab)',
    'Buy on Apple (opens in a new tab)',
    'Buy on Google (opens in a new tab)',
  ]);
  for (const a of el.querySelectorAll('a')) {
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener');
  }
  expect(el.querySelector('a.service')?.getAttribute('href')).toBe(matrix.availability.link);
  expect(el.querySelector('a.service img')?.getAttribute('src')).toBe('https://app.example/embed/logos/netflix.png');
  expect(el.querySelector('a.more')?.getAttribute('href')).toBe(matrix.url);
  expect(el.querySelector('.credit')?.textContent).toBe('Data: TMDB · JustWatch');
  // compact: no 'More on StreamScout' (the title links there), credits kept
  const compact = outcomeView({ kind: 'title', title: matrix, region: 'GB', readerRegion: true }, null, logo, true)!;
  expect(compact.querySelector('a.more')).toBeNull();
  expect(compact.querySelector('.credit')).not.toBeNull();
});

test('nothing in the region: says so, and how many other countries it streams in', () => {
  const none = { ...matrix, availability: { link: null, flatrate: [], free: [], ads: [], rent: [], buy: [] } };
  const el = outcomeView(
    { kind: 'title', title: { ...none, streaming_regions: ['DE', 'FR', 'US'] }, region: 'GB', readerRegion: true },
    null,
    logo,
    false,
  )!;
  expect(el.querySelector('.none')?.textContent).toBe('Not streaming in your country — streaming in 3 other countries');
  expect(el.querySelector('a.service')).toBeNull();
  expect(nothingText({ streaming_regions: ['GB', 'US'] }, 'GB', false)).toBe('Not streaming in GB — streaming in 1 other country');
  expect(nothingText({ streaming_regions: [] }, 'GB', true)).toBe('Not streaming in your country — not streaming anywhere else either');
  // a server that does not list regions: no count
  expect(nothingText({}, 'GB', true)).toBe('Not streaming in your country');
});

test('the host failed: a plain link to the title on StreamScout (or the element’s own content for an IMDb id); unknown: nothing', () => {
  const el = outcomeView({ kind: 'failed' }, 'https://app.example/details/movie/603', logo, false)!;
  expect(el.querySelector('a')?.getAttribute('href')).toBe('https://app.example/details/movie/603');
  expect(el.classList.contains('box')).toBe(false);
  expect(outcomeView({ kind: 'failed' }, null, logo, false)?.querySelector('slot')).not.toBeNull();
  expect(outcomeView({ kind: 'unknown' }, 'x', logo, false)).toBeNull();
  expect(loadingView().getAttribute('aria-busy')).toBe('true');
});

test("in the page's language: German words and links, Arabic right to left with its plural; an unknown language is English", () => {
  const de = widgetTexts('de-AT');
  const el = outcomeView({ kind: 'title', title: matrix, region: 'GB', readerRegion: true }, null, logo, false, de)!;
  expect(el.getAttribute('lang')).toBe('de');
  expect([...el.querySelectorAll('.kind')].map((k) => k.textContent)).toEqual(['Streamen', 'Mit Werbung', 'Leihen', 'Kaufen']);
  expect(names(el, 'a.service')[0]).toBe('Streamen bei Netflix (öffnet in neuem Tab)');
  expect(el.querySelector('.more')?.textContent).toBe('Mehr auf StreamScout');
  expect(nothingText({ streaming_regions: ['DE', 'GB', 'US'] }, 'GB', true, de)).toBe(
    'Nicht im Stream in deinem Land — im Stream in 2 weiteren Ländern',
  );

  const ar = widgetTexts('ar');
  const box = loadingView(ar);
  expect(box.getAttribute('dir')).toBe('rtl');
  expect(box.getAttribute('aria-label')).toBe('أين تشاهد: جارٍ التحميل');
  expect(nothingText({ streaming_regions: ['DE', 'GB', 'US'] }, 'GB', true, ar)).toBe('غير متاح للبث في بلدك — يُعرض في دولتين أخريين');
  expect(nothingText({ streaming_regions: ['DE', 'FR', 'IT', 'GB'] }, 'GB', true, ar)).toBe('غير متاح للبث في بلدك — يُعرض في 3 دول أخرى');

  expect(widgetTexts('pt-PT').lang).toBe('pt-BR');
  expect(widgetTexts('zh-CN').lang).toBe('en');
  expect(widgetTexts(null)).toBe(widgetTexts('en-GB'));
});
