import { passwordProblem, type FieldProblem } from '@platform/domain';

/** The invited person's name and first password (asked only when they have none yet). */
export interface AcceptInvitationForm {
  name: string;
  password: string;
}

export const acceptInvitationProblems = (values: AcceptInvitationForm): FieldProblem[] => {
  const problems: FieldProblem[] = values.name.trim() ? [] : [{ field: 'name', code: 'REQUIRED' }];
  const password = passwordProblem(values.password);
  return password ? [...problems, { field: 'password', code: password }] : problems;
};

export const acceptInvitationMessage = ({ field, code }: FieldProblem) =>
  code === 'REQUIRED' || code === 'VALIDATION_FAILED' ? `invitation.${field}Required` : undefined;
