import { useId, useState, type ReactNode } from 'react';
import { formatDateLong, formatRuntime, imageUrl, PLACEHOLDER_BANNER, type Episode, type EpisodeDetail } from '@streamscout/tmdb';
import {
  Box,
  Button,
  Flex,
  Group,
  HorizontalScroll,
  Loader,
  QueryState,
  Paper,
  Rating,
  Stack,
  Text,
  Title,
  useWindowWidth,
  LAYOUT_BREAKPOINTS,
} from '@streamscout/ui';
import { useEpisodeDetails } from '../api/details';
import { PeopleRow } from './PeopleRow';
import { NO_EPISODE_INFO } from './texts';

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

/** Whether an episode's extras hold anything to show; stills count only on wide screens (spec §2). */
function hasEpisodeInfo(detail: EpisodeDetail | null | undefined, wide: boolean): boolean {
  if (!detail) return false;
  return detail.cast.length > 0 || detail.guest_stars.length > 0 || detail.crew.length > 0 || (wide && detail.stills.length > 0);
}

function Still({ path, alt, width }: { path: string | null; alt: string; width: number | string }) {
  return (
    <img
      src={imageUrl(path, 'w300', PLACEHOLDER_BANNER)}
      alt={alt}
      width={typeof width === 'number' ? width : undefined}
      height={typeof width === 'number' ? Math.round((width * 9) / 16) : undefined}
      loading="lazy"
      decoding="async"
      style={{
        display: 'block',
        width,
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

/** The extras of an episode once TMDB has answered with some (cast, guest stars, crew). */
function EpisodePanel({ detail, wide, title }: { detail: EpisodeDetail; wide: boolean; title: string }) {
  return (
    <Stack gap="md" py="sm" mt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <PeopleRow title="Cast" people={detail.cast} order={4} cardWidth={PANEL_CARD_WIDTH} />
      {/* guest stars and crew share a line on wide screens, so the panel rarely needs to scroll */}
      <Flex direction={wide ? 'row' : 'column'} gap={wide ? 'xl' : 'md'}>
        {detail.guest_stars.length > 0 && (
          <Box style={{ flex: '1 1 0', minWidth: 0 }}>
            <PeopleRow title="Guest Stars" people={detail.guest_stars} order={4} cardWidth={PANEL_CARD_WIDTH} />
          </Box>
        )}
        {detail.crew.length > 0 && (
          <Box style={{ flex: '1 1 0', minWidth: 0 }}>
            <PeopleRow title="Crew" people={detail.crew} order={4} cardWidth={PANEL_CARD_WIDTH} />
          </Box>
        )}
      </Flex>
      {wide && detail.stills.length > 0 && (
        <section aria-label={`Images of ${title}`}>
          <Title order={4} size="h5" mb="xs">
            Images
          </Title>
          <HorizontalScroll label={`${title}, images (scrolls sideways)`}>
            <Group gap="sm" wrap="nowrap">
              {detail.stills.map((path, i) => (
                <Still key={path} path={path} alt={`${title}, image ${i + 1}`} width={STILL_WIDTH} />
              ))}
            </Group>
          </HorizontalScroll>
        </section>
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
 */
export function EpisodeCard({ episode, tvId, watchedControl }: EpisodeCardProps) {
  const wide = useWindowWidth() >= LAYOUT_BREAKPOINTS.tablet;
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const detail = useEpisodeDetails(tvId, episode.season_number, episode.episode_number, requested);
  const panelId = useId();
  const title = `${episode.episode_number}. ${episode.name}`;
  const date = formatDateLong(episode.air_date);
  const toggle = () => {
    setRequested(true);
    setOpened((o) => !o);
  };
  return (
    <Paper p="sm" withBorder shadow="xs" bg="var(--mantine-color-default)" w="100%" data-testid="episode-card">
      <Flex direction={wide ? 'row' : 'column'} gap="md" align={wide ? 'flex-start' : 'stretch'}>
        <Still path={episode.still_path} alt={episode.still_path ? `Still of ${title}` : ''} width={wide ? STILL_WIDTH : '100%'} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h4">
            {title}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {formatRuntime(episode.runtime)}
            </Text>
            {date && (
              <Text size="sm" c="dimmed">
                {date}
              </Text>
            )}
          </Group>
          <Group gap={6} wrap="nowrap">
            <Rating voteAverage={episode.vote_average} />
            <Text size="sm">{episode.vote_average.toFixed(1)}</Text>
          </Group>
          {watchedControl}
          {episode.overview && (
            <Text size="sm" lineClamp={wide ? EPISODE_OVERVIEW_LINES_WIDE : EPISODE_OVERVIEW_LINES_MOBILE} data-testid="episode-overview">
              {episode.overview}
            </Text>
          )}
          <Button variant="light" size="xs" w="fit-content" mt={4} aria-expanded={opened} aria-controls={panelId} onClick={toggle}>
            {opened ? 'Collapse' : 'Expand'}
          </Button>
        </Stack>
      </Flex>
      <Box
        id={panelId}
        hidden={!opened}
        mah={wide ? EPISODE_PANEL_MAX_WIDE : EPISODE_PANEL_MAX_MOBILE}
        style={{ overflowY: 'auto', overflowX: 'hidden' }}
        data-testid="episode-panel"
      >
        {opened && (
          <QueryState
            query={detail}
            label={`${title}, details`}
            loading={
              <Group justify="center" py="md">
                <Loader size="sm" aria-label="Loading episode details" />
              </Group>
            }
            empty={
              <Text py="sm" mt="sm">
                {NO_EPISODE_INFO}
              </Text>
            }
            isEmpty={(d) => !hasEpisodeInfo(d, wide)}
          >
            {(d) => <EpisodePanel detail={d} wide={wide} title={title} />}
          </QueryState>
        )}
      </Box>
    </Paper>
  );
}
