export { DelayedTooltip, TOOLTIP_OPEN_DELAY, TOOLTIP_TOUCH_DELAY, TOOLTIP_TOUCH_LEAVE_DELAY } from './DelayedTooltip';
export type { DelayedTooltipProps } from './DelayedTooltip';
