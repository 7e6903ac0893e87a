/**
 * `@streamscout/ui/overlays` — Mantine's overlay components (Menu, Modal), shared by Module
 * Federation as a singleton of its own, apart from `@streamscout/ui`: they bring Popover, Portal,
 * FocusTrap, Transition and floating-ui, which the first screen of a page does not need (architecture §7).
 * Import them only in code that renders one (the shell's account menu loads it lazily).
 */
export { Menu, Modal } from '@mantine/core';
export type { MenuProps } from '@mantine/core';
