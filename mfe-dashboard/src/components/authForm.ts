/**
 * What the login and signup forms share: where the form's alert text is kept and the error a
 * failed auth request rejects with.
 */
import type { FormErrors } from '@streamscout/ui/form';

/**
 * The key of the form-level message (spec §8 texts, or the auth service's) in the form's errors,
 * next to the field keys. Not a field: focusing or typing into a field leaves it, and the next
 * submit's validation replaces it.
 */
export const FORM_ALERT = '__alert';

/**
 * The alert text of a form.
 * @returns the message under {@link FORM_ALERT}, or null when there is none
 */
export function formAlert(errors: FormErrors): string | null {
  const message = errors[FORM_ALERT];
  return typeof message === 'string' && message !== '' ? message : null;
}

/** A failed sign-in or sign-up: `message` is what the alert shows; `field`, the field to highlight. */
export class AuthFailure extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AuthFailure';
  }
}
