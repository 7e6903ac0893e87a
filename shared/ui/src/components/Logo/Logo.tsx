import { Group, Text } from '@mantine/core';

/** Named logo sizes and their text size in px. */
export const LOGO_SIZES = { xs: 16, sm: 20, md: 26, lg: 34, xl: 48 } as const;
/** A named size or a text size in px. */
export type LogoSize = keyof typeof LOGO_SIZES | number;

/** Props of {@link Logo}. */
export interface LogoProps {
  /** 'xs' 16 px · 'sm' 20 · 'md' 26 (default) · 'lg' 34 · 'xl' 48, or a number of px (text size; the mark is 1.2×). */
  size?: LogoSize;
  /** Hide the word and keep the mark (still named 'StreamScout'). Default false. */
  markOnly?: boolean;
}

/**
 * StreamScout logo: a play-button mark in the brand colours and the word 'StreamScout' (spec §2
 * header/footer/home). Pure SVG + text, no image request.
 */
export function Logo({ size = 'md', markOnly = false }: LogoProps) {
  const px = typeof size === 'number' ? size : LOGO_SIZES[size];
  const mark = Math.round(px * 1.2);
  return (
    <Group
      gap={Math.round(px / 4)}
      wrap="nowrap"
      aria-label={markOnly ? 'StreamScout' : undefined}
      role={markOnly ? 'img' : undefined}
      data-testid="logo"
    >
      <svg width={mark} height={mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#1e88e5" />
        <circle cx="16" cy="16" r="10" fill="none" stroke="#40c4ff" strokeWidth="2.5" />
        <path d="M13 10.5v11l9-5.5z" fill="#ffffff" />
      </svg>
      {!markOnly && (
        <Text component="span" fw={800} fz={px} lh={1} style={{ letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}>
          Stream
          <Text component="span" inherit c="var(--streamscout-brand-text)">
            Scout
          </Text>
        </Text>
      )}
    </Group>
  );
}
