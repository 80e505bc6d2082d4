// The underwriting desk (issue 12): referred applications wait here with their answers and the
// reasons; an underwriter publishes quote options for a product or declines it with a reason.
// Each decision is a row of application_form_changes (who, when, what) and moves the form along
// its state machine; the customer's screens hear it live.
import { and, asc, eq } from 'drizzle-orm';
import {
  nextFormStatus,
  REQUESTED_LIMITS,
  RETENTIONS,
  type ApplicationFormStatus,
  type Product,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, applicationFormChanges, applicationForms, quotes, underwritingSubmissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UnderwritingResult } from './engine';
import { LIMIT_AMOUNTS, QUOTE_VALIDITY_DAYS } from './decide-submission';

/** Days the insurer has to accept or refuse a proposal (Lei 15.040/2024, insurance-model.md section 3). */
export const PROPOSAL_DECISION_DAYS = 25;

export interface PublishedOption {
  limit: (typeof REQUESTED_LIMITS)[number];
  retention: (typeof RETENTIONS)[number];
  premium: string;
  recommended?: boolean;
}

type SubmissionRow = typeof underwritingSubmissions.$inferSelect;
const resultsOf = (row: SubmissionRow) => (row.results ?? []) as UnderwritingResult[];

export const toCase = (row: SubmissionRow, legalName: string, formStatus: string) => ({
  id: row.id,
  form_id: row.form_id,
  account_id: row.account_id,
  company: legalName,
  form_status: formStatus,
  products: resultsOf(row).map((result) => ({
    product: result.product,
    decision: result.decision,
    reasons: result.reasons,
  })),
  answers: row.answers as Record<string, unknown>,
  created_at: row.created_at.toISOString(),
  deadline: new Date(row.created_at.getTime() + PROPOSAL_DECISION_DAYS * 24 * 3600_000).toISOString(),
});

/** Referred applications still waiting for a person, oldest (closest to the deadline) first. */
export async function referredCases(db: Db) {
  const rows = await db
    .select({ submission: underwritingSubmissions, company: accounts.legal_name, status: applicationForms.status })
    .from(underwritingSubmissions)
    .innerJoin(accounts, eq(accounts.id, underwritingSubmissions.account_id))
    .innerJoin(applicationForms, eq(applicationForms.id, underwritingSubmissions.form_id))
    .where(eq(underwritingSubmissions.status, 'REFERRED'))
    .orderBy(asc(underwritingSubmissions.created_at));
  return rows.map((row) => toCase(row.submission, row.company, row.status));
}

/**
 * Publishes options for one referred product, or declines it. When no product is left waiting,
 * the case closes: the form is QUOTE_READY if any product has options, REJECTED otherwise.
 */
export async function decideReferredProduct(
  db: Db,
  submissionId: string,
  userId: string,
  decision: { product: Product; insurer?: string; options?: PublishedOption[]; reason?: string },
) {
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .select()
      .from(underwritingSubmissions)
      .where(eq(underwritingSubmissions.id, submissionId))
      .for('update');
    if (!submission) throw new AppError('NOT_FOUND');
    const results = resultsOf(submission);
    const waiting = results.find((result) => result.product === decision.product && result.decision === 'REFER');
    if (submission.status !== 'REFERRED' || !waiting) throw new AppError('TRANSITION_NOT_ALLOWED');

    const quoted = Boolean(decision.options?.length);
    const updated = results.map((result) =>
      result === waiting
        ? { ...result, decision: quoted ? 'QUOTE' : 'DECLINE', decided_by: userId, reason: decision.reason ?? null }
        : result,
    ) as UnderwritingResult[];
    await tx
      .delete(quotes)
      .where(
        and(
          eq(quotes.submission_id, submission.id),
          eq(quotes.product, decision.product),
          eq(quotes.status, 'SEARCHING'),
        ),
      );
    if (quoted) {
      const expires = new Date(Date.now() + QUOTE_VALIDITY_DAYS * 24 * 3600_000);
      await tx.insert(quotes).values(
        decision.options!.map((option, index) => ({
          account_id: submission.account_id,
          application_form_id: submission.form_id,
          submission_id: submission.id,
          product: decision.product,
          insurer: decision.insurer ?? null,
          coverage_limit: (LIMIT_AMOUNTS[option.limit] ?? 0).toFixed(2),
          gross_premium: option.premium,
          retention: option.retention,
          config_version: 'DESK',
          status: 'AVAILABLE' as const,
          recommended: option.recommended ?? index === 0,
          expires_at: expires,
        })),
      );
    }
    const stillWaiting = updated.some((result) => result.decision === 'REFER');
    await tx
      .update(underwritingSubmissions)
      .set({ results: updated, status: stillWaiting ? 'REFERRED' : 'DECIDED', decided_at: new Date() })
      .where(eq(underwritingSubmissions.id, submission.id));

    const [form] = await tx.select().from(applicationForms).where(eq(applicationForms.id, submission.form_id));
    const event = updated.some((result) => result.decision === 'QUOTE') ? 'QUOTE' : stillWaiting ? null : 'REJECT';
    const next = event ? nextFormStatus(form!.status as ApplicationFormStatus, event, 'PLATFORM') : null;
    const [saved] = await tx
      .update(applicationForms)
      .set({ ...(next ? { status: next } : {}), version: form!.version + 1, updated_at: new Date() })
      .where(eq(applicationForms.id, form!.id))
      .returning();
    await tx.insert(applicationFormChanges).values({
      form_id: form!.id,
      version: saved!.version,
      questions: [],
      changes: { product: decision.product, ...(decision.reason ? { reason: decision.reason } : {}) },
      user_id: userId,
      event: quoted ? 'DESK_QUOTE' : 'DESK_DECLINE',
    });
    return saved!;
  });
}
