import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { ApiRequestError } from '@platform/api-client';
import type { FieldProblem } from '@platform/domain';

/** The message id a form shows for a field problem, unless the form names its own. */
export function messageIdOf(problem: FieldProblem): string {
  if (problem.code === 'REQUIRED') return 'common.mandatory';
  if (problem.code === 'INVALID' || problem.code === 'VALIDATION_FAILED') return 'form.invalid';
  return `error.${problem.code}`;
}

/** A form's own message id for a problem (its "name is required"), or undefined for the catalogue's. */
export type ProblemMessage = (problem: FieldProblem) => string | undefined;

/**
 * Field problems as react-hook-form errors, keyed by their dotted paths (`address.city`,
 * `websites.1`). The message is a message id, translated when shown, so a language switch
 * translates an error already on screen. The first problem of a field wins, as the rules order them.
 */
export function toFieldErrors<T extends FieldValues>(problems: readonly FieldProblem[], messageFor?: ProblemMessage) {
  const errors: FieldErrors<T> = {};
  for (const problem of problems) {
    if (get(errors, problem.field)) continue;
    set(errors, problem.field, { type: problem.code, message: messageFor?.(problem) ?? messageIdOf(problem) });
  }
  return errors;
}

/** A react-hook-form resolver running a shared rule of `@platform/domain` (the one the API runs too). */
export const domainRulesResolver =
  <T extends FieldValues>(rules: (values: T) => readonly FieldProblem[], messageFor?: ProblemMessage): Resolver<T> =>
  (values) => {
    const problems = rules(values);
    return problems.length ? { values: {}, errors: toFieldErrors<T>(problems, messageFor) } : { values, errors: {} };
  };

/**
 * The field problems of an API refusal (`details[].field` and `.code` of a 400/409/413/415 body),
 * with the API's field names turned into the form's; a detail without a field, or whose field
 * the form does not have, is left out.
 */
export function serverFieldProblems(error: unknown, fieldOf: (apiField: string) => string | undefined = (f) => f) {
  if (!(error instanceof ApiRequestError)) return [];
  return (error.details ?? []).flatMap((detail): FieldProblem[] => {
    const field = detail.field && fieldOf(detail.field);
    return field ? [{ field, code: detail.code ?? 'VALIDATION_FAILED' }] : [];
  });
}

/** Every leaf of a plain value as `[dotted path, value]` (arrays by index), to compare two versions of a form. */
export function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
  return [[prefix, value]];
}
