/**
 * Validation rules of spec §5 as pure functions returning the exact messages of spec §8 (in English;
 * a screen shows them through `sessionMessage`, in the reader's language).
 */
import { isValidCountry } from '@streamscout/region';
import { SESSION_MESSAGES as M } from './messages';

const MSG_REQUIRED = M.required.message;
const MSG_EMAIL = M.email.message;
const MSG_COUNTRY = M.country.message;
const MSG_PASSWORD_LENGTH = M.passwordLength.message;
const MSG_PASSWORD_MATCH = M.passwordMatch.message;
export const MSG_USERNAME = M.username.message;
export const MSG_COUNTRY_NONE = M.countryNone.message;
export const MSG_COUNTRY_INVALID = M.countryInvalid.message;
/** Supabase Auth's own text for a password bcrypt would cut (it counts UTF-8 bytes, not characters). */
export const MSG_PASSWORD_TOO_LONG = M.passwordTooLong.message;
/**
 * What the signup form says for a password over {@link PASSWORD_MAX_BYTES} bytes: the limit is on
 * bytes, so a person is told that accents and emoji take more than one.
 */
export const MSG_PASSWORD_TOO_MANY_BYTES = M.passwordTooManyBytes.message;
/** The password rule shown under the signup form's password field. */
export const PASSWORD_RULE = M.passwordRule.message;
/** The signup message for a username outside the rule (the server enforces the same rule). */
export const MSG_USERNAME_RULE = M.usernameRuleError.message;
/** The username rule shown under the signup and Edit Profile username fields. */
export const USERNAME_RULE = M.usernameRule.message;

/** Minimum lengths (spec §9). */
const USERNAME_MIN = 3;
const PASSWORD_MIN = 6;
/** Username maximum in characters; enforced in SQL. */
const USERNAME_MAX = 30;
/** bcrypt reads 72 bytes of a password: longer ones are refused (Supabase Auth does the same). */
const PASSWORD_MAX_BYTES = 72;

/**
 * The username alphabet: ASCII letters, digits, '_', '.', '-' — the rule of the big platforms,
 * which leaves no room for look-alikes (a Cyrillic 'е' for a Latin 'e', full-width letters, …).
 * Case does not make a second name: the server keeps `lower(username)` unique.
 */
const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_.-]{${USERNAME_MIN},${USERNAME_MAX}}$`);

/**
 * A username as the server stores it: trimmed and NFC-normalized (the SQL trigger does the same).
 * @returns '' for a non-string.
 */
export function normalizeUsername(username: string | null | undefined): string {
  return typeof username === 'string' ? username.trim().normalize('NFC') : '';
}

/**
 * The server's rule for a new username, for a message before asking (the server stays the
 * authority; uniqueness is only known there): after {@link normalizeUsername}, 3–30 characters of
 * ASCII letters, digits, '_', '.' and '-'. Names stored under an older, wider rule stay valid on
 * the server until renamed; see `validateUsername`'s `current`.
 */
export function isValidUsername(username: string | null | undefined): boolean {
  return USERNAME_PATTERN.test(normalizeUsername(username));
}

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

/**
 * Email pattern (spec §5): a local part of word characters, dot, plus or hyphen; '@'; one or
 * more domain labels each followed by a dot; a top-level part of 2 or more word characters.
 */
export const EMAIL_PATTERN = /^[\w.+-]+@(?:[\w-]+\.)+\w{2,}$/;

const blank = (v: string | null | undefined) => typeof v !== 'string' || v.trim() === '';

/** Whether `email` matches {@link EMAIL_PATTERN} (surrounding spaces ignored). */
export function isValidEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && EMAIL_PATTERN.test(email.trim());
}

/**
 * Login form (spec §5).
 * @returns null when valid; else 'All fields must be filled out' or 'Must provide valid email'.
 */
export function validateLogin(input: { email: string; password: string }): string | null {
  if (blank(input.email) || blank(input.password)) return MSG_REQUIRED;
  if (!isValidEmail(input.email)) return MSG_EMAIL;
  return null;
}

export type SignupField = 'email' | 'username' | 'country' | 'password' | 'confirm';

export interface SignupInput {
  email: string;
  username: string;
  country: string;
  password: string;
  confirm: string;
}

/**
 * Signup form (spec §5), rules checked in this order: all required, email valid, username rule
 * ({@link isValidUsername}), country in the list, password ≥ 6 characters, password ≤ 72 UTF-8
 * bytes, confirmation matches.
 * @returns null when valid; else `{ message, fields }` with the spec §8 message (or
 * {@link MSG_USERNAME_RULE} / {@link MSG_PASSWORD_TOO_MANY_BYTES}) and the fields to highlight
 * (every blank field for the first rule; 'password' and 'confirm' for a mismatch).
 */
export function validateSignup(input: SignupInput): { message: string; fields: SignupField[] } | null {
  const order: SignupField[] = ['email', 'username', 'country', 'password', 'confirm'];
  const missing = order.filter((f) => blank(input[f]));
  if (missing.length) return { message: MSG_REQUIRED, fields: missing };
  if (!isValidEmail(input.email)) return { message: MSG_EMAIL, fields: ['email'] };
  if (!isValidUsername(input.username)) return { message: MSG_USERNAME_RULE, fields: ['username'] };
  if (!isValidCountry(input.country)) return { message: MSG_COUNTRY, fields: ['country'] };
  if (input.password.length < PASSWORD_MIN) return { message: MSG_PASSWORD_LENGTH, fields: ['password'] };
  if (utf8Bytes(input.password) > PASSWORD_MAX_BYTES) return { message: MSG_PASSWORD_TOO_MANY_BYTES, fields: ['password'] };
  if (input.password !== input.confirm) return { message: MSG_PASSWORD_MATCH, fields: ['password', 'confirm'] };
  return null;
}

/**
 * Username change (spec §5): at least 3 characters (after trimming) — and the server's rule
 * ({@link isValidUsername}: at most 30 characters of ASCII letters, digits, '_', '.', '-').
 * @param current the name stored now: re-saving it unchanged is allowed even when it predates the
 *   rule (the server keeps such names until they are renamed)
 * @returns null when valid; else 'Error updating username. Please check your network connection
 * and try again.' (the field is then marked in error).
 */
export function validateUsername(username: string | null | undefined, current?: string | null): string | null {
  if (current != null && normalizeUsername(username) === normalizeUsername(current) && normalizeUsername(current) !== '') return null;
  if (!isValidUsername(username)) return MSG_USERNAME;
  return null;
}

/**
 * Country change (spec §5).
 * @returns null when valid; 'Please select a country.' when none chosen; 'Please select a valid
 * country from the provided list.' when not in the list.
 */
export function validateCountry(country: string | null | undefined): string | null {
  if (blank(country)) return MSG_COUNTRY_NONE;
  if (!isValidCountry(country)) return MSG_COUNTRY_INVALID;
  return null;
}
