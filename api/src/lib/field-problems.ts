// The one way the API refuses fields: the shared rules' field problems become one 400 whose
// `details: [{ field, code }]` the forms spread under their fields.
import type { FieldProblem } from '@platform/domain';
import { AppError, type ErrorDetail } from './errors';

/** The problems as the answer's details; REQUIRED and INVALID have no catalogue code of their own (the form words them). */
export function fieldDetails(problems: FieldProblem[], prefix = ''): ErrorDetail[] {
  return problems.map(({ field, code }) => ({
    field: prefix ? `${prefix}.${field}` : field,
    code: code === 'REQUIRED' || code === 'INVALID' ? 'VALIDATION_FAILED' : code,
    ...(code === 'REQUIRED' ? { message: 'is required' } : code === 'INVALID' ? { message: 'is invalid' } : {}),
  }));
}

/**
 * Throws when there are problems: 400 with one detail per field. The answer's code is the problems'
 * own when they share one (INVALID_URL, INVALID_TAX_ID...), else VALIDATION_FAILED.
 * `prefix` nests the fields of a part of the body ("address" → "address.city").
 */
export function refuseFields(problems: FieldProblem[], prefix = ''): void {
  if (problems.length === 0) return;
  const details = fieldDetails(problems, prefix);
  const codes = new Set(details.map((detail) => detail.code));
  const [only] = codes;
  throw new AppError(codes.size === 1 && only ? only : 'VALIDATION_FAILED', undefined, details);
}
