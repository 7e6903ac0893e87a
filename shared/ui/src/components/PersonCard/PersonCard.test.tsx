import { screen } from '@testing-library/react';
import { PLACEHOLDER_PROFILE } from '@streamscout/tmdb';
import { PersonCard } from './PersonCard';
import { makePerson, renderWithProviders } from '@streamscout/testing';

describe('PersonCard', () => {
  it('links to the actor page and shows name and character (w185 picture)', () => {
    renderWithProviders(<PersonCard person={makePerson({ id: 31, name: 'Tom Hanks', character: 'Forrest', profile_path: '/tom.jpg' })} />);
    expect(screen.getByRole('link', { name: /Tom Hanks/ })).toHaveAttribute('href', '/details/actor/31');
    expect(screen.getByText('Forrest')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tom Hanks' }).getAttribute('src')).toMatch(/\/w185\/tom\.jpg$/);
  });

  it('shows the job for crew and the profile placeholder without a picture', () => {
    renderWithProviders(<PersonCard person={{ id: 2, name: 'Dee Rector', profile_path: null, job: 'Director, Writer' }} />);
    expect(screen.getByText('Director, Writer').getAttribute('style') ?? '').toContain('--text-line-clamp: 3');
    expect(screen.getByRole('img', { name: 'Dee Rector' })).toHaveAttribute('src', PLACEHOLDER_PROFILE);
  });
});
