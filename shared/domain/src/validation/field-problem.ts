import type { ErrorCode } from '../errors/error-codes';

/**
 * What a field problem says: `REQUIRED` (empty), `INVALID` (wrong format, no catalogue code of its
 * own) or a catalogue code. The API sends these as `details: [{ field, code }]` (REQUIRED and INVALID
 * as VALIDATION_FAILED); forms show them under the field.
 */
export type FieldCode = 'REQUIRED' | 'INVALID' | ErrorCode;

/** The one field-problem type of the shared rules, the API and the forms; `field` uses dots for nesting ("websites.1", "address.city"). */
export interface FieldProblem<Code extends FieldCode = FieldCode> {
  field: string;
  code: Code;
}
