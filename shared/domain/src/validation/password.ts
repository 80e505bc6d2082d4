import type { ErrorCode } from '../errors/error-codes';

/**
 * The password rule for sign-up and password reset (our choice, docs/decisions.md): at least
 * 8 characters with at least one letter and one digit; at most 128 (scrypt cost is per byte and
 * longer passphrases add nothing). The API and the forms both call this.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function passwordProblem(value: string): 'REQUIRED' | Extract<ErrorCode, 'PASSWORD_TOO_WEAK'> | null {
  if (!value) return 'REQUIRED';
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_WEAK';
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) return 'PASSWORD_TOO_WEAK';
  return null;
}
