/** Test helpers: render inside Mantine (env 'test') and a MemoryRouter; Show/Person fixtures. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import type { Person, Provider, Show } from '@streamscout/tmdb';
import { theme } from '../theme';

export function renderUi(ui: ReactNode, path = '/') {
  return render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </MantineProvider>,
  );
}

/** Renders the current location (pathname + JSON state) for navigation assertions. */
function LocationProbe() {
  const loc = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(loc.state ?? null)}>
      {loc.pathname}
      {loc.search}
    </output>
  );
}

let nextId = 1;
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

export function makePerson(over: Partial<Person> = {}): Person {
  return { id: 7, name: 'Ada Actor', profile_path: '/ada.jpg', character: 'Heroine', ...over };
}

export function makeProvider(over: Partial<Provider> = {}): Provider {
  return { id: 8, name: 'Netflix', logo_path: '/netflix.png', origin_country: 'US', ...over };
}
