/**
 * Small inline SVG icons (no icon library is installed). Each is decorative by default
 * (`aria-hidden`); give the surrounding button an aria-label. `size` is in px (default 18);
 * strokes use `currentColor`.
 */
import type { SVGProps } from 'react';
import { useDirection } from '@mantine/core';

/** Props of every icon: SVG props plus `size` in px (default 18). */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number;
}

function Svg({ size = 18, children, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/**
 * An icon that points along the line of text (back, previous, next): mirrored right to left, so
 * "previous" points right in Arabic (architecture §13). The direction is Mantine's
 * (`DirectionProvider`, set from the page's language on the server too), so the server's HTML is
 * already mirrored.
 */
function DirectionalSvg({ style, ...props }: IconProps) {
  const { dir } = useDirection();
  return <Svg {...props} style={dir === 'rtl' ? { ...style, transform: 'scaleX(-1)' } : style} />;
}

/** Queue (a list with a plus). */
export function IconQueue(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 6h12M3 12h12M3 18h8M18 15v6M15 18h6" />
    </Svg>
  );
}

/** Heart (favorites). */
export function IconHeart(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 20s-7-4.35-9.2-8.6C1.4 8.7 2.9 5 6.4 5c2 0 3.3 1.1 5.6 3.4C14.3 6.1 15.6 5 17.6 5c3.5 0 5 3.7 3.6 6.4C19 15.65 12 20 12 20z" />
    </Svg>
  );
}

/** Eye (watched). */
export function IconEye(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Svg>
  );
}

/** Magnifier (search). */
export function IconSearch(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-4.35-4.35" />
    </Svg>
  );
}

/** Sun (light theme). */
export function IconSun(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Svg>
  );
}

/** Moon (dark theme). */
export function IconMoon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </Svg>
  );
}

/** User silhouette (account menu). */
export function IconUser(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </Svg>
  );
}

/** Chevron pointing left (previous; right in a right-to-left language). */
export function IconChevronLeft(props: IconProps) {
  return (
    <DirectionalSvg {...props}>
      <path d="M15 18l-6-6 6-6" />
    </DirectionalSvg>
  );
}

/** Chevron pointing right (next; left in a right-to-left language). */
export function IconChevronRight(props: IconProps) {
  return (
    <DirectionalSvg {...props}>
      <path d="M9 18l6-6-6-6" />
    </DirectionalSvg>
  );
}

/** Arrow pointing left (back; right in a right-to-left language). */
export function IconArrowLeft(props: IconProps) {
  return (
    <DirectionalSvg {...props}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </DirectionalSvg>
  );
}

/** Four squares (grid view). */
export function IconGrid(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </Svg>
  );
}

/** Rows (list view). */
export function IconList(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
    </Svg>
  );
}

/** Bell (alerts). */
export function IconBell(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Svg>
  );
}
