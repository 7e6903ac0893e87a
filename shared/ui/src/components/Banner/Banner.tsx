import { useMemo, type ReactNode } from 'react';
import { Box, Stack, Title } from '@mantine/core';
import { bannerUrl, type Show } from '@streamscout/tmdb';
import { BANNER_HEIGHT, BannerSkeleton } from '../Skeletons/Skeletons';
import { useLcpImage } from '../../hooks/useLcpImage';
import { useT } from '@streamscout/i18n';

/** Widest banner in px (matches the banner skeleton on wide windows). */
export const BANNER_MAX_WIDTH = 1240;

/** Default random pick: an integer in [0, n). */
export function randomPick(n: number): number {
  return Math.floor(Math.random() * n);
}

/**
 * The show whose banner is displayed: one from the first half of `shows` (spec §2 "Banner"),
 * chosen by `pick(n)` (an index in [0, n)); shows with a banner_path are preferred. A one-show
 * list uses that show. Null when the list is empty.
 */
export function pickBannerShow(shows: readonly Show[] | null | undefined, pick: (n: number) => number = randomPick): Show | null {
  if (!Array.isArray(shows) || shows.length === 0) return null;
  const half = shows.slice(0, Math.max(1, Math.floor(shows.length / 2)));
  const withImage = half.filter((s) => Boolean(s.banner_path));
  const pool = withImage.length ? withImage : half;
  const i = Math.trunc(pick(pool.length));
  return pool[Math.min(pool.length - 1, Math.max(0, Number.isFinite(i) ? i : 0))];
}

/** Props of {@link Banner}. */
export interface BannerProps {
  /** Source list; the image is banner_path (original size) of a show from its first half. null/undefined → skeleton. */
  shows: Show[] | null | undefined;
  /** Heading over the image, shown from the md breakpoint (900 px) up. */
  title?: string;
  /** Heading level of `title`: 1 (default, a page's hero) or 2 (a section banner such as 'Genres'). */
  titleOrder?: 1 | 2;
  /** Optional logo over the image (e.g. `<Logo size="lg" />`). */
  logo?: ReactNode;
  /** Optional content over the image, e.g. a search box. */
  children?: ReactNode;
  /** Injectable randomness: returns an index in [0, n). Default Math.random based. */
  pick?: (n: number) => number;
  /** Shows BannerSkeleton instead. Default false. */
  loading?: boolean;
  /**
   * Whether the skeleton (loading, or `shows` null) pulses: default true; false while its data is
   * not being asked yet (a section below the fold) — see `CardSkeleton`'s `animate`.
   */
  skeletonAnimate?: boolean;
}

/**
 * Hero banner (spec §2 "Banner", §9): 400 px high, up to 1240 px wide, showing a randomly chosen
 * image from the first half of the list at original size (`bannerUrl(banner_path)`; the local
 * placeholder when none), with the optional logo, title (from md up) and children on a dark
 * gradient. The image is eager with high fetch priority (it is the page's LCP; a server render
 * preloads it from the head). Loading → skeleton.
 */
export function Banner({
  shows,
  title,
  titleOrder = 1,
  logo,
  children,
  pick = randomPick,
  loading = false,
  skeletonAnimate = true,
}: BannerProps) {
  const i18n = useT();
  // a new list (not a re-render) chooses again
  const show = useMemo(() => pickBannerShow(shows, pick), [shows, pick]);
  const src = bannerUrl(show?.banner_path ?? null);
  // the page's LCP image: a server render preloads it from the HTML's head
  useLcpImage({ href: src }, !loading && shows != null);
  if (loading || shows == null) return <BannerSkeleton animate={skeletonAnimate} />;
  return (
    <Box
      component="section"
      aria-label={title ?? i18n.t('banner.label', 'Featured')}
      pos="relative"
      w="100%"
      maw={BANNER_MAX_WIDTH}
      h={BANNER_HEIGHT}
      mx="auto"
      style={{ overflow: 'hidden', borderRadius: 4, background: '#424242' }}
      data-testid="banner"
    >
      <img
        src={src}
        alt={show ? show.title : ''}
        width={BANNER_MAX_WIDTH}
        height={BANNER_HEIGHT}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        pos="absolute"
        inset={0}
        style={{ background: 'linear-gradient(to bottom, rgba(0,0,0,0.15), rgba(0,0,0,0.65))' }}
        aria-hidden="true"
      />
      <Stack pos="relative" h="100%" align="center" justify="center" gap="md" px="md" style={{ zIndex: 1 }}>
        {logo}
        {title && (
          <Title order={titleOrder} size="h1" c="white" ta="center" visibleFrom="md" style={{ textShadow: '0 2px 8px rgba(0,0,0,0.6)' }}>
            {title}
          </Title>
        )}
        {children && (
          <Box w="100%" maw={640}>
            {children}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
