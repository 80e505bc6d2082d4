// What a company already told in its last questionnaire, carried into the next one so it is not
// asked again (issue 21): the common part only (the company, its address, shareholders, key persons,
// clients), as the current definitions ask it, and only answers those definitions accept. Another
// product's answers are about that product's risk and are asked afresh.
import { and, desc, eq, lt, ne } from 'drizzle-orm';
import {
  answerProblems,
  definitionsFor,
  isEmptyAnswer,
  withoutHidden,
  type Answers,
  type DefinitionVersions,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { applicationForms } from '../../db/schema';
import type { FormRow } from './form-access';

// The tax id is the account's own (answersFromProfile), never carried over, so no rule reads its type.
const TAX_ID = 'company.tax_id';
const NO_TAX_ID = { taxIdType: 'CNPJ' } as const;

/** The account's questionnaire created last (before `row`, when given): the one a new form starts from. */
export async function lastFormOf(db: Db, accountId: string, before?: FormRow): Promise<FormRow | undefined> {
  const [last] = await db
    .select()
    .from(applicationForms)
    .where(
      and(
        eq(applicationForms.account_id, accountId),
        before
          ? and(lt(applicationForms.created_at, before.created_at), ne(applicationForms.id, before.id))
          : undefined,
      ),
    )
    .orderBy(desc(applicationForms.created_at))
    .limit(1);
  return last;
}

/** The last form's common answers that the new form's definitions (`versions`) ask and accept. */
export function commonAnswersOf(last: FormRow | undefined, versions: DefinitionVersions): Answers {
  if (!last || versions.COMMON === undefined) return {};
  const common = definitionsFor({ COMMON: versions.COMMON });
  const given = Object.fromEntries(
    Object.entries(last.answers).filter(([id, value]) => id !== TAX_ID && !isEmptyAnswer(value)),
  );
  const asked = withoutHidden(common, given);
  const refused = new Set(
    answerProblems(common, asked, NO_TAX_ID).map((problem) => problem.field.split('.').slice(0, 2).join('.')),
  );
  return Object.fromEntries(Object.entries(asked).filter(([id]) => !refused.has(id)));
}

/** Which earlier form a form was prefilled from, for the screen's "check it" notice; null when none gave anything. */
export async function prefilledFromOf(db: Db, row: FormRow) {
  const last = await lastFormOf(db, row.account_id, row);
  if (!last || !Object.keys(commonAnswersOf(last, row.definition_versions)).length) return null;
  return { id: last.id, created_at: last.created_at.toISOString() };
}
