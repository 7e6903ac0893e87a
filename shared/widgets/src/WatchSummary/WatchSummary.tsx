import { useMyServices, useRegion } from '@streamscout/session';
import {
  imageUrl,
  isOnServices,
  mineFirst,
  providerLabel,
  wayLabel,
  WAYS_TO_WATCH,
  type RegionWatch,
  type WatchProvider,
} from '@streamscout/tmdb';
import { Badge, Box, Group, Stack, Text } from '@streamscout/ui';
import { regionPhrase, useT } from '@streamscout/i18n';

/** Edge of a logo in the summary, px. */
const LOGO = 28;

/** Props of {@link WatchSummary}. */
export interface WatchSummaryProps {
  /** One region's ways to watch (e.g. `WatchByRegion[region]` of a season); null/undefined: nowhere. */
  watch: RegionWatch | null | undefined;
  /** Accessible name of the block, e.g. 'Where to watch Season 2'. */
  label: string;
  /** The region `watch` is for (for the empty text); default the viewer's (`useRegion`). */
  region?: string;
  /** Shown when there is no way to watch; default "Not available to stream, rent or buy in {region}.". */
  empty?: string;
  /** `data-testid` of the block. Default 'watch-summary'. */
  testId?: string;
}

/**
 * A compact where-to-watch for one region (spec §10, §12: a season's availability, a calendar
 * entry's): "On your services" when one of the viewer's services carries it without paying more,
 * then a line per way to watch that has providers — Stream, Free, With ads, Rent, Buy — of small
 * logos (alt = provider name), the viewer's services first and outlined ("(your service)" in the
 * name). Nothing at all: one line saying so. Presentational apart from the viewer's region and
 * services (`@streamscout/session`); it asks no query.
 */
export function WatchSummary({ watch, label, region, empty, testId = 'watch-summary' }: WatchSummaryProps) {
  const viewerRegion = useRegion();
  const services = useMyServices();
  const i18n = useT();
  const groups = WAYS_TO_WATCH.filter((g) => (watch?.[g.kind].length ?? 0) > 0);
  if (!watch || groups.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId} data-empty="true">
        {empty ??
          i18n.t('watch.nowhere', 'Not available to stream, rent or buy in {country}.', {
            country: regionPhrase(i18n, region ?? viewerRegion),
          })}
      </Text>
    );
  }
  return (
    <Stack gap={6} role="group" aria-label={label} data-testid={testId}>
      {isOnServices(watch, services) && (
        <Badge color="teal" variant="light" tt="none" w="fit-content" data-testid="on-your-services">
          {i18n.t('watch.onYourServices', 'On your services')}
        </Badge>
      )}
      {groups.map((g) => (
        <Group key={g.kind} gap="xs" wrap="nowrap" align="center" data-testid={`watch-summary-${g.kind}`}>
          <Text size="xs" fw={600} w={54} style={{ flexShrink: 0 }}>
            {wayLabel(g.kind, i18n)}
          </Text>
          <Group
            gap={6}
            component="ul"
            aria-label={i18n.t('watch.summaryGroup', '{way}: {label}', { way: wayLabel(g.kind, i18n), label: label ?? '' })}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {mineFirst(watch[g.kind], services).map((p) => (
              <ProviderLogo key={p.id} provider={p} mine={services.includes(p.id)} />
            ))}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** One provider's logo; one of the viewer's services is outlined and says so in its name. */
function ProviderLogo({ provider, mine }: { provider: WatchProvider; mine: boolean }) {
  const name = providerLabel(provider.name, mine, useT());
  return (
    <Box component="li" data-mine={mine || undefined} style={{ lineHeight: 0 }}>
      <img
        src={imageUrl(provider.logo_path, 'w92')}
        alt={name}
        title={name}
        width={LOGO}
        height={LOGO}
        loading="lazy"
        style={{
          borderRadius: 6,
          display: 'block',
          outline: mine ? '2px solid var(--mantine-color-teal-6)' : undefined,
          outlineOffset: 1,
        }}
      />
    </Box>
  );
}
