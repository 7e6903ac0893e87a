import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon, IconUser, REPLAY_PRESS_ATTRIBUTE, useLoadOnIntent } from '@streamscout/ui';
import type AccountMenuDropdownType from './AccountMenuDropdown';
import { useT } from '@streamscout/i18n';

type Dropdown = typeof AccountMenuDropdownType;
let loadedDropdown: Dropdown | null = null;
/** The menu's module (asked again after a failed load). @returns its component */
const loadDropdown = (): Promise<Dropdown> => import('./AccountMenuDropdown').then((m) => (loadedDropdown = m.default));

/** The round trigger of the account menu (the same button before and after the menu has loaded). */
const Trigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function Trigger(props, ref) {
  const i18n = useT();
  return (
    <ActionIcon ref={ref} variant="default" size="lg" radius="xl" aria-label={i18n.t('header.accountMenu', 'Account menu')} {...props}>
      <IconUser size={20} />
    </ActionIcon>
  );
});

/**
 * Account menu (spec §2): Dashboard and Logout when signed in, Login and Sign Up when signed out,
 * and always Discover and Switch Theme (`AccountMenuDropdown`). The menu's code (Menu, Popover,
 * floating-ui) is not part of the first screen: it loads when the pointer comes over the button
 * or the button gets focus or is pressed; a press begun before it is there (even one whose release
 * comes after) opens the menu once it is, and
 * a focused button keeps the keyboard focus across the swap.
 */
export function AccountMenu() {
  const {
    loaded: Dropdown,
    load,
    press,
    standInRef,
    realRef,
    handOver,
  } = useLoadOnIntent<Dropdown, HTMLButtonElement>(loadDropdown, loadedDropdown);
  if (Dropdown) return <Dropdown target={<Trigger ref={realRef} />} defaultOpened={handOver.open} />;
  // A press counts from its button-down: if the menu replaces this button before the button comes
  // up, the browser sends that click to no button, and the press would be lost.
  return (
    <Trigger
      ref={standInRef}
      data-stand-in
      // pressed before hydration (the server's button, no handler yet): replayed once React runs
      {...{ [REPLAY_PRESS_ATTRIBUTE]: '' }}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={(e) => {
        if (e.button === 0) press();
      }}
      onClick={press}
    />
  );
}
