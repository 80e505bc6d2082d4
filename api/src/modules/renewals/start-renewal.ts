// Starting a renewal (docs/renewals.md): a new questionnaire for the policy's product, linked to
// the policy, answered in advance with what last year's questionnaire said (so only what changed
// is typed) and with the renewed policy's start date, the day the old one ends. A renewal already
// being answered is continued rather than started again.
import { eq } from 'drizzle-orm';
import {
  answerProblems,
  currentVersions,
  definitionsFor,
  isEmptyAnswer,
  mayRenew,
  PRODUCT_SLUGS,
  renewalStartDate,
  withoutHidden,
  type Answers,
  type Product,
  type TaxIdType,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, applicationForms, quotes, renewalForms } from '../../db/schema';
import { accountToday } from '../../lib/business-day';
import { AppError, notFound } from '../../lib/errors';
import { startForm } from '../application-forms';
import { policyOf, renewalFormOf, renewalView } from './renewal-view';

// The tax id is the account's own (the profile answers it), never carried from an old form.
const TAX_ID = 'company.tax_id';
const OPEN_FORM = ['INITIAL', 'IPAF_IN_PROGRESS'];

/** The answers of the questionnaire the policy came from that the current definitions still ask and accept. */
export async function lastYearsAnswers(db: Db, quoteId: string | null, product: Product, taxIdType: TaxIdType) {
  if (!quoteId) return {};
  const [row] = await db
    .select({ answers: applicationForms.answers })
    .from(quotes)
    .innerJoin(applicationForms, eq(applicationForms.id, quotes.application_form_id))
    .where(eq(quotes.id, quoteId));
  if (!row) return {};
  const definitions = definitionsFor(currentVersions([product]));
  const given = Object.fromEntries(
    Object.entries(row.answers).filter(([id, value]) => id !== TAX_ID && !isEmptyAnswer(value)),
  );
  const asked = withoutHidden(definitions, given);
  const refused = new Set(
    answerProblems(definitions, asked, { taxIdType }).map((problem) => problem.field.split('.').slice(0, 2).join('.')),
  );
  return Object.fromEntries(Object.entries(asked).filter(([id]) => !refused.has(id))) as Answers;
}

export async function startRenewal(
  db: Db,
  accountId: string,
  userId: string,
  policyId: string,
  { replace = false }: { replace?: boolean },
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const policy = await policyOf(tx, accountId, policyId);
    if (!policy) throw notFound();
    const view = await renewalView(tx, policy);
    if (!mayRenew(view.state)) throw new AppError('RENEWAL_NOT_OPEN');
    const open = await renewalFormOf(tx, policy.id);
    if (open && OPEN_FORM.includes(open.status)) return view;

    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    const product = policy.product as Product;
    const prefill = {
      ...(await lastYearsAnswers(tx, policy.quote_id, product, account!.tax_id_type as TaxIdType)),
      // No gap in prior-acts cover: the renewed policy is asked to start the day this one ends.
      [`${PRODUCT_SLUGS[product]}.start_date`]: renewalStartDate(policy.expiry_date, await accountToday(tx, accountId)),
    };
    const form = await startForm(tx, accountId, userId, { products: [product], replace, prefill });
    await tx.insert(renewalForms).values({ form_id: form.id, policy_id: policy.id });
    return renewalView(tx, policy);
  });
}
