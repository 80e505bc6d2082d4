import { invitationProblems, type FieldProblem } from '@platform/domain';

/** The invite form: the person's name and e-mail, as typed. */
export interface InviteMemberForm {
  name: string;
  email: string;
}

export const EMPTY_INVITATION: InviteMemberForm = { name: '', email: '' };

/** The shared rule (the API runs it too), as field problems. */
export const invitationFormProblems = (values: InviteMemberForm): FieldProblem[] =>
  Object.entries(invitationProblems(values)).map(([field, code]) => ({ field, code }));

/** The form's own "enter the name / e-mail" for an empty field; the catalogue's for the rest. */
export const invitationMessage = ({ field, code }: FieldProblem) =>
  code === 'REQUIRED' || code === 'VALIDATION_FAILED' ? `team.invite.${field}Required` : undefined;
