import { formatDateLong, imageUrl, PLACEHOLDER_PROFILE, type Show } from '@streamscout/tmdb';
import { Box, Center, Flex, POSTER_WIDTH, posterHeight, QueryState, ShowCarousel, Stack, Text, Title } from '@streamscout/ui';
import { useListActions } from '@streamscout/widgets';
import { useActorId } from '../api/address';
import { usePerson } from '../api/details';
import { Biography } from '../components/Biography';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { Message } from '../components/Message';
import { TEXTS } from '../components/texts';
import { useT } from '@streamscout/i18n';

function CreditsRow({ id, title, shows, empty }: { id: string; title: string; shows: Show[]; empty: string }) {
  const lists = useListActions();
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} size="h3" mb="sm">
        {title}
      </Title>
      <Center>
        <ShowCarousel shows={shows} emptyMessage={empty} cardActions={lists?.card} />
      </Center>
    </section>
  );
}

/**
 * `/details/actor/:id` (spec §2 "Actor details"): profile picture (placeholder when none), name,
 * birthday (long format), place of birth, the biography (collapsed to 335 px with Read more /
 * Read less when over 1000 characters), and the rows 'Movies' and 'TV' of their cast credits
 * with the spec's two fallbacks. One request (`person/{id}` with both credit lists appended).
 * Unknown or non-numeric id: "We couldn't find any more details for this actor. Sorry about
 * that!"; the call failed: "We couldn't load this right now." with Try again in the page's place.
 */
export default function Actor() {
  const id = useActorId();
  const person = usePerson(id);
  const i18n = useT();
  return (
    <QueryState
      query={person}
      label={i18n.t('actor.label', 'Actor details')}
      enabled={Number.isFinite(id)}
      loading={<DetailsSkeleton label={i18n.t('actor.loading', 'Loading actor')} />}
      minHeight={posterHeight()}
      empty={<Message>{i18n.t(TEXTS.noActor)}</Message>}
    >
      {(actor) => <ActorPage actor={actor} />}
    </QueryState>
  );
}

/** {@link Actor} once TMDB has answered with the person: picture, facts, biography and the two credit rows. */
function ActorPage({ actor }: { actor: NonNullable<ReturnType<typeof usePerson>['data']> }) {
  const i18n = useT();
  const birthday = formatDateLong(actor.birthday, i18n);
  return (
    <Stack gap="xl">
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'center', sm: 'flex-start' }} gap="xl">
        <Box style={{ flex: 'none' }}>
          <img
            src={imageUrl(actor.profile_path, 'w500', PLACEHOLDER_PROFILE)}
            alt={actor.name}
            width={POSTER_WIDTH}
            height={posterHeight()}
            fetchPriority="high"
            style={{
              display: 'block',
              width: POSTER_WIDTH,
              height: posterHeight(),
              objectFit: 'cover',
              borderRadius: 4,
              background: 'var(--mantine-color-gray-5)',
            }}
          />
        </Box>
        <Stack gap="sm" w="100%" style={{ flex: 1, minWidth: 0 }}>
          <Title order={1}>{actor.name}</Title>
          {birthday && (
            <Text data-testid="birthday">
              <Text span fw={600}>
                {i18n.t('actor.birthday', 'Birthday:')}
              </Text>{' '}
              {birthday}
            </Text>
          )}
          {actor.place_of_birth && (
            <Text data-testid="place-of-birth">
              <Text span fw={600}>
                {i18n.t('actor.placeOfBirth', 'Place of birth:')}
              </Text>{' '}
              {actor.place_of_birth}
            </Text>
          )}
          <Biography text={actor.biography} />
        </Stack>
      </Flex>
      <CreditsRow id="actor-movies" title={i18n.t('actor.movies', 'Movies')} shows={actor.movies} empty={i18n.t(TEXTS.noActorMovies)} />
      <CreditsRow id="actor-tv" title={i18n.t('actor.tv', 'TV')} shows={actor.tv} empty={i18n.t(TEXTS.noActorTv)} />
    </Stack>
  );
}
