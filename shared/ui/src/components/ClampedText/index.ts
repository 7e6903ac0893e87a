export { ClampedText } from './ClampedText';
export type { ClampedTextProps, ResponsiveLines } from './ClampedText';
