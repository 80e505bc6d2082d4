// Finishing: a form with no pending question moves to PENDING_REVIEW, is handed to underwriting
// (a row of underwriting_submissions with the answers as they were) which decides it at once
// (quoted, referred or declined), its profile answers are written back to the company, and the
// person who finished it gets a mail.
import { eq } from 'drizzle-orm';
import {
  definitionsFor,
  nextFormStatus,
  pendingQuestions,
  type ApplicationFormStatus,
  type Language,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, applicationFormChanges, applicationForms, underwritingSubmissions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { queueMail } from '../../lib/mail/outbox';
import { QUESTIONNAIRE_FINISHED_MAIL } from './questionnaire-mail';
import { type FormCaller } from './form-access';
import { decideSubmission } from '../underwriting';
import { profileFromAnswers } from './profile-answers';

export async function finishForm(
  db: Db,
  formId: string,
  caller: FormCaller,
  { version, language, publicUrl }: { version: number; language: Language; publicUrl: string },
) {
  if (caller.kind === 'guest') throw new AppError('FORBIDDEN');
  return db.transaction(async (tx) => {
    const [form] = await tx.select().from(applicationForms).where(eq(applicationForms.id, formId)).for('update');
    if (!form) throw new AppError('NOT_FOUND');
    if (form.version !== version) throw new AppError('STALE_VERSION');
    const next = nextFormStatus(form.status as ApplicationFormStatus, 'FINISH', 'APPLICANT');
    if (!next) throw new AppError('TRANSITION_NOT_ALLOWED');
    const pending = pendingQuestions(definitionsFor(form.definition_versions), form.answers);
    if (pending.length)
      throw new AppError(
        'QUESTIONS_PENDING',
        undefined,
        pending.map((field) => ({ field, code: 'QUESTIONS_PENDING' })),
      );
    const now = new Date();
    const [finished] = await tx
      .update(applicationForms)
      .set({ status: next, finished_at: now, version: form.version + 1, updated_at: now })
      .where(eq(applicationForms.id, form.id))
      .returning();
    await tx.insert(applicationFormChanges).values({
      form_id: form.id,
      version: finished!.version,
      questions: [],
      changes: {},
      user_id: caller.userId,
      event: 'FINISH',
    });
    const [submission] = await tx
      .insert(underwritingSubmissions)
      .values({
        form_id: form.id,
        account_id: form.account_id,
        products: form.products,
        definition_versions: form.definition_versions,
        answers: form.answers,
      })
      .returning();
    const profile = profileFromAnswers(form.answers, form.definition_versions);
    const [account] = await tx
      .update(accounts)
      .set({ ...profile, updated_at: now })
      .where(eq(accounts.id, form.account_id))
      .returning();
    const decided = await decideSubmission(tx as unknown as Db, submission!, account!.country);
    const [user] = await tx.select().from(users).where(eq(users.id, caller.userId));
    await queueMail(tx as unknown as Db, {
      to: user!.email,
      template: 'questionnaire-finished',
      language,
      content: QUESTIONNAIRE_FINISHED_MAIL,
      vars: { name: user!.first_name || user!.email, account: account!.legal_name },
      link: `${publicUrl}/ipaf/success`,
    });
    return { ...finished!, status: decided.status };
  });
}
