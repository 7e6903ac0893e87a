/**
 * Validation rules of spec §5 as pure functions returning the exact messages of spec §8.
 */
import { isValidCountry } from './countries';

export const MSG_REQUIRED = 'All fields must be filled out';
export const MSG_EMAIL = 'Must provide valid email';
export const MSG_COUNTRY = 'Must select a valid country';
export const MSG_PASSWORD_LENGTH = 'Password must be at least 6 characters';
export const MSG_PASSWORD_MATCH = 'Passwords must match';
export const MSG_USERNAME = 'Error updating username. Please check your network connection and try again.';
export const MSG_COUNTRY_NONE = 'Please select a country.';
export const MSG_COUNTRY_INVALID = 'Please select a valid country from the provided list.';

/** Minimum lengths (spec §9). */
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

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
 * Signup form (spec §5), rules checked in this order: all required, email valid, country in the
 * list, password ≥ 6, confirmation matches.
 * @returns null when valid; else `{ message, fields }` with the spec §8 message and the fields to
 * highlight (every blank field for the first rule; 'password' and 'confirm' for a mismatch).
 */
export function validateSignup(input: SignupInput): { message: string; fields: SignupField[] } | null {
  const order: SignupField[] = ['email', 'username', 'country', 'password', 'confirm'];
  const missing = order.filter((f) => blank(input[f]));
  if (missing.length) return { message: MSG_REQUIRED, fields: missing };
  if (!isValidEmail(input.email)) return { message: MSG_EMAIL, fields: ['email'] };
  if (!isValidCountry(input.country)) return { message: MSG_COUNTRY, fields: ['country'] };
  if (input.password.length < PASSWORD_MIN) return { message: MSG_PASSWORD_LENGTH, fields: ['password'] };
  if (input.password !== input.confirm) return { message: MSG_PASSWORD_MATCH, fields: ['password', 'confirm'] };
  return null;
}

/**
 * Username change (spec §5): at least 3 characters (after trimming).
 * @returns null when valid; else 'Error updating username. Please check your network connection
 * and try again.' (the field is then marked in error).
 */
export function validateUsername(username: string | null | undefined): string | null {
  if (typeof username !== 'string' || username.trim().length < USERNAME_MIN) return MSG_USERNAME;
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
