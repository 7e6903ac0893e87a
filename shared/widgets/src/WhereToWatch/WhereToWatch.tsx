import { useId, useMemo, useState } from 'react';
import { paths } from '@streamscout/routes';
import { isDefaultRegion, knownRegion } from '@streamscout/region';
import { useIsSignedIn, useMyServices, useRegion } from '@streamscout/session';
import {
  compareEnglish,
  isOnServices,
  wayLabel,
  WAYS_TO_WATCH,
  type Provider,
  type RegionWatch,
  type WatchByRegion,
} from '@streamscout/tmdb';
import { Anchor, AppLink, Badge, Box, Collapse, Group, ProviderStrip, Stack, Text, Title } from '@streamscout/ui';
import { RegionPicker } from '../RegionPicker';
import { countryName, msg, regionPhrase, useT, type Language } from '@streamscout/i18n';

/** The ways to watch listed after the flat-rate strip, in display order (free, with ads, rent, buy). */
const AFTER_STRIP = WAYS_TO_WATCH.filter((w) => w.kind !== 'flatrate');

/** The badge shown when a title is on one of the viewer's services in their region. */
const ON_YOUR_SERVICES_MSG = msg('watch.onYourServices', 'On your services');

/** Regions other than `region` where the title streams (has flat-rate services). */
function streamingElsewhere(watch: WatchByRegion | null | undefined, region: string): { code: string; entry: RegionWatch }[] {
  return Object.entries(watch ?? {})
    .filter(([code, entry]) => code !== region && entry.flatrate.length > 0)
    .map(([code, entry]) => ({ code, entry }));
}

/**
 * The other regions named in the reader's language and sorted by name — only once the list is
 * opened: a first render names none (no ICU for another language's country names or collation).
 */
function namedRegions(others: { code: string; entry: RegionWatch }[], lang: Language) {
  const named = others.map((o) => ({ ...o, name: knownRegion(o.code) ? countryName(lang, o.code) : o.code }));
  return named.sort((a, b) => (lang === 'en' ? compareEnglish(a.name, b.name) : a.name.localeCompare(b.name, lang)));
}

/** Props of {@link WhereToWatch}. */
export interface WhereToWatchProps {
  /** Every region and way to watch of the title (`ShowDetail.watch`); null/undefined while loading or when TMDB had nothing. */
  watch: WatchByRegion | null | undefined;
  /** The spec's flat-rate list (`ShowDetail.providers`, the default region's), shown as it is for a viewer there. */
  providers?: Provider[] | null;
  /** While the detail call runs: the strip's skeleton. Default false. */
  loading?: boolean;
  /** The region to show; default the viewer's (`useRegion`: profile country, picked region, browser language, the default region). */
  region?: string;
}

/**
 * The details page's where-to-watch block: "Where to watch in the United Kingdom" with a way to
 * change the region (signed out: the region picker; signed in: a link to the profile, whose
 * country it is), an "On your services" badge when one of the viewer's services carries the
 * title there, the region's flat-rate strip (spec §2/§9: look and 'Sorry! No providers available
 * for this show.' unchanged), then "Free", "With ads", "Rent" and "Buy" when present — each logo
 * named by its provider and linking to TMDB's watch page for that region in a new tab
 * (`rel="noopener"`). Without flat-rate services in the region it offers the countries where the
 * title streams ("Streaming in 3 other countries", expandable). Ends with the JustWatch
 * attribution TMDB asks for. An unknown region shows the default region, never a blank block.
 */
export function WhereToWatch({ watch, providers, loading = false, region: forced }: WhereToWatchProps) {
  const viewerRegion = useRegion();
  const region = knownRegion(forced) ?? viewerRegion;
  const signedIn = useIsSignedIn();
  const services = useMyServices();
  const headingId = useId();
  const entry = watch?.[region];
  const flat = isDefaultRegion(region) && providers ? providers : (entry?.flatrate ?? []);
  const others = loading ? [] : streamingElsewhere(watch, region);
  const i18n = useT();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="where-to-watch" data-region={region}>
      <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {i18n.t('watch.heading', 'Where to watch in {country}', { country: regionPhrase(i18n, region) })}
        </Title>
        {signedIn ? (
          <Anchor component={AppLink} to={paths.dashboard()} size="sm">
            {i18n.t('watch.changeCountry', 'Change country in your profile')}
          </Anchor>
        ) : (
          <RegionPicker label={i18n.t('watch.changeRegion', 'Change region')} size="xs" w={200} />
        )}
      </Group>
      {!loading && isOnServices(watch, region, services) && (
        <Badge color="teal" variant="light" size="lg" tt="none" w="fit-content" data-testid="on-your-services">
          {i18n.t(ON_YOUR_SERVICES_MSG)}
        </Badge>
      )}
      <ProviderStrip providers={flat} loading={loading} link={entry?.link} />
      {!loading &&
        entry &&
        AFTER_STRIP.filter((g) => entry[g.kind].length > 0).map((g) => (
          <Box key={g.kind} data-testid={`watch-group-${g.kind}`}>
            <Title order={3} size="h6" mb={6}>
              {wayLabel(g.kind, i18n)}
            </Title>
            <ProviderStrip
              providers={entry[g.kind]}
              link={entry.link}
              label={i18n.t('watch.wayProviders', '{way} providers', { way: wayLabel(g.kind, i18n) })}
              testId={`provider-strip-${g.kind}`}
            />
          </Box>
        ))}
      {!loading && flat.length === 0 && others.length > 0 && <OtherCountries others={others} />}
      {!loading && (
        <Text size="xs" c="dimmed">
          {i18n.t('watch.dataBy', 'Where-to-watch data by')}{' '}
          <Anchor href="https://www.justwatch.com/" target="_blank" rel="noopener" size="xs">
            JustWatch
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}

/** "Streaming in N other countries", expanding to each country and its flat-rate services. */
function OtherCountries({ others }: { others: { code: string; entry: RegionWatch }[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const i18n = useT();
  const text = i18n.t(
    'watch.otherCountries',
    '{count, plural, one {Streaming in # other country} other {Streaming in # other countries}}',
    {
      count: others.length,
    },
  );
  const named = useMemo(() => (open ? namedRegions(others, i18n.lang) : []), [open, others, i18n.lang]);
  return (
    <Box>
      <Anchor
        component="button"
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        size="sm"
        fw={500}
        data-testid="other-countries"
      >
        {text} {open ? '▴' : '▾'}
      </Anchor>
      <Collapse expanded={open}>
        <Stack gap={4} mt="xs" component="ul" id={listId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {named.map((o) => (
            <Text component="li" size="sm" key={o.code}>
              <Text span fw={600}>
                {o.name}
              </Text>
              : {o.entry.flatrate.map((p) => p.name).join(', ')}
            </Text>
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}
