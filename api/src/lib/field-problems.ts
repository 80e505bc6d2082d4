// Turns the shared rules' field problems into the API's one failure: 400 with details per field.
import type { ProfileFieldProblem } from '@platform/domain';
import { AppError } from './errors';

/** Throws when there are problems. The top code is the problems' own when they share one (INVALID_URL...), else VALIDATION_FAILED. */
export function refuseFieldProblems(problems: ProfileFieldProblem[]): void {
  if (problems.length === 0) return;
  const codes = new Set(problems.map((problem) => problem.code));
  const [only] = codes;
  const code = codes.size === 1 && only ? only : 'VALIDATION_FAILED';
  throw new AppError(
    code,
    undefined,
    problems.map(({ field, code: fieldCode }) => ({ field, code: fieldCode })),
  );
}
