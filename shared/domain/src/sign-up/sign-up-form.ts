import type { FieldProblem } from '../validation/field-problem';
import { emailProblem } from '../validation/email';
import { passwordProblem } from '../validation/password';
import { checkTaxId, taxIdProblem } from '../tax-id/tax-id';
import type { TaxIdType } from '../tax-id/tax-id-types';

/**
 * The sign-up form's rules, in one place for both screens that show it: the shell's slim sign-up
 * page (an advert's landing, which imports `@platform/domain/sign-up` alone so the rest of the
 * domain does not come with it) and onboarding's `SignUpPage` (its standalone host, and the full
 * shell's in-app navigation to sign-up). Relative imports of single files only, for the same reason.
 */

/** Who signs up: a company (pj) or an individual (pf). */
export type SignUpKind = 'company' | 'individual';

/** Who signs up, from `?type=` (or the old `?user_type=`); a company unless it says individual. */
export const signUpKindFrom = (params: URLSearchParams): SignUpKind => {
  const value = params.get('type') ?? params.get('user_type');
  return value === 'individual' || value === 'pf' ? 'individual' : 'company';
};

export interface SignUpValues {
  name: string;
  email: string;
  organisation: string;
  taxIdType: TaxIdType;
  taxId: string;
  password: string;
  termsAccepted: boolean;
}

/** The sign-up fields, in the order they are shown (the first invalid one takes the focus). */
export const SIGN_UP_FIELDS = ['name', 'email', 'organisation', 'taxId', 'password', 'termsAccepted'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

/** The shared rules the API runs too, in the order the fields are shown. */
export const signUpProblems =
  (kind: SignUpKind) =>
  (values: SignUpValues): FieldProblem[] => {
    const codes: [SignUpField, FieldProblem['code'] | null][] = [
      ['name', values.name.trim() ? null : 'REQUIRED'],
      ['email', emailProblem(values.email)],
      ['organisation', kind === 'individual' || values.organisation.trim() ? null : 'REQUIRED'],
      ['taxId', taxIdProblem(values.taxIdType, values.taxId)],
      ['password', passwordProblem(values.password)],
      ['termsAccepted', values.termsAccepted ? null : 'REQUIRED'],
    ];
    return codes.flatMap(([field, code]) => (code ? [{ field, code }] : []));
  };

/** A soft tax id problem: shown, but the form still submits (an RFC whose check digit fails). */
export const taxIdWarning = (type: TaxIdType, taxId: string) =>
  taxId.trim() && checkTaxId(type, taxId).warning === 'CHECK_DIGIT' ? 'signUp.taxIdCheckDigitWarning' : null;

/** The account forms' own "enter your ..." for a field left empty; the catalogue's text for the rest. */
const REQUIRED_MESSAGE: Partial<Record<string, string>> = {
  name: 'signUp.nameRequired',
  email: 'signUp.emailRequired',
  organisation: 'signUp.organisationRequired',
  taxId: 'signUp.taxIdRequired',
  password: 'signUp.passwordRequired',
  termsAccepted: 'signUp.termsRequired',
};

/**
 * The message id of a sign-up (or other account form) field problem with words of its own; the
 * API's VALIDATION_FAILED on a field reads as "required". Undefined: the catalogue's text.
 */
export const signUpMessage = ({ field, code }: FieldProblem) =>
  code === 'REQUIRED' || code === 'VALIDATION_FAILED' ? REQUIRED_MESSAGE[field] : undefined;
