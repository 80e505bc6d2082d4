// Starting a questionnaire for chosen products. One in progress is continued; starting another
// replaces it only when the person confirmed it (`replace`), and the old one is closed, not lost.
import { and, eq, inArray } from 'drizzle-orm';
import { currentVersions, nextFormStatus, type Answers, type Product } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, applicationFormChanges, applicationForms } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { commonAnswersOf, lastFormOf } from './previous-answers';
import { answersFromProfile } from './profile-answers';
import { toFormSummary } from './form-view';

export async function startForm(
  db: Db,
  accountId: string,
  userId: string,
  {
    products,
    replace = false,
    prefill = {},
  }: {
    products: Product[];
    replace?: boolean;
    /** Answers carried from elsewhere (a renewal: the renewed policy's questionnaire), under the profile's. */
    prefill?: Answers;
  },
) {
  return db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(applicationForms)
      .where(
        and(
          eq(applicationForms.account_id, accountId),
          inArray(applicationForms.status, ['INITIAL', 'IPAF_IN_PROGRESS']),
        ),
      )
      .for('update');
    if (open.length && !replace)
      throw new AppError('FORM_IN_PROGRESS', undefined, undefined, { current: toFormSummary(open[0]!) });
    for (const form of open) {
      await tx
        .update(applicationForms)
        .set({
          status: nextFormStatus('IPAF_IN_PROGRESS', 'REPLACE', 'APPLICANT')!,
          version: form.version + 1,
          updated_at: new Date(),
        })
        .where(eq(applicationForms.id, form.id));
      await tx.insert(applicationFormChanges).values({
        form_id: form.id,
        version: form.version + 1,
        questions: [],
        changes: {},
        user_id: userId,
        event: 'REPLACE',
      });
    }
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    const versions = currentVersions(products);
    // The profile wins over the last form where both answer: it is what the company holds now.
    const answers = {
      ...prefill,
      ...commonAnswersOf(await lastFormOf(tx, accountId), versions),
      ...answersFromProfile(account!, versions),
    };
    const [created] = await tx
      .insert(applicationForms)
      .values({
        account_id: accountId,
        products,
        status: nextFormStatus('INITIAL', 'START', 'APPLICANT')!,
        definition_versions: versions,
        answers,
      })
      .returning();
    await tx.insert(applicationFormChanges).values({
      form_id: created!.id,
      version: created!.version,
      questions: Object.keys(answers),
      changes: answers,
      user_id: userId,
      event: 'START',
    });
    return created!;
  });
}
