import { act, getByRole, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The kit's `Select` field named `name`, once Mantine's Select has replaced its stand-in (the kit
 * mounts it when the user focuses or presses the field; see shared/ui/src/components/Select).
 * Focuses the stand-in, as the keyboard would, then waits for the real field (which then has the
 * focus): tests then act on the element the user would, not on a stand-in about to be replaced.
 * @param user the test's user-event instance (hovers the field first, as a pointer would on its way)
 * @param name the field's accessible name
 * @param container where to look (default: the whole document, e.g. a dialog)
 * @returns the real Select's input (role `combobox`)
 */
export async function loadedSelect(user: UserEvent, name: string, container: HTMLElement = document.body): Promise<HTMLElement> {
  const field = getByRole(container, 'combobox', { name });
  if (field.hasAttribute('data-stand-in')) {
    await user.hover(field);
    act(() => field.focus());
  }
  return waitFor(
    () => {
      const real = getByRole(container, 'combobox', { name });
      if (real.hasAttribute('data-stand-in')) throw new Error(`the "${name}" field is still its stand-in`);
      return real;
    },
    { timeout: 5000 },
  );
}
