import { invitationProblems, type FieldProblem } from '@platform/domain';

/** The invite form: the colleague's name and e-mail, as typed. */
export interface InviteColleagueValues {
  name: string;
  email: string;
}

export const EMPTY_INVITATION: InviteColleagueValues = { name: '', email: '' };

/** The shared rule (the API runs it too), as field problems. */
export const invitationFormProblems = (values: InviteColleagueValues): FieldProblem[] =>
  Object.entries(invitationProblems(values)).map(([field, code]) => ({ field, code }));

/** The form's own "enter the name / e-mail" for an empty field; the catalogue's for the rest. */
export const invitationMessage = ({ field, code }: FieldProblem) =>
  code === 'REQUIRED' || code === 'VALIDATION_FAILED' ? `broker.users.invite.${field}Required` : undefined;
