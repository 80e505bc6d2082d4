import type { ErrorCode } from '../errors/error-codes';

// Deliberately permissive (one @, a dot in the domain, no spaces): the confirmation e-mail is
// the real proof; a stricter pattern only refuses real addresses.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` looks like an e-mail address. Used by the browser and the API alike. */
export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

/** The catalogue code for an e-mail field, or null when it is acceptable. */
export function emailProblem(value: string): 'REQUIRED' | Extract<ErrorCode, 'INVALID_EMAIL'> | null {
  if (!value.trim()) return 'REQUIRED';
  return isValidEmail(value) ? null : 'INVALID_EMAIL';
}
