// Who may see and change a quote's checkout, decided per record on every request (docs/checkout.md):
// - the account's administrator and the broker of record fill it in and send it for signature
//   (the spec lets brokers edit the signatory and administrator data);
// - a team member reads it;
// - operations are refused (FORBIDDEN): a customer's checkout is not theirs to read;
// - anyone else (another tenant, another broker) is told it does not exist.
import { and, eq } from 'drizzle-orm';
import { effectiveCommissionRate, type Product } from '@platform/domain';
import type { Db } from '../../db/connection';
import { brokerCommissionRates, brokerCustomers, brokers, checkouts, quotes } from '../../db/schema';
import { isBrokerOfRecord } from '../../lib/auth/account-access';
import type { Principal } from '../../lib/auth/principal';
import { AppError } from '../../lib/errors';

export type QuoteRow = typeof quotes.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
export type CheckoutCaller = { kind: 'admin' | 'member' | 'broker'; userId: string };

/** The quote and the caller's standing on it, or NOT_FOUND. */
export async function quoteForPrincipal(db: Db, principal: Principal, quoteId: string) {
  // Before the quote is looked up, so the refusal says nothing about whether it exists.
  if (principal.isOperations) throw new AppError('FORBIDDEN');
  // A brokerage awaiting approval is told so whatever the id (as accountRecordCaller does): its
  // screens show the pending screen on that code, never "not found".
  if (principal.accounts.length === 0 && principal.broker && principal.broker.status !== 'APPROVED')
    throw new AppError('BROKER_PENDING_APPROVAL');
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
  if (!quote) throw new AppError('NOT_FOUND');
  const userId = principal.user.id;
  const membership = principal.accounts.find((account) => account.id === quote.account_id);
  if (membership)
    return {
      quote,
      caller: { kind: membership.role === 'ACCOUNT_ADMIN' ? 'admin' : 'member', userId } as CheckoutCaller,
    };
  if (principal.broker) {
    if (principal.broker.status !== 'APPROVED') throw new AppError('BROKER_PENDING_APPROVAL');
    if (await isBrokerOfRecord(db, principal.broker.id, quote.account_id))
      return { quote, caller: { kind: 'broker', userId } as CheckoutCaller };
  }
  throw new AppError('NOT_FOUND');
}

/** The checkout, its quote and the caller's standing, or NOT_FOUND. */
export async function checkoutForPrincipal(db: Db, principal: Principal, checkoutId: string) {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).limit(1);
  if (!checkout) throw new AppError('NOT_FOUND');
  const { quote, caller } = await quoteForPrincipal(db, principal, checkout.quote_id);
  return { checkout, quote, caller };
}

export const mayEdit = (caller: CheckoutCaller) => caller.kind === 'admin' || caller.kind === 'broker';

export function assertMayEdit(caller: CheckoutCaller): void {
  if (!mayEdit(caller)) throw new AppError('FORBIDDEN');
}

/**
 * The account's broker of record, whose commission the checkout discloses, with the rate it
 * negotiated for `product` (docs/checkout.md "Broker's pay"), or the default; null without a broker.
 */
export async function brokerOfRecord(db: Db, accountId: string, product: Product) {
  const [row] = await db
    .select({ id: brokers.id, name: brokers.name, negotiated: brokerCommissionRates.rate })
    .from(brokerCustomers)
    .innerJoin(brokers, eq(brokers.id, brokerCustomers.broker_id))
    .leftJoin(
      brokerCommissionRates,
      and(eq(brokerCommissionRates.broker_id, brokers.id), eq(brokerCommissionRates.product, product)),
    )
    .where(eq(brokerCustomers.account_id, accountId))
    .limit(1);
  return row ? { id: row.id, name: row.name, commission_rate: effectiveCommissionRate(row.negotiated) } : null;
}
