import type { FieldProblem } from '@platform/domain';
import { emailFieldProblems } from '../../lib/account-form-rules';

/** What sign-in checks before asking: an e-mail that looks like one, and a password at all (no policy: it may be old). */
export const signInProblems = (values: { email: string; password: string }): FieldProblem[] => [
  ...emailFieldProblems(values),
  ...(values.password ? [] : [{ field: 'password', code: 'REQUIRED' } as const]),
];

export const signInMessage = ({ field, code }: FieldProblem) =>
  code === 'REQUIRED' ? `signIn.${field}Required` : undefined;
