/** Entity fixtures of spec §3 (Show, Person, Provider, Profile) for component tests. */
import { DEFAULT_REGION } from '@streamscout/region';
import type { Profile } from '@streamscout/session';
import type { Person, Provider, Show } from '@streamscout/tmdb';

let nextId = 1;
/** A normalized Show (spec §3); ids count up unless given. */
export function makeShow(over: Partial<Show> = {}): Show {
  const id = over.id ?? nextId++;
  return {
    id,
    poster_path: `/poster-${id}.jpg`,
    banner_path: `/banner-${id}.jpg`,
    vote_average: 7.3,
    vote_count: 120,
    overview: `Overview of show ${id}`,
    media_type: 'movie',
    genre_ids: [],
    title: `Show ${id}`,
    release_date: '2020-01-01',
    ...over,
  };
}

/** A cast entry (`character`); pass `job` for crew. */
export function makePerson(over: Partial<Person> = {}): Person {
  return { id: 7, name: 'Ada Actor', profile_path: '/ada.jpg', character: 'Heroine', ...over };
}

/** A US flat-rate provider (Netflix unless overridden). */
export function makeProvider(over: Partial<Provider> = {}): Provider {
  return { id: 8, name: 'Netflix', logo_path: '/netflix.png', origin_country: DEFAULT_REGION, ...over };
}

/** A signed-in user's profile row (spec §3), empty lists unless given. */
export function makeProfile(over: Partial<Profile> = {}): Profile {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    username: 'ada',
    country: 'United States of America',
    adult: false,
    queue: [],
    favorites: [],
    watched: [],
    ...over,
  };
}
