// The questions the company profile already answers (`profileField` in the definitions):
// prefilled when a questionnaire starts, written back to the profile when it is finished.
import { allQuestions, definitionsFor, type Answers, type DefinitionVersions } from '@platform/domain';
import type { AccountRow } from '../../lib/auth/principal';

type ProfileValue = AccountRow[keyof AccountRow];

/** `address.city` is the column `address_city`; the other profile fields are columns of their own name. */
const columnOf = (field: string) => field.replace('.', '_') as keyof AccountRow;

const profileValue = (account: AccountRow, field: string): ProfileValue | undefined => {
  const value = account[columnOf(field)];
  return field.startsWith('address.') ? value || null : value;
};

/** What the account already knows, as answers of the form's definitions. */
export function answersFromProfile(account: AccountRow, versions: DefinitionVersions): Answers {
  const answers: Answers = { 'company.tax_id': account.tax_id };
  for (const question of allQuestions(definitionsFor(versions))) {
    if (!question.profileField) continue;
    const value = profileValue(account, question.profileField);
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    answers[question.id] = value instanceof Date ? value.toISOString().slice(0, 10) : (value as Answers[string]);
  }
  return answers;
}

/** The profile columns the finished answers set (only answered ones: a blank never erases the profile). */
export function profileFromAnswers(answers: Answers, versions: DefinitionVersions): Partial<AccountRow> {
  const update: Record<string, unknown> = {};
  for (const question of allQuestions(definitionsFor(versions))) {
    const value = answers[question.id];
    if (!question.profileField || value === undefined || value === null || value === '') continue;
    update[columnOf(question.profileField)] = value;
  }
  return update as Partial<AccountRow>;
}
