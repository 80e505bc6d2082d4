import { emailProblem, passwordProblem, type FieldProblem } from '@platform/domain';

/** The account forms' own "enter your ..." for a field left empty; the catalogue's text for the rest. */
const REQUIRED_MESSAGE: Partial<Record<string, string>> = {
  name: 'signUp.nameRequired',
  email: 'signUp.emailRequired',
  organisation: 'signUp.organisationRequired',
  taxId: 'signUp.taxIdRequired',
  password: 'signUp.passwordRequired',
  termsAccepted: 'signUp.termsRequired',
};

/** The message id of an account form's field problem (the API's VALIDATION_FAILED reads as "required"). */
export const accountMessage = ({ field, code }: FieldProblem) =>
  code === 'REQUIRED' || code === 'VALIDATION_FAILED' ? REQUIRED_MESSAGE[field] : undefined;

/** The e-mail field's shared rule as a field problem list. */
export const emailFieldProblems = ({ email }: { email: string }): FieldProblem[] => {
  const code = emailProblem(email);
  return code ? [{ field: 'email', code }] : [];
};

/** The password field's shared rule (the platform's password policy) as a field problem list. */
export const passwordFieldProblems = ({ password }: { password: string }): FieldProblem[] => {
  const code = passwordProblem(password);
  return code ? [{ field: 'password', code }] : [];
};
