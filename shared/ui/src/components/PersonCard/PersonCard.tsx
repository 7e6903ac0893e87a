import { Box, Text } from '@mantine/core';
import { paths } from '@streamscout/routes';
import { imageUrl, PLACEHOLDER_PROFILE, type Person } from '@streamscout/tmdb';
import { AppLink } from '../AppLink/AppLink';

/** Width of an actor/crew card in px (picture 2:3 → 210 px high). */
export const PERSON_CARD_WIDTH = 140;

/** Props of {@link PersonCard}. */
export interface PersonCardProps {
  /** Cast entry (`character`) or crew entry (`job`); profile_path null → PLACEHOLDER_PROFILE. */
  person: Person;
  /** Card width in px (default 140); the picture is 2:3. */
  width?: number;
  /** Eager picture. Default false (lazy). */
  priority?: boolean;
}

/**
 * Actor/crew card (spec §2 "Cards and posters"): profile picture (`imageUrl(profile_path, 'w185')`,
 * or the local profile placeholder), name, and the character (cast) or job (crew) — each up to
 * 3 lines. The whole card links to `/details/actor/{id}`.
 */
export function PersonCard({ person, width = PERSON_CARD_WIDTH, priority = false }: PersonCardProps) {
  const height = Math.round(width * 1.5);
  const role = person.character || person.job || '';
  return (
    <Box w={width} style={{ flex: 'none' }} data-testid="person-card">
      <AppLink to={paths.details.actor(person.id)} style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}>
        <img
          src={imageUrl(person.profile_path, 'w185', PLACEHOLDER_PROFILE)}
          alt={person.name}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          style={{ display: 'block', width, height, objectFit: 'cover', borderRadius: 4, background: 'var(--mantine-color-gray-5)' }}
        />
        <Text size="sm" fw={600} lineClamp={3} mt={6}>
          {person.name}
        </Text>
        {role && (
          <Text size="xs" c="dimmed" lineClamp={3}>
            {role}
          </Text>
        )}
      </AppLink>
    </Box>
  );
}
