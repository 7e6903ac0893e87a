import { forwardRef, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon, IconUser } from '@streamscout/ui';
import type AccountMenuDropdownType from './AccountMenuDropdown';

/** The round trigger of the account menu (the same button before and after the menu has loaded). */
const Trigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function Trigger(props, ref) {
  return (
    <ActionIcon ref={ref} variant="default" size="lg" radius="xl" aria-label="Account menu" {...props}>
      <IconUser size={20} />
    </ActionIcon>
  );
});

/**
 * Account menu (spec §2): Dashboard and Logout when signed in, Login and Sign Up when signed out,
 * and always Discover and Switch Theme (`AccountMenuDropdown`). The menu's code (Menu, Popover,
 * floating-ui) is not part of the first screen: it loads when the pointer comes over the button
 * or the button gets focus or is pressed; a press before it is there opens the menu once it is.
 */
export function AccountMenu() {
  const [Dropdown, setDropdown] = useState<typeof AccountMenuDropdownType | null>(null);
  const [pressed, setPressed] = useState(false);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./AccountMenuDropdown').then(
      (m) => setDropdown(() => m.default),
      () => {
        loading.current = false;
      },
    );
  };
  if (Dropdown) return <Dropdown target={<Trigger />} defaultOpened={pressed} />;
  return (
    <Trigger
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setPressed(true);
        load();
      }}
    />
  );
}
