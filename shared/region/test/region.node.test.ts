/**
 * The viewer's region as pure functions (usable on a server with only Accept-Language): profile
 * country first, then the stored pick, then the languages, then 'US'; unknown codes fall back;
 * and the country list of spec §3 they validate against.
 */
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_REGION,
  findCountry,
  isDefaultRegion,
  isValidCountry,
  knownRegion,
  parseAcceptLanguage,
  regionFromLanguages,
  regionInSentence,
  regionName,
  regionOfCountry,
  regionOrDefault,
  resolveRegion,
} from '../src';

describe('resolveRegion', () => {
  it("falls back to the spec's US with nothing known", () => {
    expect(DEFAULT_REGION).toBe('US');
    expect(resolveRegion()).toBe('US');
    expect(resolveRegion({ profileCountry: null, stored: null, languages: [] })).toBe('US');
    expect(resolveRegion({ languages: ['en', 'fr'] })).toBe('US');
  });

  it("signed in, the profile's country wins over the stored pick and the languages", () => {
    expect(resolveRegion({ profileCountry: 'United Kingdom', stored: 'DE', languages: ['fr-FR'] })).toBe('GB');
    expect(resolveRegion({ profileCountry: 'Japan' })).toBe('JP');
  });

  it('then the stored pick, then the first language naming a country', () => {
    expect(resolveRegion({ stored: 'de', languages: ['en-GB'] })).toBe('DE');
    expect(resolveRegion({ languages: ['en-GB', 'en'] })).toBe('GB');
    expect(resolveRegion({ languages: ['en', 'fr-CA'] })).toBe('CA');
  });

  it('unknown codes and junk fall back to the next source, never to nothing', () => {
    expect(resolveRegion({ profileCountry: 'Atlantis', stored: 'XX', languages: ['en-ZZ'] })).toBe('US');
    expect(resolveRegion({ stored: '<script>', languages: ['pt-BR'] })).toBe('BR');
    expect(resolveRegion({ stored: 'GBR' })).toBe('US');
    expect(resolveRegion({ stored: 42 as never, languages: [null as never, 'de-DE'] })).toBe('DE');
  });
});

describe('languages', () => {
  it('regionFromLanguages reads the region subtag (after a script too); a continent or a bare language is skipped', () => {
    expect(regionFromLanguages(['en-GB'])).toBe('GB');
    expect(regionFromLanguages(['zh-Hant-TW'])).toBe('TW');
    expect(regionFromLanguages(['es-419', 'es-MX'])).toBe('MX');
    expect(regionFromLanguages(['en_au'])).toBe('AU');
    expect(regionFromLanguages(['en'])).toBeNull();
    expect(regionFromLanguages(undefined)).toBeNull();
  });

  it('parseAcceptLanguage orders by q, keeps ties in order, drops q=0 and *', () => {
    expect(parseAcceptLanguage('fr;q=0.8, en-GB , en;q=0.9')).toEqual(['en-GB', 'en', 'fr']);
    expect(parseAcceptLanguage('de-DE;q=0, *;q=0.5, it')).toEqual(['it']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(resolveRegion({ languages: parseAcceptLanguage('en;q=0.9,en-GB;q=0.95') })).toBe('GB');
  });
});

describe('names', () => {
  it('codes and country names of the country list', () => {
    expect(knownRegion(' gb ')).toBe('GB');
    expect(knownRegion('XX')).toBeNull();
    expect(regionOfCountry('United States of America')).toBe('US');
    expect(regionOfCountry('NL')).toBe('NL');
    expect(regionOfCountry('Narnia')).toBeNull();
    expect(regionName('GB')).toBe('United Kingdom');
    expect(regionName('XX')).toBe('United States of America');
  });

  it('reads in a sentence with "the" where English needs it', () => {
    expect(regionInSentence('GB')).toBe('the United Kingdom');
    expect(regionInSentence('US')).toBe('the United States of America');
    expect(regionInSentence('NL')).toBe('the Netherlands');
    expect(regionInSentence('DE')).toBe('Germany');
    expect(regionInSentence('??')).toBe('the United States of America');
  });
});

describe('the one validator and the one default', () => {
  it('regionOrDefault keeps a known code (upper-cased) and turns anything else into the default', () => {
    expect(regionOrDefault(' gb')).toBe('GB');
    expect(regionOrDefault('de')).toBe('DE');
    for (const bad of [undefined, null, '', 'GBR', 'XX', 'X1', '<script>', 42]) expect(regionOrDefault(bad)).toBe('US');
  });

  it('isDefaultRegion is true for the default and for what falls back to it', () => {
    expect(isDefaultRegion('US')).toBe(true);
    expect(isDefaultRegion('us')).toBe(true);
    expect(isDefaultRegion('XX')).toBe(true);
    expect(isDefaultRegion(undefined)).toBe(true);
    expect(isDefaultRegion('GB')).toBe(false);
  });
});

describe('country list (spec §3)', () => {
  it('has about 150 alphabetical entries with unique 2-letter codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(140);
    expect(COUNTRIES.length).toBeLessThanOrEqual(200);
    const names = COUNTRIES.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(new Set(COUNTRIES.map((c) => c.abbrev)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) expect(c.abbrev).toMatch(/^[A-Z]{2}$/);
  });

  it("includes the well-known ones and the default, which is the default region's country", () => {
    expect(findCountry('United States of America')?.abbrev).toBe('US');
    expect(findCountry('United Kingdom')?.abbrev).toBe('GB');
    expect(findCountry('Canada')?.abbrev).toBe('CA');
    expect(DEFAULT_COUNTRY).toBe('United States of America');
    expect(findCountry(DEFAULT_COUNTRY)?.abbrev).toBe(DEFAULT_REGION);
    expect(isValidCountry(DEFAULT_COUNTRY)).toBe(true);
    expect(isValidCountry('canada')).toBe(false);
  });
});
