import type { FieldCode, FieldProblem } from '@platform/domain';
import { ApiRequestError } from '@platform/api-client';

/** One input of a broker form. Its label is `brokerField.<name>`; option labels `brokerOption.<name>.<value>`. */
export interface FieldSpec {
  name: string;
  type: 'text' | 'email' | 'password' | 'tel' | 'select' | 'yes-no' | 'checkbox';
  required?: boolean;
  options?: readonly string[];
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'text';
  /** Reformats what is typed (tax id masks). */
  mask?: (value: string) => string;
  /** Help under the field: `brokerHint.<name>`. */
  hint?: boolean;
  /** Values for the label's placeholders (the tax id type in "Tax id ({type})"). */
  labelValues?: Record<string, string>;
}

export type FormValue = string | boolean | null;
export type FormValues = Record<string, FormValue>;
export type FieldErrors = Record<string, FieldCode>;

/** The message id for a field problem: the form's own words, or the catalogue's. */
export const messageIdFor = (code: FieldCode) =>
  code === 'REQUIRED' ? 'brokerForm.required' : code === 'INVALID' ? 'brokerForm.invalid' : `error.${code}`;

export const toFieldErrors = (problems: FieldProblem[]): FieldErrors =>
  Object.fromEntries(problems.map((problem) => [problem.field, problem.code]));

/**
 * An API refusal as field errors: `details[].field` (`address.city` -> `city`) with its code
 * (VALIDATION_FAILED reads as "check this field"); null when the refusal names no field.
 */
export function apiFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiRequestError) || !error.details?.length) return null;
  const errors: FieldErrors = {};
  for (const detail of error.details) {
    if (!detail.field) continue;
    const field = detail.field.split('.').at(-1)!;
    errors[field] = !detail.code || detail.code === 'VALIDATION_FAILED' ? 'INVALID' : (detail.code as FieldCode);
  }
  return Object.keys(errors).length ? errors : null;
}

export const text = (values: FormValues, name: string) =>
  typeof values[name] === 'string' ? (values[name] as string) : '';
