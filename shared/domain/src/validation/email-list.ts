import type { FieldProblem } from './field-problem';
import { isValidEmail } from './email';

/** At most this many recipients per statement: a statement is for a few people, not a mailing. */
export const EMAIL_LIST_MAX = 10;

export interface EmailList {
  /** The well-formed addresses, trimmed and lower-cased, each once, in the order typed. */
  addresses: string[];
  /** The malformed pieces as typed (trimmed), so a message can name them. */
  malformed: string[];
}

/** Reads "a@x.com, b@y.org" (spec section 5: several e-mails separated by commas). */
export function readEmailList(text: string): EmailList {
  const addresses: string[] = [];
  const malformed: string[] = [];
  for (const piece of text.split(',').map((value) => value.trim())) {
    if (!piece) continue;
    if (!isValidEmail(piece)) malformed.push(piece);
    else if (!addresses.includes(piece.toLowerCase())) addresses.push(piece.toLowerCase());
  }
  return { addresses, malformed };
}

/**
 * The list's problem, run by the form and the API alike: any malformed address refuses the whole
 * list (nothing is sent), with the catalogue's INVALID_EMAIL_LIST.
 */
export function emailListProblems(values: { emails: string }): FieldProblem[] {
  const { addresses, malformed } = readEmailList(values.emails);
  if (malformed.length) return [{ field: 'emails', code: 'INVALID_EMAIL_LIST' }];
  if (!addresses.length) return [{ field: 'emails', code: 'REQUIRED' }];
  if (addresses.length > EMAIL_LIST_MAX) return [{ field: 'emails', code: 'VALIDATION_FAILED' }];
  return [];
}
