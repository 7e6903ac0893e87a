import { episodeCode } from '@streamscout/tmdb';
import { Button, Checkbox, Group } from '@streamscout/ui';
import { useT } from '@streamscout/i18n';

/** Props of {@link EpisodeWatchedControl}. */
export interface EpisodeWatchedControlProps {
  /** TMDB season number of the episode (0: specials). */
  season: number;
  /** TMDB episode number. */
  episode: number;
  /** Whether the episode is marked watched. */
  watched: boolean;
  /** Marks (true) or unmarks (false) this episode. */
  onChange: (watched: boolean) => void;
  /** Marks every aired episode up to this one (earlier seasons included, specials never). */
  onUpTo: () => void;
  /** Disables the controls (the watched list is not known yet). */
  disabled?: boolean;
}

/**
 * The watched controls of one aired episode (signed in): a checkbox shown as "Watched" whose
 * accessible name is '{code} watched' (e.g. 'S1E3 watched', checked when marked), and "Watched up
 * to here" (accessible name 'Watched up to S1E3'), which is offered while the episode is unwatched.
 */
export function EpisodeWatchedControl({ season, episode, watched, onChange, onUpTo, disabled }: EpisodeWatchedControlProps) {
  const code = episodeCode(season, episode);
  const i18n = useT();
  return (
    <Group gap="md" mt={4} wrap="wrap" data-testid="watched-control">
      <Checkbox
        label={i18n.t('episode.watched', 'Watched')}
        aria-label={i18n.t('episode.watchedCode', '{code} watched', { code })}
        checked={watched}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      {!watched && (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={i18n.t('episode.upToCode', 'Watched up to {code}', { code })}
          disabled={disabled}
          onClick={onUpTo}
        >
          {i18n.t('episode.upTo', 'Watched up to here')}
        </Button>
      )}
    </Group>
  );
}
