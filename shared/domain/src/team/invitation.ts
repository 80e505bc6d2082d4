import { emailProblem } from '../validation/email';

/** The invite form (spec section 5): "The name is required", "The email is required", "The email format is invalid". */
export interface InvitationProblems {
  name?: 'REQUIRED';
  email?: 'REQUIRED' | 'INVALID_EMAIL';
}

export const MAX_NAME_LENGTH = 120;

/** Problems of an invitation, for the form and the API alike; an empty object when it can be sent. */
export function invitationProblems(invitation: { name: string; email: string }): InvitationProblems {
  const problems: InvitationProblems = {};
  if (!invitation.name.trim()) problems.name = 'REQUIRED';
  const email = emailProblem(invitation.email);
  if (email) problems.email = email;
  return problems;
}

/** A full name split the way users are stored: first word, then the rest. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}
