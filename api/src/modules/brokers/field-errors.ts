// Field problems from the shared rules become one 400 the forms can spread under their fields.
import type { FieldProblem } from '@platform/domain';
import { AppError } from '../../lib/errors';

/** Throws VALIDATION_FAILED (or the one specific catalogue code) with `details: [{ field, code }]`. */
export function refuseFields(problems: FieldProblem[], prefix = ''): void {
  if (problems.length === 0) return;
  const details = problems.map(({ field, code }) => ({
    field: prefix ? `${prefix}.${field}` : field,
    // REQUIRED and INVALID have no catalogue code of their own: the form words them.
    code: code === 'REQUIRED' || code === 'INVALID' ? ('VALIDATION_FAILED' as const) : code,
    message: code === 'REQUIRED' ? 'is required' : 'is invalid',
  }));
  const codes = new Set(details.map((detail) => detail.code));
  const [only] = codes;
  throw new AppError(codes.size === 1 && only ? only : 'VALIDATION_FAILED', undefined, details);
}

/** True when a database error is a unique violation (PostgreSQL 23505), wrapped by drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return true;
  }
  return false;
}
