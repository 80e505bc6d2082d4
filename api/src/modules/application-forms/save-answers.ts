// Saving answers, also when someone else saved first. A save carries the version it read and only
// the answers it changed. If the form moved on meanwhile, the changes are merged per question:
// a question nobody else touched since that version is applied; one that someone else changed to
// a different answer is a conflict, refused with 409 STALE_VERSION naming those questions and
// carrying the form as it is now, so the person chooses. Nothing is silently overwritten.
import { and, eq, gt } from 'drizzle-orm';
import {
  answerProblems,
  applyAnswerChanges,
  currentVersions,
  definitionsFor,
  isFormEditable,
  sameAnswer,
  type Answers,
  type ApplicationFormStatus,
  type Product,
  type TaxIdType,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, applicationFormChanges, applicationForms } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type FormCaller, type FormRow } from './form-access';
import { toForm } from './form-view';

/** The pseudo-question a change of products is recorded under, so it merges like an answer. */
const PRODUCTS = '$products';

export interface AnswersChange {
  version: number;
  answers?: Answers;
  products?: Product[];
}

export const authorOf = (caller: FormCaller) =>
  caller.kind === 'guest' ? { user_id: null, share_id: caller.share.id } : { user_id: caller.userId, share_id: null };

/**
 * Questions others changed after `version`, or `everything` when the record of those saves is
 * incomplete (a form older than the audit): then any answer that differs counts as a conflict.
 */
async function changedSince(db: Db, form: FormRow, version: number): Promise<Set<string> | 'everything'> {
  const rows = await db
    .select({ questions: applicationFormChanges.questions })
    .from(applicationFormChanges)
    .where(and(eq(applicationFormChanges.form_id, form.id), gt(applicationFormChanges.version, version)));
  if (rows.length < form.version - version) return 'everything';
  return new Set(rows.flatMap((row) => row.questions));
}

/** Definition versions after a change of products: kept parts keep theirs, new ones get the newest. */
const versionsFor = (form: FormRow, products: Product[]) => {
  const newest = currentVersions(products);
  return Object.fromEntries(
    Object.entries(newest).map(([part, version]) => [part, form.definition_versions[part as Product] ?? version]),
  );
};

export async function saveAnswers(db: Db, formId: string, caller: FormCaller, change: AnswersChange) {
  return db.transaction(async (tx) => {
    const [form] = await tx.select().from(applicationForms).where(eq(applicationForms.id, formId)).for('update');
    if (!form) throw new AppError('NOT_FOUND');
    if (!isFormEditable(form.status as ApplicationFormStatus)) throw new AppError('TRANSITION_NOT_ALLOWED');
    const changes: Answers = { ...change.answers };
    // A version the form never had cannot be merged against.
    if (change.version > form.version)
      throw new AppError('STALE_VERSION', undefined, undefined, { current: toForm(form) });
    if (change.version !== form.version) {
      const theirs = await changedSince(tx as unknown as Db, form, change.version);
      const touched = (question: string) => theirs === 'everything' || theirs.has(question);
      const conflicts = Object.keys(changes).filter(
        (question) => touched(question) && !sameAnswer(changes[question], form.answers[question] ?? null),
      );
      if (change.products && touched(PRODUCTS) && !sameAnswer(change.products, form.products)) conflicts.push(PRODUCTS);
      if (conflicts.length)
        throw new AppError(
          'STALE_VERSION',
          undefined,
          conflicts.map((field) => ({ field, code: 'STALE_VERSION' })),
          { current: toForm(form) },
        );
    }
    const products = change.products ?? (form.products as Product[]);
    const versions = change.products ? versionsFor(form, products) : form.definition_versions;
    const definitions = definitionsFor(versions);
    const [account] = await tx
      .select({ tax_id_type: accounts.tax_id_type })
      .from(accounts)
      .where(eq(accounts.id, form.account_id));
    const problems = answerProblems(definitions, changes, { taxIdType: account!.tax_id_type as TaxIdType });
    if (problems.length) throw new AppError('VALIDATION_FAILED', undefined, problems);

    const answers = applyAnswerChanges(definitions, form.answers, changes);
    const questions = [...Object.keys(changes), ...(change.products ? [PRODUCTS] : [])];
    const [saved] = await tx
      .update(applicationForms)
      .set({
        answers,
        products,
        definition_versions: versions,
        status: 'IPAF_IN_PROGRESS',
        version: form.version + 1,
        updated_at: new Date(),
      })
      .where(eq(applicationForms.id, form.id))
      .returning();
    await tx.insert(applicationFormChanges).values({
      form_id: form.id,
      version: saved!.version,
      questions,
      changes: change.products ? { ...changes, [PRODUCTS]: products } : changes,
      ...authorOf(caller),
    });
    return saved!;
  });
}
