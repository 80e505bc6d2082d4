// The underwriting desk's cases (issue 12): the referred applications waiting for an underwriter,
// the decided ones, and one case with everything needed to decide it.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  currencyOf,
  fromCents,
  proposalDeadline,
  type Country,
  type Product,
  type QuoteCoverage,
  type QuoteExclusion,
  type QuoteSubjectivity,
  type QuoteSublimit,
  type TerritorialScope,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import {
  accounts,
  applicationForms,
  quotes,
  underwritingDecisions,
  underwritingSubmissions,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { suggestedOptions, type UnderwritingResult } from './engine';
import { keptRetroactiveDate, termsColumns } from './decide-submission';
import { ratingConfigFor } from './rating-config';

/** A product of a case as the desk keeps it: the engine's decision, then the underwriter's. */
export type DeskResult = UnderwritingResult & {
  decided_by?: string | null;
  reason?: string | null;
  reason_code?: string | null;
};

type SubmissionRow = typeof underwritingSubmissions.$inferSelect;
export const resultsOf = (row: SubmissionRow) => (row.results ?? []) as DeskResult[];

export const CASE_STATUSES = ['REFERRED', 'DECIDED'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const toCase = (
  row: SubmissionRow,
  legalName: string,
  form: { status: string; version: number; country: string },
) => ({
  id: row.id,
  form_id: row.form_id,
  account_id: row.account_id,
  company: legalName,
  // Where the company is and the money its options are written in (issue 28): the desk reads both.
  country: form.country as Country,
  currency: currencyOf(form.country as Country),
  status: row.status,
  form_status: form.status,
  version: form.version,
  products: resultsOf(row).map((result) => ({
    product: result.product,
    decision: result.decision,
    reasons: result.reasons,
    reason_code: result.reason_code ?? null,
    reason: result.reason ?? null,
  })),
  answers: row.answers as Record<string, unknown>,
  created_at: row.created_at.toISOString(),
  decided_at: row.status === 'REFERRED' ? null : (row.decided_at?.toISOString() ?? null),
  deadline: proposalDeadline(row.created_at).toISOString(),
});

const caseColumns = {
  submission: underwritingSubmissions,
  company: accounts.legal_name,
  country: accounts.country,
  tax_id_type: accounts.tax_id_type,
  status: applicationForms.status,
  version: applicationForms.version,
};

/** Cases on the desk, oldest (closest to the deadline) first: waiting ones by default, or decided ones; optionally for one product. */
export async function listCases(db: Db, filter: { status?: CaseStatus; product?: Product } = {}) {
  const rows = await db
    .select(caseColumns)
    .from(underwritingSubmissions)
    .innerJoin(accounts, eq(accounts.id, underwritingSubmissions.account_id))
    .innerJoin(applicationForms, eq(applicationForms.id, underwritingSubmissions.form_id))
    .where(
      filter.status === 'DECIDED'
        ? // Decided by a person: the engine's own decisions never reach the desk.
          and(eq(underwritingSubmissions.status, 'DECIDED'), inArray(underwritingSubmissions.id, deskDecidedIds(db)))
        : eq(underwritingSubmissions.status, 'REFERRED'),
    )
    .orderBy(asc(underwritingSubmissions.created_at));
  return rows
    .map((row) => toCase(row.submission, row.company, row))
    .filter((item) => !filter.product || item.products.some((product) => product.product === filter.product));
}

const deskDecidedIds = (db: Db) =>
  db.selectDistinct({ id: underwritingDecisions.submission_id }).from(underwritingDecisions);

/** One case with everything the underwriter needs: answers, reasons, suggested pricing, published options, history. */
export async function getCase(db: Db, submissionId: string) {
  const [row] = await db
    .select(caseColumns)
    .from(underwritingSubmissions)
    .innerJoin(accounts, eq(accounts.id, underwritingSubmissions.account_id))
    .innerJoin(applicationForms, eq(applicationForms.id, underwritingSubmissions.form_id))
    .where(eq(underwritingSubmissions.id, submissionId));
  if (!row) throw new AppError('NOT_FOUND');
  const base = toCase(row.submission, row.company, row);
  const answers = row.submission.answers;
  const history = await db
    .select({
      decision: underwritingDecisions,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(underwritingDecisions)
    .innerJoin(users, eq(users.id, underwritingDecisions.user_id))
    .where(eq(underwritingDecisions.submission_id, submissionId))
    .orderBy(desc(underwritingDecisions.created_at));
  const published = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.submission_id, submissionId), eq(quotes.config_version, 'DESK')))
    .orderBy(asc(quotes.created_at));
  const kept = await keptRetroactiveDate(db, row.submission.form_id);
  const keptFor = (product: Product) => (kept?.product === product ? kept.retroactive_date : null);
  return {
    ...base,
    definition_versions: row.submission.definition_versions as Record<string, number>,
    tax_id_type: row.tax_id_type,
    products: base.products.map((product) => ({
      ...product,
      /** The insurer the rating configuration places this product with (the desk may choose another). */
      insurer: resultsOf(row.submission).find((result) => result.product === product.product)?.insurer ?? null,
      /** The configuration's terms for the product, where the desk's options start. */
      terms:
        product.decision === 'REFER'
          ? termsOf(product.product, row.country as Country, keptFor(product.product))
          : null,
      /** A renewal's retroactive date: publishing keeps it whatever the desk types (desk.ts). */
      kept_retroactive_date: keptFor(product.product),
      suggested:
        product.decision === 'REFER'
          ? suggestedOptions(product.product, answers, row.country as Country).map((option) => ({
              limit: option.limit,
              retention: option.retention,
              premium: fromCents(option.premiumCents),
              recommended: option.recommended,
            }))
          : [],
      options: published
        .filter((quote) => quote.product === product.product)
        .map((quote) => ({
          id: quote.id,
          status: quote.status,
          insurer: quote.insurer ?? '',
          coverage_limit: quote.coverage_limit ?? '0.00',
          retention: quote.retention ?? '',
          premium: quote.gross_premium ?? '0.00',
          fees: quote.fees ?? '0.00',
          currency: quote.currency,
          recommended: quote.recommended,
          expires_at: quote.expires_at?.toISOString() ?? null,
        })),
    })),
    history: history.map(({ decision, ...who }) => ({
      id: decision.id,
      product: decision.product,
      action: decision.action,
      by: [who.first_name, who.last_name].filter(Boolean).join(' ') || who.email,
      by_email: who.email,
      at: decision.created_at.toISOString(),
      before: decision.before,
      after: decision.after,
    })),
  };
}

/** The terms the rating configuration gives a product's options, as quote columns (null without one). */
function termsOf(product: Product, country: Country, keptRetroactive: string | null) {
  const terms = ratingConfigFor(product, country)?.terms;
  if (!terms) return null;
  const columns = termsColumns(terms, new Date(), country);
  return { ...columns, retroactive_date: keptRetroactive ?? columns.retroactive_date } as {
    coverages: QuoteCoverage[];
    sublimits: QuoteSublimit[];
    exclusions: QuoteExclusion[];
    subjectivities: QuoteSubjectivity[];
    territorial_scope: TerritorialScope;
    retroactive_date: string;
    insurance_code: string;
  };
}
