/** Mantine's Select (Combobox, Popover, floating-ui): the lazily loaded half of the kit's {@link Select}. */
export { Select as default } from '@mantine/core';
