import {
  checkTaxId,
  emailProblem,
  passwordProblem,
  taxIdProblem,
  type FieldProblem,
  type TaxIdType,
} from '@platform/domain';

export interface SignUpValues {
  name: string;
  email: string;
  organisation: string;
  taxIdType: TaxIdType;
  taxId: string;
  password: string;
  termsAccepted: boolean;
}

/** The shared rules the API runs too, in the order the fields are shown. */
export const signUpProblems =
  (kind: 'company' | 'individual') =>
  (values: SignUpValues): FieldProblem[] => {
    const codes: [string, FieldProblem['code'] | null][] = [
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
