// The account's quotes as the customer reads them: the status computed against the clock, the
// group of the quotes home, the terms, the evidence per subjectivity; and the declined products.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  effectiveQuoteStatus,
  fromCents,
  instantPlusMonths,
  openPreBindCount,
  quoteGroupOf,
  shareOfCents,
  type Product,
  type QuoteStatus,
  type QuoteSubjectivityCode,
  type UnderwritingReason,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { quoteEvidence, quotes, underwritingSubmissions } from '../../db/schema';

export type QuoteRow = typeof quotes.$inferSelect;

/** A declined product may be sent to underwriting again after this many months (spec section 8). */
export const RESUBMIT_AFTER_MONTHS = 3;

async function evidenceOf(db: Db, quoteIds: string[]) {
  if (quoteIds.length === 0) return [];
  return db
    .select({
      id: quoteEvidence.id,
      quote_id: quoteEvidence.quote_id,
      subjectivity: quoteEvidence.subjectivity,
      file_name: quoteEvidence.file_name,
      content_type: quoteEvidence.content_type,
      size: quoteEvidence.size,
      created_at: quoteEvidence.created_at,
    })
    .from(quoteEvidence)
    .where(inArray(quoteEvidence.quote_id, quoteIds))
    .orderBy(quoteEvidence.created_at);
}

type EvidenceRow = Awaited<ReturnType<typeof evidenceOf>>[number];

export function toApiQuote(row: QuoteRow, evidence: EvidenceRow[], now: Date) {
  const status = effectiveQuoteStatus(row.status, row.expires_at, now) as QuoteStatus;
  const own = evidence.filter((item) => item.quote_id === row.id);
  const evidenced = new Set(own.map((item) => item.subjectivity));
  return {
    id: row.id,
    account_id: row.account_id,
    application_form_id: row.application_form_id,
    product: row.product,
    insurer: row.insurer,
    coverage_limit: row.coverage_limit,
    gross_premium: row.gross_premium,
    retention: row.retention,
    currency: row.currency,
    charges: row.charges.map((charge) => ({ code: charge.code, amount: fromCents(charge.amount) })),
    status,
    group: quoteGroupOf(status),
    recommended: row.recommended,
    expires_at: row.expires_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    selected_at: row.selected_at?.toISOString() ?? null,
    config_version: row.config_version,
    coverages: row.coverages,
    sublimits: row.sublimits.map((item) => ({
      ...item,
      amount: row.coverage_limit === null ? null : fromCents(shareOfCents(row.coverage_limit, item.share)),
    })),
    exclusions: row.exclusions,
    subjectivities: row.subjectivities.map((item) => {
      const files = own
        .filter((file) => file.subjectivity === item.code)
        .map(({ quote_id: _quote, ...file }) => ({
          ...file,
          subjectivity: file.subjectivity as QuoteSubjectivityCode,
          created_at: file.created_at.toISOString(),
        }));
      return { ...item, open: files.length === 0, evidence: files };
    }),
    open_pre_bind_subjectivities: openPreBindCount(row.subjectivities, evidenced),
    territorial_scope: row.territorial_scope,
    retroactive_date: row.retroactive_date,
    insurance_code: row.insurance_code,
  };
}

/** One quote as the API answers it. */
export async function quoteView(db: Db, row: QuoteRow, now = new Date()) {
  return toApiQuote(row, await evidenceOf(db, [row.id]), now);
}

/** How many pre-bind subjectivities of a quote still lack evidence (checkout refuses signing while any is open). */
export async function openPreBindSubjectivities(db: Db, quoteId: string): Promise<number> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
  if (!row) return 0;
  return (await quoteView(db, row)).open_pre_bind_subjectivities;
}

/** Products declined by the newest decision on each of the account's forms. */
export async function declinedProducts(db: Db, accountId: string) {
  const rows = await db
    .select()
    .from(underwritingSubmissions)
    .where(and(eq(underwritingSubmissions.account_id, accountId), isNotNull(underwritingSubmissions.decided_at)))
    .orderBy(desc(underwritingSubmissions.decided_at));
  const seen = new Set<string>();
  const declined = [];
  for (const row of rows) {
    const results = (row.results ?? []) as { product: Product; decision: string; reasons: UnderwritingReason[] }[];
    for (const result of results) {
      const key = `${row.form_id}:${result.product}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (result.decision !== 'DECLINE') continue;
      const decided = row.decided_at!;
      const resubmit = instantPlusMonths(decided, RESUBMIT_AFTER_MONTHS);
      declined.push({
        application_form_id: row.form_id,
        product: result.product,
        reasons: result.reasons,
        decided_at: decided.toISOString(),
        resubmit_from: resubmit.toISOString(),
      });
    }
  }
  return declined;
}

/** Newest first. */
export async function listQuotes(db: Db, accountId: string, now = new Date()) {
  const rows = await db.select().from(quotes).where(eq(quotes.account_id, accountId)).orderBy(desc(quotes.created_at));
  const evidence = await evidenceOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toApiQuote(row, evidence, now)),
    declined: await declinedProducts(db, accountId),
  };
}
