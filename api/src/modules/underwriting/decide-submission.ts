// A finished questionnaire decided at once (issue 12): every product goes through the engine in
// the transaction that finishes the form, so the customer sees options, a referral or a reason as
// soon as the finish returns. Quotes are written per option; a referred product is one
// "searching" quote waiting for the underwriting desk; the form's status follows the best outcome.
import { eq } from 'drizzle-orm';
import {
  businessToday,
  COUNTRY_RULES,
  fromCents,
  limitAmount,
  nextFormStatus,
  plusYears,
  quoteExpiresAt,
  type Answers,
  type ApplicationFormStatus,
  type Country,
  type Currency,
  type Product,
  type QuoteTerms,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { applicationForms, policies, quotes, renewalForms, underwritingSubmissions } from '../../db/schema';
import { evaluate, type UnderwritingResult } from './engine';

/** Days a quote can be selected (then it expires by itself). */
export const QUOTE_VALIDITY_DAYS = 30;
/** A limit step as the quote's coverage_limit column: its amount in the country's currency. */
export const limitColumn = (code: string, currency: Currency) => fromCents((limitAmount(code, currency) ?? 0) * 100);

/** The quote columns for a product's terms (the retroactive date counts back from today in `country`). */
export function termsColumns(terms: QuoteTerms | null | undefined, now: Date, country: Country) {
  if (!terms) return {};
  return {
    coverages: [...terms.coverages],
    sublimits: [...terms.sublimits],
    exclusions: [...terms.exclusions],
    subjectivities: [...terms.subjectivities],
    territorial_scope: terms.territorialScope,
    retroactive_date: plusYears(businessToday(country, now), -terms.retroactiveYears),
    insurance_code: terms.insuranceCode,
  };
}

/** The form's status after the decisions: any quote makes it QUOTE_READY, else a referral QUOTING, else REJECTED. */
export function formOutcome(results: UnderwritingResult[]): 'QUOTE' | 'REFER' | 'REJECT' {
  if (results.some((result) => result.decision === 'QUOTE')) return 'QUOTE';
  if (results.some((result) => result.decision === 'REFER')) return 'REFER';
  return 'REJECT';
}

/**
 * A renewal's quotes keep the renewed policy's retroactive date (domain-facts.md: prior-acts cover
 * survives only without a gap), for its product; undefined when the form renews nothing. The desk's
 * publication (desk.ts) forces it too, so a referred renewal keeps it whatever the underwriter typed.
 */
export async function keptRetroactiveDate(db: Db, formId: string) {
  const [renewed] = await db
    .select({ product: policies.product, retroactive_date: quotes.retroactive_date })
    .from(renewalForms)
    .innerJoin(policies, eq(policies.id, renewalForms.policy_id))
    .innerJoin(quotes, eq(quotes.id, policies.quote_id))
    .where(eq(renewalForms.form_id, formId));
  return renewed?.retroactive_date ? renewed : undefined;
}

export async function decideSubmission(
  db: Db,
  submission: typeof underwritingSubmissions.$inferSelect,
  country: Country,
  now = new Date(),
): Promise<{ status: ApplicationFormStatus; results: UnderwritingResult[] }> {
  const answers = submission.answers as Answers;
  const results = (submission.products as Product[]).map((product) => evaluate(product, answers, country));
  const expires = quoteExpiresAt(now, QUOTE_VALIDITY_DAYS, country);
  const kept = await keptRetroactiveDate(db, submission.form_id);
  // A quote is in its country's currency, a referred one too: the desk prices it in that currency.
  const currency = COUNTRY_RULES[country].currency;
  const rows = results.flatMap((result): (typeof quotes.$inferInsert)[] =>
    result.decision === 'QUOTE'
      ? result.options.map((option) => ({
          account_id: submission.account_id,
          application_form_id: submission.form_id,
          submission_id: submission.id,
          product: result.product,
          insurer: result.insurer,
          coverage_limit: limitColumn(option.limit, currency),
          currency,
          gross_premium: fromCents(option.premiumCents),
          retention: option.retention,
          config_version: result.configVersion,
          status: 'AVAILABLE' as const,
          recommended: option.recommended,
          expires_at: expires,
          ...termsColumns(result.terms, now, country),
          ...(kept?.product === result.product ? { retroactive_date: kept.retroactive_date } : {}),
        }))
      : result.decision === 'REFER'
        ? [
            {
              account_id: submission.account_id,
              application_form_id: submission.form_id,
              submission_id: submission.id,
              product: result.product,
              status: 'SEARCHING' as const,
              currency,
              config_version: result.configVersion,
            },
          ]
        : [],
  );
  if (rows.length) await db.insert(quotes).values(rows);
  const status = nextFormStatus('PENDING_REVIEW', formOutcome(results), 'PLATFORM')!;
  await db
    .update(underwritingSubmissions)
    .set({ results, decided_at: now, status: formOutcome(results) === 'REFER' ? 'REFERRED' : 'DECIDED' })
    .where(eq(underwritingSubmissions.id, submission.id));
  await db.update(applicationForms).set({ status }).where(eq(applicationForms.id, submission.form_id));
  return { status, results };
}
