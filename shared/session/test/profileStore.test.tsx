/**
 * The store's profile as screens read it: the backend's answer to a return visit, equal to the
 * profile this device kept, leaves the screens that read it alone (no render, same object);
 * a changed row replaces it and they render it.
 */
import { act, render, screen } from '@testing-library/react';
import { setProfile, useProfile, type Profile } from '../src';
import { resetSessionForTests } from '../src/testing';

const kept: Profile = {
  id: 'user-1',
  email: 'ada@example.com',
  username: 'ada',
  country: 'United States of America',
  adult: false,
  queue: ['movie-1', 'tv-2'],
  favorites: [],
  watched: ['movie-3'],
  services: [8, 337],
};

let renders = 0;
const seen: (Profile | null)[] = [];
function QueueBox() {
  const profile = useProfile();
  renders += 1;
  seen.push(profile);
  return <p>{profile ? `${profile.username}: ${profile.queue.join(', ')}` : 'none'}</p>;
}

beforeEach(() => {
  resetSessionForTests();
  renders = 0;
  seen.length = 0;
});

test('an equal row from the backend keeps the object on screen: no render', () => {
  act(() => setProfile(kept));
  render(<QueueBox />);
  expect(screen.getByText('ada: movie-1, tv-2')).toBeInTheDocument();
  const before = renders;
  act(() => setProfile(structuredClone(kept)));
  expect(renders).toBe(before);
  expect(seen.at(-1)).toBe(seen[0]);
});

test('a changed row (a title added elsewhere, a field reordered in a list) replaces it and the screen renders it', () => {
  act(() => setProfile(kept));
  render(<QueueBox />);
  act(() => setProfile({ ...structuredClone(kept), queue: ['movie-1', 'tv-2', 'movie-9'] }));
  expect(screen.getByText('ada: movie-1, tv-2, movie-9')).toBeInTheDocument();
  act(() => setProfile({ ...structuredClone(kept), queue: ['tv-2', 'movie-1'] }));
  expect(screen.getByText('ada: tv-2, movie-1')).toBeInTheDocument();
  // a field the kept copy lacks counts as a change too
  const { services: _, ...withoutServices } = kept;
  act(() => setProfile(withoutServices));
  act(() => setProfile(kept));
  expect(seen.at(-1)).toBe(kept);
});
