import { Box, Group, Skeleton, Text } from '@mantine/core';
import { HorizontalScroll } from '../HorizontalScroll';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { imageUrl, type Provider } from '@streamscout/tmdb';
import { msg, useT } from '@streamscout/i18n';

/** Spec §2 text when a show has no US flat-rate providers. */
const NO_PROVIDERS = msg('providers.none', 'Sorry! No providers available for this show.');
export const NO_PROVIDERS_MESSAGE = NO_PROVIDERS.message;
/** Horizontal room one logo takes, px (spec §9 "count × about 73.1px"). */
export const PROVIDER_SLOT = 73.1;
/** Logo edge in px (60 px logo + 13.1 px gap = one slot). */
export const PROVIDER_LOGO_SIZE = 60;

/**
 * Spec §9: the strip scrolls when count × 73.1 px exceeds the container width (px). An unknown
 * width (0, before the first measurement) never scrolls.
 */
export function providerStripScrolls(count: number, containerWidth: number): boolean {
  return containerWidth > 0 && count * PROVIDER_SLOT > containerWidth;
}

/** A logo wrapped in a link to TMDB's watch page (new tab), or left as it is without a link. */
function LogoLink({ link, children }: { link: string | null | undefined; children: ReactNode }) {
  if (!link) return <>{children}</>;
  return (
    <a href={link} target="_blank" rel="noopener" style={{ display: 'block', borderRadius: 8 }}>
      {children}
    </a>
  );
}

/** Props of {@link ProviderStrip}. */
export interface ProviderStripProps {
  /**
   * Flat-rate providers of the viewer's region (the spec's US list, or another region's
   * `flatrate`); null/undefined/[] → the empty text.
   */
  providers: ReadonlyArray<Pick<Provider, 'id' | 'name' | 'logo_path'>> | null | undefined;
  /** While the detail call runs: a skeleton row. Default false. */
  loading?: boolean;
  /**
   * TMDB's watch page of the title in that region (`watch/providers` `link`): each logo links to
   * it in a new tab (`rel="noopener"`). Absent: plain logos.
   */
  link?: string | null;
  /** Accessible name of the list. Default 'Streaming providers'. */
  label?: string;
  /** `data-testid` of the strip. Default 'provider-strip' (the flat-rate strip). */
  testId?: string;
}

/**
 * Where-to-watch strip (spec §2 "Watch-provider strip", §9): 60 px provider logos
 * (`imageUrl(logo_path, 'w92')`, alt and title = provider name), in a horizontal scroll box when
 * count × 73.1 px exceeds the container width; 'Sorry! No providers available for this show.'
 * when there are none; a skeleton while loading.
 */
export function ProviderStrip({ providers, loading = false, link, label: given, testId = 'provider-strip' }: ProviderStripProps) {
  const i18n = useT();
  const label = given ?? i18n.t('providers.label', 'Streaming providers');
  const { ref, width } = useElementSize();
  const list = Array.isArray(providers) ? providers : [];
  let content;
  if (loading) {
    content = (
      <Group
        gap={13}
        wrap="nowrap"
        aria-busy="true"
        aria-label={i18n.t('providers.loading', 'Loading providers')}
        data-testid="provider-skeleton"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} w={PROVIDER_LOGO_SIZE} h={PROVIDER_LOGO_SIZE} radius="sm" />
        ))}
      </Group>
    );
  } else if (list.length === 0) {
    content = <Text size="sm">{i18n.t(NO_PROVIDERS)}</Text>;
  } else {
    const logos = (
      <Group gap={13.1} wrap="nowrap" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={label}>
        {list.map((p) => (
          <li key={p.id} style={{ flex: 'none' }}>
            <LogoLink link={link}>
              <img
                src={imageUrl(p.logo_path, 'w92')}
                alt={p.name}
                title={p.name}
                width={PROVIDER_LOGO_SIZE}
                height={PROVIDER_LOGO_SIZE}
                loading="lazy"
                decoding="async"
                style={{ display: 'block', width: PROVIDER_LOGO_SIZE, height: PROVIDER_LOGO_SIZE, borderRadius: 8, objectFit: 'cover' }}
              />
            </LogoLink>
          </li>
        ))}
      </Group>
    );
    content = providerStripScrolls(list.length, width) ? (
      <HorizontalScroll label={i18n.t('providers.scrolls', '{label} (scrolls sideways)', { label })} data-testid="provider-scroll">
        {logos}
      </HorizontalScroll>
    ) : (
      logos
    );
  }
  return (
    <Box ref={ref} w="100%" mih={PROVIDER_LOGO_SIZE} data-testid={testId}>
      {content}
    </Box>
  );
}
