import type { ErrorCode } from '../errors/error-codes';

/**
 * A field problem: `REQUIRED` (empty), `INVALID` (wrong format, no catalogue code of its own) or a
 * catalogue code, on a field named by its dotted path (`websites.1`, `address.city`). Every shared
 * rule answers a list of these; the API sends them as `details: [{ field, code }]` (REQUIRED and
 * INVALID as VALIDATION_FAILED), and forms show them under the field.
 */
export type FieldCode = 'REQUIRED' | 'INVALID' | ErrorCode;
export interface FieldProblem {
  field: string;
  code: FieldCode;
}
