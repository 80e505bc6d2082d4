import { emailProblem, passwordProblem, type FieldProblem } from '@platform/domain';

/** The message id of an account form's field problem: sign-up's words (the API's VALIDATION_FAILED reads as "required"). */
export { signUpMessage as accountMessage } from '@platform/domain/sign-up';

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
