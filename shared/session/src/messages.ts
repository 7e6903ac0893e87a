/**
 * The session's messages in the reader's language (architecture §13). The validation rules, the
 * sign-in and sign-up answers and the saves of this package return the spec's English sentences
 * (their exported constants, what tests and callers compare against); a screen shows one through
 * {@link sessionMessage}, which gives its translation. A sentence that is not one of ours — what
 * the auth service or the database said in its own words — is shown as it came.
 */
import { msg, type MessageDescriptor, type Translator } from '@streamscout/i18n';

/** Every sentence of this package a screen may show, as messages (the English is the spec's). */
export const SESSION_MESSAGES = {
  required: msg('validation.required', 'All fields must be filled out'),
  email: msg('validation.email', 'Must provide valid email'),
  country: msg('validation.country', 'Must select a valid country'),
  passwordLength: msg('validation.passwordLength', 'Password must be at least 6 characters'),
  passwordMatch: msg('validation.passwordMatch', 'Passwords must match'),
  username: msg('validation.usernameNetwork', 'Error updating username. Please check your network connection and try again.'),
  countryNone: msg('validation.countryNone', 'Please select a country.'),
  countryInvalid: msg('validation.countryInvalid', 'Please select a valid country from the provided list.'),
  passwordTooLong: msg('validation.passwordTooLong', 'Password cannot be longer than 72 characters'),
  passwordTooManyBytes: msg(
    'validation.passwordTooManyBytes',
    'Password cannot be longer than 72 bytes — fewer characters if it has accents or emoji',
  ),
  passwordRule: msg('validation.passwordRule', 'At least 6 characters and at most 72 bytes — fewer characters if it has accents or emoji.'),
  usernameRuleError: msg(
    'validation.usernameRuleError',
    'Username must be 3 to 30 characters: English letters, digits, _ . or - (no spaces, accents or emoji)',
  ),
  usernameRule: msg(
    'validation.usernameRule',
    '3 to 30 characters: English letters (a–z), digits, and _ . - only (no spaces, accents or emoji).',
  ),
  usernameUnavailable: msg('auth.usernameUnavailable', 'Username unavailable'),
  network: msg('auth.network', "We can't reach the server. Please check your network connection and try again."),
  rateLimited: msg('auth.rateLimited', 'Too many attempts. Please wait a few minutes and try again.'),
  signInFailed: msg('auth.signInFailed', 'Sign in failed'),
  signUpFailed: msg('auth.signUpFailed', 'Sign up failed'),
  invalidCredentials: msg('auth.invalidCredentials', 'Invalid login credentials'),
  alreadyRegistered: msg('auth.alreadyRegistered', 'User already registered'),
  servicesSaveFailed: msg('services.saveFailed', "Your services couldn't be saved. Try again."),
} satisfies Record<string, MessageDescriptor>;

const byEnglish = new Map<string, MessageDescriptor>(Object.values(SESSION_MESSAGES).map((m) => [m.message, m]));

/**
 * A sentence this package returned, in the reader's language: its translation when it is one of
 * {@link SESSION_MESSAGES}, else the sentence as it came (the auth service's or the database's own).
 * @param tr the page's translator @param text the English sentence (e.g. `validateSignup(…).message`)
 */
export function sessionMessage(tr: Translator, text: string): string {
  const m = byEnglish.get(text);
  return m ? tr.t(m) : text;
}
