import { checkTaxId, emailProblem, passwordProblem, taxIdProblem, type TaxIdType } from '@platform/domain';

export interface SignUpValues {
  name: string;
  email: string;
  organisation: string;
  taxIdType: TaxIdType;
  taxId: string;
  password: string;
  termsAccepted: boolean;
}

export type SignUpField = keyof SignUpValues;

/** The message id for each field's problem (or none), with the shared rules the API runs too. */
export function fieldProblem(field: SignUpField, values: SignUpValues, kind: 'company' | 'individual'): string | null {
  switch (field) {
    case 'name':
      return values.name.trim() ? null : 'signUp.nameRequired';
    case 'email': {
      const problem = emailProblem(values.email);
      return problem === 'REQUIRED' ? 'signUp.emailRequired' : problem ? `error.${problem}` : null;
    }
    case 'organisation':
      return kind === 'individual' || values.organisation.trim() ? null : 'signUp.organisationRequired';
    case 'taxId': {
      const problem = taxIdProblem(values.taxIdType, values.taxId);
      return problem === 'REQUIRED' ? 'signUp.taxIdRequired' : problem ? `error.${problem}` : null;
    }
    case 'password': {
      const problem = passwordProblem(values.password);
      return problem === 'REQUIRED' ? 'signUp.passwordRequired' : problem ? `error.${problem}` : null;
    }
    case 'termsAccepted':
      return values.termsAccepted ? null : 'signUp.termsRequired';
    default:
      return null;
  }
}

export const FIELD_ORDER: SignUpField[] = [
  'name',
  'email',
  'organisation',
  'taxIdType',
  'taxId',
  'password',
  'termsAccepted',
];

/** A soft tax id problem: shown, but the form still submits (an RFC whose check digit fails). */
export const taxIdWarning = (values: SignUpValues) =>
  values.taxId.trim() && checkTaxId(values.taxIdType, values.taxId).warning === 'CHECK_DIGIT'
    ? 'signUp.taxIdCheckDigitWarning'
    : null;

/** "Required" texts per field, for API details that say a field was empty. */
export const REQUIRED_MESSAGE: Partial<Record<string, string>> = {
  name: 'signUp.nameRequired',
  email: 'signUp.emailRequired',
  organisation: 'signUp.organisationRequired',
  taxId: 'signUp.taxIdRequired',
  password: 'signUp.passwordRequired',
  termsAccepted: 'signUp.termsRequired',
};
