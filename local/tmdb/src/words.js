'use strict';
/**
 * Word lists and reference tables for the generated catalog: title words (with a few common
 * ones, Star / Night / Love, weighted up so searches for them return several pages), person
 * names, places, TMDB genre ids, US certifications and watch providers.
 */

const ADJECTIVES = [
  'Silent', 'Broken', 'Golden', 'Hidden', 'Last', 'Lost', 'Crimson', 'Wild', 'Burning', 'Frozen', 'Dark',
  'Electric', 'Savage', 'Quiet', 'Endless', 'Distant', 'Hollow', 'Iron', 'Velvet', 'Scarlet', 'Silver',
  'Final', 'Secret', 'Restless', 'Bitter', 'Brave', 'Little', 'Great', 'Midnight', 'Northern', 'Rogue',
  'Crooked', 'Sacred', 'Fallen', 'Shattered', 'Forgotten', 'Eternal', 'Lucky', 'Neon', 'Paper',
];
const NOUNS = [
  'River', 'Empire', 'Shadow', 'Garden', 'Storm', 'Kingdom', 'Harbor', 'Echo', 'Horizon', 'Summer', 'Winter',
  'Signal', 'Frontier', 'Mirror', 'Orchard', 'Machine', 'Crown', 'Ocean', 'Highway', 'Dream', 'Heart',
  'Fire', 'Circle', 'Legacy', 'Island', 'Road', 'Moon', 'City', 'Witness', 'Hunter', 'Stranger', 'Protocol',
  'Valley', 'Tide', 'Code', 'Ghost', 'Carnival', 'Wolf', 'Dynasty', 'Outpost', 'Canyon', 'Letter',
];
/** Searchable common words, heavily weighted into titles. */
const COMMON_WORDS = ['Star', 'Night', 'Love'];
const PLACES = ['Paris', 'Tokyo', 'Brooklyn', 'Avalon', 'Nebraska', 'Marseille', 'Cairo', 'Dublin', 'Havana', 'Oslo'];

const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Lisa',
  'Matthew', 'Nancy', 'Anthony', 'Sandra', 'Mark', 'Ashley', 'Steven', 'Emily', 'Andrew', 'Donna', 'Joshua',
  'Michelle', 'Kenji', 'Amara', 'Mateo', 'Ingrid', 'Ravi', 'Sofia', 'Luca', 'Chloe', 'Omar', 'Hana', 'Felix',
  'Nadia', 'Tobias', 'Yara', 'Pablo', 'Greta', 'Idris', 'Mei', 'Dmitri', 'Zoe', 'Arjun', 'Leila', 'Oscar',
  'Camille', 'Hugo', 'Priya', 'Santiago', 'Freya', 'Malik', 'Elena', 'Rafael', 'Aiko', 'Viktor', 'Maya',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson',
  'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Scott', 'Nakamura',
  'Okafor', 'Rossi', 'Lindqvist', 'Patel', 'Moreau', 'Kowalski', 'Haddad', 'Silva', 'Novak', 'Fischer',
  'Tanaka', 'Adeyemi', 'Costa', 'Ivanova', 'Byrne', 'Dubois', 'Sato', 'Mendes', 'Larsen', 'Kaur', 'Romano',
  'Schmidt', 'Nguyen', 'Castillo', 'Osei', 'Becker', 'Horvat', 'Alvarez', 'Mbeki', 'Quinn', 'Forde',
];
const BIRTH_PLACES = [
  'Los Angeles, California, USA', 'New York City, New York, USA', 'London, England, UK', 'Toronto, Ontario, Canada',
  'Sydney, New South Wales, Australia', 'Chicago, Illinois, USA', 'Paris, France', 'Dublin, Ireland',
  'Mumbai, Maharashtra, India', 'Lagos, Nigeria', 'Seoul, South Korea', 'Mexico City, Mexico', 'Berlin, Germany',
  'Austin, Texas, USA', 'Madrid, Spain', 'Stockholm, Sweden', 'Tokyo, Japan', 'Rome, Italy', 'Atlanta, Georgia, USA',
];
const CHARACTER_ROLES = [
  'Detective', 'Captain', 'Doctor', 'The Stranger', 'Agent', 'Professor', 'Officer', 'Mayor', 'Nurse', 'Sheriff',
  'Pilot', 'Narrator', 'Young', 'Old', 'Sergeant', 'Reporter', 'Bartender', 'Judge', 'Coach', 'Queen',
];

/** @type {Record<number, string>} TMDB movie genre id → name */
const MOVIE_GENRES = {
  28: 'Action', 12: 'Adventure', 16: 'Animation', 35: 'Comedy', 80: 'Crime', 99: 'Documentary', 18: 'Drama',
  10751: 'Family', 14: 'Fantasy', 36: 'History', 27: 'Horror', 10402: 'Music', 9648: 'Mystery', 10749: 'Romance',
  878: 'Science Fiction', 10770: 'TV Movie', 53: 'Thriller', 10752: 'War', 37: 'Western',
};
/** @type {Record<number, string>} TMDB tv genre id → name */
const TV_GENRES = {
  10759: 'Action & Adventure', 16: 'Animation', 35: 'Comedy', 80: 'Crime', 99: 'Documentary', 18: 'Drama',
  10751: 'Family', 10762: 'Kids', 9648: 'Mystery', 10763: 'News', 10764: 'Reality', 10765: 'Sci-Fi & Fantasy',
  10766: 'Soap', 10767: 'Talk', 10768: 'War & Politics', 37: 'Western',
};

/**
 * Movie genre combinations and their weights (horror and action+adventure weighted up for the discover rows).
 * @type {[number[], number][]}
 */
const MOVIE_GENRE_TEMPLATES = [
  [[28, 12, 878], 6], [[28, 12, 14], 5], [[28, 12], 5], [[28, 53, 80], 4], [[12, 16, 10751, 35], 4], [[35], 5],
  [[35, 10749], 5], [[35, 18], 4], [[18], 6], [[18, 10749], 4], [[27], 5], [[27, 53], 5], [[27, 9648], 4],
  [[27, 14], 2], [[53, 9648, 80], 4], [[80, 18], 4], [[99], 3], [[36, 18, 10752], 3], [[37, 28], 2],
  [[10402, 18], 2], [[878, 53], 3], [[14, 12, 10751], 3], [[10770, 18], 1], [[16, 35, 10751], 3],
];
/** @type {[number[], number][]} TV genre combinations and their weights */
const TV_GENRE_TEMPLATES = [
  [[10759, 10765], 6], [[10759, 18], 5], [[10759, 80], 4], [[35], 6], [[35, 18], 5], [[35, 10751], 3],
  [[18], 6], [[18, 9648], 4], [[80, 18, 9648], 5], [[10765, 18], 4], [[16, 10759, 10762], 3], [[99], 2],
  [[10764], 2], [[10767], 1], [[10763], 1], [[10766, 18], 1], [[10768, 18], 2], [[37, 18], 1], [[16, 35], 3],
];

/** @type {[string, number][]} US movie certifications with weights (NC-17 rare). */
const US_MOVIE_CERTS = [['G', 1], ['PG', 3], ['PG-13', 5], ['R', 5], ['NC-17', 0.3]];
/** @type {[string, number][]} US TV content ratings (and a few plain MPA-style ones the client also maps). */
const US_TV_RATINGS = [['TV-Y', 1], ['TV-Y7', 1], ['TV-G', 2], ['TV-PG', 4], ['TV-14', 5], ['TV-MA', 5], ['PG-13', 1], ['R', 1]];
/** @type {[string, string[], string[]][]} Non-US ratings: [country, movie certifications, tv ratings]. */
const FOREIGN_RATINGS = [
  ['GB', ['U', 'PG', '12A', '15', '18'], ['U', 'PG', '12', '15', '18']],
  ['DE', ['0', '6', '12', '16', '18'], ['0', '6', '12', '16', '18']],
  ['FR', ['U', '10', '12', '16'], ['10', '12', '16']],
  ['CA', ['G', 'PG', '14A', '18A'], ['C8', 'PG', '14+', '18+']],
];

/**
 * Watch providers (TMDB ids and names). `kind` says how the catalog uses one: 'stream' for
 * flat-rate services, 'store' for rent/buy shops.
 * @type {{ provider_id: number, provider_name: string, display_priority: number, kind: 'stream'|'store' }[]}
 */
const PROVIDERS_LIST = [
  { provider_id: 8, provider_name: 'Netflix', display_priority: 0, kind: 'stream' },
  { provider_id: 9, provider_name: 'Amazon Prime Video', display_priority: 1, kind: 'stream' },
  { provider_id: 15, provider_name: 'Hulu', display_priority: 3, kind: 'stream' },
  { provider_id: 337, provider_name: 'Disney Plus', display_priority: 2, kind: 'stream' },
  { provider_id: 1899, provider_name: 'Max', display_priority: 4, kind: 'stream' },
  { provider_id: 350, provider_name: 'Apple TV Plus', display_priority: 6, kind: 'stream' },
  { provider_id: 531, provider_name: 'Paramount Plus', display_priority: 7, kind: 'stream' },
  { provider_id: 386, provider_name: 'Peacock Premium', display_priority: 9, kind: 'stream' },
  { provider_id: 2, provider_name: 'Apple TV', display_priority: 5, kind: 'store' },
  { provider_id: 3, provider_name: 'Google Play Movies', display_priority: 10, kind: 'store' },
  { provider_id: 10, provider_name: 'Amazon Video', display_priority: 8, kind: 'store' },
  { provider_id: 192, provider_name: 'YouTube', display_priority: 12, kind: 'store' },
  { provider_id: 7, provider_name: 'Fandango At Home', display_priority: 11, kind: 'store' },
];

/**
 * Providers that exist only in some regions (TMDB ids and names), added after {@link PROVIDERS_LIST}
 * so the titles' US lists, drawn from that list, stay as they were. `kind` 'free' and 'ads' are
 * TMDB's `free` and `ads` ways to watch; which regions carry each one is in catalog/regions.js.
 * @type {{ provider_id: number, provider_name: string, display_priority: number, kind: 'stream'|'store'|'free'|'ads' }[]}
 */
const REGIONAL_PROVIDERS = [
  { provider_id: 39, provider_name: 'Now TV', display_priority: 13, kind: 'stream' },
  { provider_id: 38, provider_name: 'BBC iPlayer', display_priority: 14, kind: 'free' },
  { provider_id: 41, provider_name: 'ITVX', display_priority: 15, kind: 'ads' },
  { provider_id: 103, provider_name: 'Channel 4', display_priority: 16, kind: 'ads' },
  { provider_id: 230, provider_name: 'Crave', display_priority: 17, kind: 'stream' },
  { provider_id: 30, provider_name: 'WOW', display_priority: 18, kind: 'stream' },
  { provider_id: 219, provider_name: 'ARD Mediathek', display_priority: 19, kind: 'free' },
  { provider_id: 381, provider_name: 'Canal+', display_priority: 20, kind: 'stream' },
  { provider_id: 236, provider_name: 'France TV', display_priority: 21, kind: 'free' },
  { provider_id: 149, provider_name: 'Movistar Plus+', display_priority: 22, kind: 'stream' },
  { provider_id: 222, provider_name: 'RaiPlay', display_priority: 23, kind: 'free' },
  { provider_id: 84, provider_name: 'U-NEXT', display_priority: 24, kind: 'stream' },
  { provider_id: 356, provider_name: 'wavve', display_priority: 25, kind: 'stream' },
  { provider_id: 97, provider_name: 'Watcha', display_priority: 26, kind: 'stream' },
  { provider_id: 122, provider_name: 'Hotstar', display_priority: 27, kind: 'stream' },
  { provider_id: 307, provider_name: 'Globoplay', display_priority: 28, kind: 'stream' },
  { provider_id: 457, provider_name: 'ViX', display_priority: 29, kind: 'ads' },
  { provider_id: 21, provider_name: 'Stan', display_priority: 30, kind: 'stream' },
  { provider_id: 385, provider_name: 'Binge', display_priority: 31, kind: 'stream' },
  { provider_id: 132, provider_name: 'SBS On Demand', display_priority: 32, kind: 'ads' },
  { provider_id: 135, provider_name: 'ABC iview', display_priority: 33, kind: 'free' },
  { provider_id: 55, provider_name: 'Showmax', display_priority: 34, kind: 'stream' },
  { provider_id: 72, provider_name: 'Videoland', display_priority: 35, kind: 'stream' },
  { provider_id: 76, provider_name: 'Viaplay', display_priority: 36, kind: 'stream' },
  { provider_id: 493, provider_name: 'SVT Play', display_priority: 37, kind: 'free' },
  { provider_id: 73, provider_name: 'Tubi TV', display_priority: 38, kind: 'ads' },
  { provider_id: 300, provider_name: 'Pluto TV', display_priority: 39, kind: 'ads' },
  { provider_id: 191, provider_name: 'Kanopy', display_priority: 40, kind: 'free' },
  { provider_id: 130, provider_name: 'Sky Store', display_priority: 41, kind: 'store' },
  { provider_id: 35, provider_name: 'Rakuten TV', display_priority: 42, kind: 'store' },
];

/** @type {[string, number][]} original languages (ISO 639-1) with weights */
const LANGUAGES = [['en', 14], ['fr', 1], ['es', 1], ['ja', 1], ['ko', 1], ['de', 0.6], ['it', 0.5], ['hi', 0.5]];
/** @type {Record<string, string>} language → its own name */
const LANGUAGE_NAMES = { en: 'English', fr: 'Français', es: 'Español', ja: '日本語', ko: '한국어/조선말', de: 'Deutsch', it: 'Italiano', hi: 'हिन्दी' };
/** @type {Record<string, string>} language → English name */
const LANGUAGE_ENGLISH = { en: 'English', fr: 'French', es: 'Spanish', ja: 'Japanese', ko: 'Korean', de: 'German', it: 'Italian', hi: 'Hindi' };
/** @type {Record<string, string>} language → production country (ISO 3166-1) */
const LANGUAGE_COUNTRY = { en: 'US', fr: 'FR', es: 'ES', ja: 'JP', ko: 'KR', de: 'DE', it: 'IT', hi: 'IN' };
/** @type {Record<string, string>} ISO 3166-1 → English name */
const COUNTRY_NAMES = {
  US: 'United States of America', GB: 'United Kingdom', FR: 'France', ES: 'Spain', JP: 'Japan', KR: 'South Korea',
  DE: 'Germany', IT: 'Italy', IN: 'India', CA: 'Canada',
};

const COMPANIES = ['Northlight Pictures', 'Blue Harbor Films', 'Paper Lantern Studios', 'Orbit Entertainment', 'Redwood Media', 'Copperline'];
const NETWORKS = ['Netflix', 'HBO', 'AMC', 'FX', 'BBC One', 'Hulu', 'Prime Video', 'NBC', 'Apple TV+', 'Disney+'];

module.exports = {
  ADJECTIVES, NOUNS, COMMON_WORDS, PLACES, FIRST_NAMES, LAST_NAMES, BIRTH_PLACES, CHARACTER_ROLES,
  MOVIE_GENRES, TV_GENRES, MOVIE_GENRE_TEMPLATES, TV_GENRE_TEMPLATES, US_MOVIE_CERTS, US_TV_RATINGS,
  FOREIGN_RATINGS, PROVIDERS_LIST, REGIONAL_PROVIDERS, LANGUAGES, LANGUAGE_NAMES, LANGUAGE_ENGLISH, LANGUAGE_COUNTRY, COUNTRY_NAMES,
  COMPANIES, NETWORKS,
};
