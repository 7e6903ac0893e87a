import { getByRole, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The kit's `Select` field named `name`, once Mantine's Select has replaced its stand-in (the kit
 * loads it when the user hovers, focuses or presses the field, or some seconds after page load;
 * see shared/ui/src/components/Select). Hovers the stand-in to ask for it, then waits for the real
 * field: tests then act on the element the user would, not on a stand-in about to be replaced.
 * @param user the test's user-event instance
 * @param name the field's accessible name
 * @param container where to look (default: the whole document, e.g. a dialog)
 * @returns the real Select's input (role `combobox`)
 */
export async function loadedSelect(user: UserEvent, name: string, container: HTMLElement = document.body): Promise<HTMLElement> {
  const field = getByRole(container, 'combobox', { name });
  if (field.hasAttribute('data-stand-in')) await user.hover(field);
  return waitFor(
    () => {
      const real = getByRole(container, 'combobox', { name });
      if (real.hasAttribute('data-stand-in')) throw new Error(`the "${name}" field is still its stand-in`);
      return real;
    },
    { timeout: 5000 },
  );
}
