/** Mantine's Tooltip (floating-ui): the lazily loaded half of {@link DelayedTooltip}. */
export { Tooltip as default } from '@mantine/core';
