// The report form: its values, its rule (the API's, from shared/domain) and its own words.
import {
  businessToday,
  claimReportProblems,
  type ClaimReport,
  type Country,
  type FieldProblem,
  type Product,
} from '@platform/domain';

export type ClaimForm = ClaimReport;

export const emptyClaimForm = (policyId: string, contact: { name: string; email: string }): ClaimForm => ({
  policy_id: policyId,
  type: '',
  description: '',
  occurred_on: '',
  learned_on: '',
  contact_name: contact.name,
  contact_email: contact.email,
  contact_phone: '',
});

/**
 * The shared rule, dates bounded by today in `country` and types by the chosen policy's `product`,
 * as the API refuses them; "learned before it happened" gets a word of its own (INVALID).
 */
export const claimFormProblems =
  (country: Country) =>
  (values: ClaimForm, product?: Product): FieldProblem[] =>
    claimReportProblems(values, businessToday(country), product).map((problem) =>
      problem.field === 'learned_on' &&
      problem.code === 'VALIDATION_FAILED' &&
      values.occurred_on &&
      values.learned_on &&
      values.learned_on < values.occurred_on
        ? { field: problem.field, code: 'INVALID' }
        : problem,
    );

/** The form's own message for a problem; the catalogue's (e.g. INVALID_EMAIL) for the rest. */
export function claimFormMessage({ field, code }: FieldProblem): string | undefined {
  if (code === 'REQUIRED') return 'claims.form.required';
  if (field === 'learned_on' && code === 'INVALID') return 'claims.form.learnedBefore';
  if (code !== 'VALIDATION_FAILED') return undefined;
  if (field === 'occurred_on' || field === 'learned_on') return 'claims.form.invalidDate';
  if (field === 'contact_phone') return 'claims.form.invalidPhone';
  if (field === 'description') return 'claims.form.tooLong';
  return 'claims.form.required';
}
