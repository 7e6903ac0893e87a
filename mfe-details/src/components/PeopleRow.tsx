import { useId } from 'react';
import type { Person } from '@streamscout/tmdb';
import { Group, HorizontalScroll, PersonCard, Title } from '@streamscout/ui';

/** Props of {@link PeopleRow}. */
export interface PeopleRowProps {
  /** Visible heading, e.g. 'Cast', 'Crew', 'Guest Stars'. */
  title: string;
  /** Entries already merged by name (see `mergeCredits` in @streamscout/tmdb). */
  people: Person[];
  /** Heading level (default 2). */
  order?: 2 | 3 | 4;
  /** Card width in px (default 140, the PersonCard default). */
  cardWidth?: number;
}

/**
 * A titled horizontal row of actor/crew cards (spec §2 "Cast and Crew sections (horizontal
 * scroll)"): each card links to `/details/actor/{id}` and shows the character (cast) or the job
 * (crew). Scrolls sideways inside its own width, so a narrow screen never overflows.
 * Renders nothing when `people` is empty.
 */
export function PeopleRow({ title, people, order = 2, cardWidth }: PeopleRowProps) {
  const id = useId();
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={id} style={{ minWidth: 0 }}>
      <Title order={order} id={id} size={order === 2 ? 'h3' : 'h5'} mb="xs">
        {title}
      </Title>
      <HorizontalScroll data-testid="people-row">
        <Group gap="md" wrap="nowrap" align="flex-start">
          {people.map((p) => (
            <PersonCard key={`${p.id}-${p.name}`} person={p} width={cardWidth} />
          ))}
        </Group>
      </HorizontalScroll>
    </section>
  );
}
