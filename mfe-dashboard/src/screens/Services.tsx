import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { paths } from '@streamscout/routes';
import { saveServices, sessionMessage, useProfile, useRegion } from '@streamscout/session';
import { imageUrl, type RegionProvider } from '@streamscout/tmdb';
import { regionServices } from '../api/regionServices';
import { tmdbQueries } from '@streamscout/tmdb/query';
import {
  AppLink,
  Button,
  Group,
  QueryState,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  useSnackbar,
} from '@streamscout/ui';
import { ProfilePending } from '../components/ProfilePending';
import { msg, regionPhrase, useT } from '@streamscout/i18n';

/** Most services one profile keeps (the SQL rule of set_services). */
const MAX_SERVICES = 50;
/** Snackbar after a successful save. */
const SAVED = msg('services.saved', 'Your services were saved.');
export const MSG_SERVICES_SAVED = SAVED.message;

/** One service of the grid: its logo and name, pressed when picked. */
function ServiceTile({ provider, picked, onToggle }: { provider: RegionProvider; picked: boolean; onToggle: () => void }) {
  return (
    <UnstyledButton
      onClick={onToggle}
      aria-pressed={picked}
      p="xs"
      data-testid="service-tile"
      style={{
        borderRadius: 10,
        border: `2px solid ${picked ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-default-border)'}`,
        background: picked ? 'var(--mantine-color-teal-light)' : undefined,
      }}
    >
      <Stack gap={6} align="center">
        <img
          src={imageUrl(provider.logo_path, 'w92')}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          style={{ borderRadius: 8, display: 'block' }}
        />
        <Text size="xs" ta="center" fw={picked ? 700 : 400} lineClamp={2}>
          {provider.name}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/**
 * `/dashboard/services` — "My services", signed-in users only: a searchable grid of the services
 * of the viewer's region (TMDB `watch/providers/movie?watch_region=XX`, most prominent first, then
 * those `watch/providers/tv` lists for shows only: {@link regionServices}; the grid waits for the
 * movie list only, and the shows' services join it when their list arrives);
 * pressing a logo picks or unpicks it, 'Save' stores the picks on the profile (`saveServices`,
 * SQL-checked: at most 50, no repeats; a TanStack `useMutation`, like the other forms) and every "On your services" badge and "Only my services"
 * filter follows at once. Services picked in another region stay picked. A refused save says why
 * and keeps the picks on screen; a failed list offers 'Try again'.
 */
export default function Services() {
  const profile = useProfile();
  const region = useRegion();
  const providers = useQuery(tmdbQueries.regionProviders('movie', region));
  const showProviders = useQuery(tmdbQueries.regionProviders('tv', region));
  const [picked, setPicked] = useState<number[] | null>(null);
  const [query, setQuery] = useState('');
  const { show, snackbar } = useSnackbar();
  const i18n = useT();
  const save = useMutation({
    mutationFn: async (ids: number[]) => {
      const res = await saveServices(ids);
      if (!res.ok) throw new Error(res.error);
    },
    networkMode: 'always',
    onSuccess: () => {
      setPicked(null);
      show(i18n.t(SAVED), 'success');
    },
  });
  const stored = profile?.services ?? [];
  const current = picked ?? stored;
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return regionServices(providers.data, showProviders.data).filter((p) => !q || p.name.toLowerCase().includes(q));
  }, [providers.data, showProviders.data, query]);

  if (!profile) return <ProfilePending />;

  const toggle = (id: number) => {
    save.reset();
    setPicked(current.includes(id) ? current.filter((x) => x !== id) : [...current, id]);
  };
  const changed = picked !== null && (picked.length !== stored.length || picked.some((id, i) => stored[i] !== id));

  return (
    <Stack gap="lg" miw={0}>
      <Stack gap={4}>
        <Title order={1}>{i18n.t('menu.services', 'My services')}</Title>
        <Text c="dimmed">
          {i18n.t(
            'services.intro',
            'Pick the streaming services you pay for in {country}. Titles on them get an “On your services” badge, and discover can show only what they carry.',
            { country: regionPhrase(i18n, region) },
          )}{' '}
          <AppLink to={paths.plan()}>{i18n.t('services.planLink', 'Which service covers your queue?')}</AppLink>{' '}
          <AppLink to={paths.dashboard()}>{i18n.t('alerts.back', 'Back to your dashboard')}</AppLink>
        </Text>
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={i18n.t('services.search', 'Search services')}
          placeholder={i18n.t('services.searchPlaceholder', 'Netflix, Disney Plus…')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          w={260}
        />
        <Text size="sm" data-testid="services-count" aria-live="polite">
          {i18n.t('services.count', '{count} of at most {max} picked', { count: current.length, max: MAX_SERVICES })}
        </Text>
        <Button onClick={() => save.mutate(current)} loading={save.isPending} disabled={!changed}>
          {i18n.t('services.save', 'Save')}
        </Button>
      </Group>
      {save.error && (
        <Text c="red" role="alert">
          {sessionMessage(i18n, save.error.message)}
        </Text>
      )}
      <QueryState
        query={providers}
        label={i18n.t('services.label', 'Services')}
        minHeight={200}
        loading={
          <SimpleGrid
            cols={{ base: 3, xs: 4, sm: 6, md: 8 }}
            spacing="sm"
            aria-busy="true"
            aria-label={i18n.t('services.loading', 'Loading services')}
          >
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} h={104} radius="md" />
            ))}
          </SimpleGrid>
        }
        empty={<Text>{i18n.t('services.noMatch', 'No service matches “{query}”.', { query: query.trim() })}</Text>}
        isEmpty={() => shown.length === 0}
      >
        {() => (
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, md: 8 }} spacing="sm" role="group" aria-label={i18n.t('services.label', 'Services')}>
            {shown.map((p) => (
              <ServiceTile key={p.id} provider={p} picked={current.includes(p.id)} onToggle={() => toggle(p.id)} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {snackbar}
    </Stack>
  );
}
