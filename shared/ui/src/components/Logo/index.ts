export { Logo, LOGO_SIZES } from './Logo';
export type { LogoProps, LogoSize } from './Logo';
