// The underwriting desk (issue 12): referred applications wait here with their answers and the
// reasons; an underwriter publishes quote options for a product or declines it with a reason.
// Each decision is a row of underwriting_decisions (who, when, what, before and after) and of the
// form's change log, moves the quote and the form along their state machines, and mails the
// customer and the broker of record; the routes then tell the customer's screens live.
import { and, eq, inArray } from 'drizzle-orm';
import {
  businessToday,
  chargeLinesOf,
  COUNTRY_RULES,
  deskChargeProblems,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  fromCents,
  nextFormStatus,
  nextQuoteStatus,
  quoteExpiresAt,
  toCents,
  type ApplicationFormStatus,
  type Country,
  type DeskChargeInput,
  type FieldProblem,
  type Language,
  type Product,
  type QuoteCoverage,
  type QuoteExclusion,
  type QuoteSubjectivity,
  type QuoteSublimit,
  type TerritorialScope,
  type UnderwritingReason,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import {
  accounts,
  applicationFormChanges,
  applicationForms,
  brokerCustomers,
  brokers,
  memberships,
  quotes,
  underwritingDecisions,
  underwritingSubmissions,
  users,
} from '../../db/schema';
import { accountCountry } from '../../lib/business-day';
import { AppError } from '../../lib/errors';
import { refuseFields } from '../../lib/field-problems';
import { queueMail } from '../../lib/mail/outbox';
import { keptRetroactiveDate, limitColumn } from './decide-submission';
import { DESK_DECLINED_MAIL, DESK_PUBLISHED_MAIL } from './desk-mail';
import { resultsOf, type DeskResult } from './desk-cases';

export { PROPOSAL_DECISION_DAYS } from '@platform/domain';

export interface PublishedOption {
  insurer: string;
  limit: string;
  retention: string;
  premium: string;
  fees?: string;
  coverages?: QuoteCoverage[];
  sublimits?: QuoteSublimit[];
  exclusions?: QuoteExclusion[];
  subjectivities?: QuoteSubjectivity[];
  retroactive_date?: string | null;
  territorial_scope: TerritorialScope;
  insurance_code?: string;
  validity_days?: number;
  recommended?: boolean;
  charges?: DeskChargeInput[];
}

export type DeskDecision =
  | { version: number; product: Product; options: PublishedOption[] }
  | { version: number; product: Product; reason_code: UnderwritingReason; reason: string };
/** Refuses options that pass the schema but not the desk's rules, one detail per field. */
function checkOptions(options: PublishedOption[], today: string, country: Country) {
  const problems: FieldProblem[] = [];
  if (options.filter((option) => option.recommended).length > 1)
    options.forEach((option, index) => {
      if (option.recommended) problems.push({ field: `options.${index}.recommended`, code: 'INVALID' });
    });
  options.forEach((option, index) => {
    if (toCents(option.premium) <= 0) problems.push({ field: `options.${index}.premium`, code: 'INVALID' });
    if (option.fees !== undefined && toCents(option.fees) < 0)
      problems.push({ field: `options.${index}.fees`, code: 'INVALID' });
    if (option.retroactive_date && option.retroactive_date > today)
      problems.push({ field: `options.${index}.retroactive_date`, code: 'INVALID' });
    option.sublimits?.forEach((sublimit, at) => {
      if (!option.coverages?.includes(sublimit.coverage))
        problems.push({ field: `options.${index}.sublimits.${at}.coverage`, code: 'INVALID' });
    });
    for (const problem of deskChargeProblems(option.charges ?? [], country))
      problems.push({ ...problem, field: `options.${index}.charges.${problem.field}` });
  });
  refuseFields(problems);
}

const languageOf = (locale: string | null | undefined): Language =>
  locale?.startsWith('en') ? 'en' : locale?.startsWith('es') ? 'es' : 'pt';

/** The account's administrators and the broker of record: who hears of a desk decision. */
async function recipientsOf(db: Db, accountId: string, brokerLink: string) {
  const admins = await db
    .select({ email: users.email, first_name: users.first_name, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(
      and(
        eq(memberships.account_id, accountId),
        eq(memberships.role, 'ACCOUNT_ADMIN'),
        eq(memberships.status, 'ENABLED'),
      ),
    );
  const brokerOfRecord = await db
    .select({ email: brokers.email, first_name: brokers.name })
    .from(brokerCustomers)
    .innerJoin(brokers, eq(brokers.id, brokerCustomers.broker_id))
    .where(eq(brokerCustomers.account_id, accountId));
  return [
    ...admins.map((admin) => ({ ...admin, link: '/dashboard/quotes/home' })),
    ...brokerOfRecord.map((broker) => ({ ...broker, locale: 'pt-BR', link: brokerLink })),
  ];
}

/**
 * Publishes options for one referred product, or declines it. When no product is left waiting,
 * the case closes: the form is QUOTE_READY if any product has options, REJECTED otherwise.
 * The row lock and the state check make a repeated submit a 409, never a second publication.
 */
export async function decideReferredProduct(
  db: Db,
  submissionId: string,
  userId: string,
  decision: DeskDecision,
  publicUrl: string,
  now = new Date(),
) {
  const publishing = 'options' in decision;
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .select()
      .from(underwritingSubmissions)
      .where(eq(underwritingSubmissions.id, submissionId))
      .for('update');
    if (!submission) throw new AppError('NOT_FOUND');
    const country = await accountCountry(tx as unknown as Db, submission.account_id);
    // The desk writes in the account's currency: a US case is priced in USD, whatever the underwriter reads.
    const currency = COUNTRY_RULES[country].currency;
    if (publishing) checkOptions(decision.options, businessToday(country, now), country);
    const results = resultsOf(submission);
    const waiting = results.find((result) => result.product === decision.product && result.decision === 'REFER');
    if (submission.status !== 'REFERRED' || !waiting) throw new AppError('TRANSITION_NOT_ALLOWED');
    const [form] = await tx
      .select()
      .from(applicationForms)
      .where(eq(applicationForms.id, submission.form_id))
      .for('update');
    if (!form) throw new AppError('NOT_FOUND');
    if (form.version !== decision.version) throw new AppError('STALE_VERSION');

    const searching = await tx
      .select()
      .from(quotes)
      .where(
        and(
          eq(quotes.submission_id, submission.id),
          eq(quotes.product, decision.product),
          eq(quotes.status, 'SEARCHING'),
        ),
      );
    if (searching.length)
      await tx.delete(quotes).where(
        inArray(
          quotes.id,
          searching.map((quote) => quote.id),
        ),
      );
    const updated = results.map((result) =>
      result === waiting
        ? {
            ...result,
            decision: publishing ? 'QUOTE' : 'DECLINE',
            decided_by: userId,
            reason_code: publishing ? null : decision.reason_code,
            reason: publishing ? null : decision.reason.trim(),
          }
        : result,
    ) as DeskResult[];
    if (publishing) {
      // The desk's publication is the quote's PUBLISH: SEARCHING -> AVAILABLE, by the underwriter.
      const status = nextQuoteStatus('SEARCHING', 'PUBLISH', 'UNDERWRITER')!;
      const anyRecommended = decision.options.some((option) => option.recommended);
      // A renewal keeps the renewed policy's retroactive date: a date typed on the desk would open a
      // gap in prior-acts cover (docs/renewals.md), so it gives way to the kept one.
      const kept = await keptRetroactiveDate(tx as unknown as Db, submission.form_id);
      const keptDate = kept?.product === decision.product ? kept.retroactive_date : undefined;
      await tx.insert(quotes).values(
        decision.options.map((option, index) => ({
          account_id: submission.account_id,
          application_form_id: submission.form_id,
          submission_id: submission.id,
          product: decision.product,
          insurer: option.insurer.trim(),
          coverage_limit: limitColumn(option.limit, currency),
          currency,
          charges: chargeLinesOf(option.charges ?? []),
          gross_premium: fromCents(toCents(option.premium)),
          fees: fromCents(toCents(option.fees ?? '0')),
          retention: option.retention,
          coverages: option.coverages ?? [],
          sublimits: option.sublimits ?? [],
          exclusions: option.exclusions ?? [],
          subjectivities: option.subjectivities ?? [],
          retroactive_date: keptDate ?? option.retroactive_date ?? null,
          territorial_scope: option.territorial_scope,
          insurance_code: option.insurance_code?.trim() || null,
          config_version: 'DESK',
          status,
          recommended: anyRecommended ? Boolean(option.recommended) : index === 0,
          expires_at: quoteExpiresAt(now, option.validity_days ?? DEFAULT_QUOTE_VALIDITY_DAYS, country),
        })),
      );
    }
    const stillWaiting = updated.some((result) => result.decision === 'REFER');
    await tx
      .update(underwritingSubmissions)
      .set({ results: updated, status: stillWaiting ? 'REFERRED' : 'DECIDED', decided_at: now })
      .where(eq(underwritingSubmissions.id, submission.id));

    const event = updated.some((result) => result.decision === 'QUOTE') ? 'QUOTE' : stillWaiting ? null : 'REJECT';
    const next = event ? nextFormStatus(form.status as ApplicationFormStatus, event, 'PLATFORM') : null;
    const [saved] = await tx
      .update(applicationForms)
      .set({ ...(next ? { status: next } : {}), version: form.version + 1, updated_at: now })
      .where(eq(applicationForms.id, form.id))
      .returning();
    const what = publishing
      ? { decision: 'QUOTE', options: decision.options }
      : { decision: 'DECLINE', reason_code: decision.reason_code, reason: decision.reason.trim() };
    await tx.insert(underwritingDecisions).values({
      submission_id: submission.id,
      product: decision.product,
      action: publishing ? 'PUBLISH' : 'DECLINE',
      user_id: userId,
      before: {
        decision: waiting.decision,
        reasons: waiting.reasons,
        case_status: submission.status,
        form_status: form.status,
        form_version: form.version,
        quotes: searching.map((quote) => ({ id: quote.id, status: quote.status })),
      },
      after: {
        ...what,
        case_status: stillWaiting ? 'REFERRED' : 'DECIDED',
        form_status: saved!.status,
        form_version: saved!.version,
      },
    });
    await tx.insert(applicationFormChanges).values({
      form_id: form.id,
      version: saved!.version,
      questions: [],
      changes: { product: decision.product, ...(publishing ? {} : { reason: decision.reason.trim() }) },
      user_id: userId,
      event: publishing ? 'DESK_QUOTE' : 'DESK_DECLINE',
    });
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, submission.account_id));
    // The broker's copy of "quotes ready" opens the options in the broker's area (broker-quote/detail
    // finds the company); of a decline, the broker's book.
    const [option] = publishing
      ? await tx
          .select({ id: quotes.id })
          .from(quotes)
          .where(and(eq(quotes.submission_id, submission.id), eq(quotes.product, decision.product)))
          .limit(1)
      : [];
    const brokerLink = option ? `/broker-quote/detail?quote_id=${option.id}` : '/broker/index';
    for (const recipient of await recipientsOf(tx as unknown as Db, submission.account_id, brokerLink))
      await queueMail(tx as unknown as Db, {
        to: recipient.email,
        template: publishing ? 'desk-quotes-published' : 'desk-product-declined',
        language: languageOf(recipient.locale),
        content: publishing ? DESK_PUBLISHED_MAIL : DESK_DECLINED_MAIL,
        vars: {
          name: recipient.first_name || recipient.email,
          account: account!.legal_name,
          product: PRODUCT_NAMES[decision.product],
          reason: publishing ? '' : decision.reason.trim(),
        },
        link: `${publicUrl}${recipient.link}`,
      });
    return saved!;
  });
}

/** Product names in mails (the same in the three languages). */
const PRODUCT_NAMES: Record<Product, string> = { D_AND_O: 'D&O', E_AND_O: 'E&O', CYBER: 'Cyber' };
