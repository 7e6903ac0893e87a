import { useId, useState, type ReactNode } from 'react';
import { formatDateLong, formatRuntime, imageUrl, PLACEHOLDER_BANNER, type Episode, type EpisodeDetail } from '@streamscout/tmdb';
import {
  Box,
  Button,
  ClampedText,
  Flex,
  Group,
  HorizontalScroll,
  Loader,
  QueryState,
  Paper,
  REPLAY_PRESS_ATTRIBUTE,
  Rating,
  Stack,
  Text,
  Title,
} from '@streamscout/ui';
import { useEpisodeDetails } from '../api/details';
import { PeopleRow } from './PeopleRow';
import { TEXTS } from './texts';
import { useT } from '@streamscout/i18n';

/** Spec §9: overview clamp, lines — wide screens. */
const EPISODE_OVERVIEW_LINES_WIDE = 3;
/** Spec §9: overview clamp, lines — mobile. */
const EPISODE_OVERVIEW_LINES_MOBILE = 15;
/** Spec §9: expand panel max height, px — wide screens. */
const EPISODE_PANEL_MAX_WIDE = 850;
/** Spec §9: expand panel max height, px — mobile. */
const EPISODE_PANEL_MAX_MOBILE = 600;
/** Width of the still on wide screens, px (16:9 → 135 px high). */
const STILL_WIDTH = 240;
/** Width of the cast/guest/crew cards inside the expand panel, px (2:3 → 144 px high). */
const PANEL_CARD_WIDTH = 96;

/** Whether an episode's extras hold anything to show on some screen: people, or stills (shown on wide screens only, spec §2). */
function hasEpisodeInfo(detail: EpisodeDetail | null | undefined): boolean {
  if (!detail) return false;
  return hasPeople(detail) || detail.stills.length > 0;
}

/** Whether an episode's extras name anyone (cast, guest stars or crew). */
function hasPeople(detail: EpisodeDetail): boolean {
  return detail.cast.length > 0 || detail.guest_stars.length > 0 || detail.crew.length > 0;
}

/**
 * A 16:9 still, {@link STILL_WIDTH} px wide; `fluid`: the card's width below 768 px (the theme's
 * `tablet`, by CSS). Its `width`/`height` attributes give the browser the ratio before it loads.
 */
function Still({ path, alt, fluid = false }: { path: string | null; alt: string; fluid?: boolean }) {
  return (
    <Box
      component="img"
      src={imageUrl(path, 'w300', PLACEHOLDER_BANNER)}
      alt={alt}
      width={STILL_WIDTH}
      height={Math.round((STILL_WIDTH * 9) / 16)}
      loading="lazy"
      decoding="async"
      w={fluid ? { base: '100%', tablet: STILL_WIDTH } : STILL_WIDTH}
      style={{
        display: 'block',
        aspectRatio: '16 / 9',
        height: 'auto',
        objectFit: 'cover',
        borderRadius: 4,
        flex: 'none',
        background: 'var(--mantine-color-gray-6)',
      }}
    />
  );
}

/**
 * The extras of an episode once TMDB has answered with some: cast, guest stars and crew, and the
 * stills from 768 px (CSS: the theme's `tablet`). Below 768 px an episode with stills only says
 * "Sorry, we don't have additional information about this episode!" (spec §2).
 */
function EpisodePanel({ detail, title }: { detail: EpisodeDetail; title: string }) {
  const people = hasPeople(detail);
  const i18n = useT();
  return (
    <>
      {!people && (
        <Text hiddenFrom="tablet" py="sm" mt="sm">
          {i18n.t(TEXTS.noEpisodeInfo)}
        </Text>
      )}
      <EpisodeExtras detail={detail} title={title} visibleFrom={people ? undefined : 'tablet'} />
    </>
  );
}

/** {@link EpisodePanel}'s rows; `visibleFrom`: shown only from that width (CSS). */
function EpisodeExtras({ detail, title, visibleFrom }: { detail: EpisodeDetail; title: string; visibleFrom?: 'tablet' }) {
  const i18n = useT();
  return (
    <Stack gap="md" py="sm" mt="sm" visibleFrom={visibleFrom} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <PeopleRow title={i18n.t('details.cast', 'Cast')} people={detail.cast} order={4} cardWidth={PANEL_CARD_WIDTH} />
      {/* guest stars and crew share a line on wide screens, so the panel rarely needs to scroll */}
      <Flex direction={{ base: 'column', tablet: 'row' }} gap={{ base: 'md', tablet: 'xl' }}>
        {detail.guest_stars.length > 0 && (
          <Box style={{ flex: '1 1 0', minWidth: 0 }}>
            <PeopleRow
              title={i18n.t('episode.guestStars', 'Guest Stars')}
              people={detail.guest_stars}
              order={4}
              cardWidth={PANEL_CARD_WIDTH}
            />
          </Box>
        )}
        {detail.crew.length > 0 && (
          <Box style={{ flex: '1 1 0', minWidth: 0 }}>
            <PeopleRow title={i18n.t('details.crew', 'Crew')} people={detail.crew} order={4} cardWidth={PANEL_CARD_WIDTH} />
          </Box>
        )}
      </Flex>
      {detail.stills.length > 0 && (
        <Box component="section" aria-label={i18n.t('episode.imagesOf', 'Images of {title}', { title })} visibleFrom="tablet">
          <Title order={4} size="h5" mb="xs">
            {i18n.t('episode.images', 'Images')}
          </Title>
          <HorizontalScroll label={i18n.t('episode.imagesScroll', '{title}, images (scrolls sideways)', { title })}>
            <Group gap="sm" wrap="nowrap">
              {detail.stills.map((path, i) => (
                <Still key={path} path={path} alt={i18n.t('episode.image', '{title}, image {n}', { title, n: i + 1 })} />
              ))}
            </Group>
          </HorizontalScroll>
        </Box>
      )}
    </Stack>
  );
}

/** Props of {@link EpisodeCard}. */
export interface EpisodeCardProps {
  episode: Episode;
  /** The TV show's id (for the lazy episode call). */
  tvId: number;
  /** The episode's watched controls (signed in, aired episodes only), under its rating; nothing when absent. */
  watchedControl?: ReactNode;
}

/** A press on Expand before hydration is recorded and replayed once React runs (architecture §9 "A tap before hydration is kept"). */
const REPLAYED = { [REPLAY_PRESS_ATTRIBUTE]: '' };

/**
 * Episode card (spec §2 "Episode card", §9): still (placeholder when none), '{number}. {name}',
 * runtime ('{n} minute(s)' or 'No runtime available'), long air date, vote average (stars and
 * number), overview clamped at 3 lines on wide screens and 15 below 768 px. The 'Expand' toggle
 * (aria-expanded) opens a panel (max height 850 px wide / 600 px mobile, scrolling) with cast,
 * guest stars and crew (cards linking to the actor page, role = character or job) and the stills
 * (wide screens only), or "Sorry, we don't have additional information about this episode!".
 * The episode call is made on the first expand only — never before, never again after it
 * succeeded; when it failed the panel says "We couldn't load this right now." with Try again.
 * `watchedControl` (the season page's watched toggle) goes under the rating.
 * The two layouts (still above the text below 768 px, beside it from 768 px; the clamp; the
 * panel's height; the stills) are CSS at the theme's `tablet` width, so the server's HTML is laid
 * out right at every width before any script runs.
 */
export function EpisodeCard({ episode, tvId, watchedControl }: EpisodeCardProps) {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const detail = useEpisodeDetails(tvId, episode.season_number, episode.episode_number, requested);
  const panelId = useId();
  const title = `${episode.episode_number}. ${episode.name}`;
  const i18n = useT();
  const date = formatDateLong(episode.air_date, i18n);
  const toggle = () => {
    setRequested(true);
    setOpened((o) => !o);
  };
  return (
    <Paper p="sm" withBorder shadow="xs" bg="var(--mantine-color-default)" w="100%" data-testid="episode-card">
      <Flex direction={{ base: 'column', tablet: 'row' }} gap="md" align={{ base: 'stretch', tablet: 'flex-start' }}>
        <Still path={episode.still_path} alt={episode.still_path ? i18n.t('episode.still', 'Still of {title}', { title }) : ''} fluid />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h4">
            {title}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {formatRuntime(episode.runtime, i18n)}
            </Text>
            {date && (
              <Text size="sm" c="dimmed">
                {date}
              </Text>
            )}
          </Group>
          <Group gap={6} wrap="nowrap">
            <Rating voteAverage={episode.vote_average} />
            <Text size="sm">{i18n.decimal(episode.vote_average, 1)}</Text>
          </Group>
          {watchedControl}
          {episode.overview && (
            <ClampedText
              size="sm"
              lines={{ base: EPISODE_OVERVIEW_LINES_MOBILE, tablet: EPISODE_OVERVIEW_LINES_WIDE }}
              data-testid="episode-overview"
            >
              {episode.overview}
            </ClampedText>
          )}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            mt={4}
            aria-expanded={opened}
            aria-controls={panelId}
            onClick={toggle}
            {...REPLAYED}
          >
            {opened ? i18n.t('episode.collapse', 'Collapse') : i18n.t('episode.expand', 'Expand')}
          </Button>
        </Stack>
      </Flex>
      <Box
        id={panelId}
        hidden={!opened}
        mah={{ base: EPISODE_PANEL_MAX_MOBILE, tablet: EPISODE_PANEL_MAX_WIDE }}
        style={{ overflowY: 'auto', overflowX: 'hidden' }}
        data-testid="episode-panel"
      >
        {opened && (
          <QueryState
            query={detail}
            label={i18n.t('episode.details', '{title}, details', { title })}
            loading={
              <Group justify="center" py="md">
                <Loader size="sm" aria-label={i18n.t('episode.loading', 'Loading episode details')} />
              </Group>
            }
            empty={
              <Text py="sm" mt="sm">
                {i18n.t(TEXTS.noEpisodeInfo)}
              </Text>
            }
            isEmpty={(d) => !hasEpisodeInfo(d)}
          >
            {(d) => <EpisodePanel detail={d} title={title} />}
          </QueryState>
        )}
      </Box>
    </Paper>
  );
}
