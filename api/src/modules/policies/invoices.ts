// A policy's invoices (docs/payments.md): one per instalment of its schedule, written with the
// policy in the issuing transaction. Idempotent: (policy, instalment) is unique, so issuing again,
// the backfill of migration 022 or the demo seed never make a second invoice.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { invoices, type PolicyInstalment } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;

/** `<policy number>-<instalment, two digits>`: DO-2026-1A2B3C4D-01. */
export const invoiceNumber = (policyNumber: string, instalment: number) =>
  `${policyNumber}-${String(instalment).padStart(2, '0')}`;

export interface InvoicedPolicy {
  id: string;
  account_id: string;
  policy_number: string;
  currency: string;
  instalments: readonly PolicyInstalment[];
}

/** Writes the invoices of the policy's instalment schedule that do not exist yet. */
export async function createInvoices(db: Db, policy: InvoicedPolicy): Promise<void> {
  if (!policy.instalments.length) return;
  await db
    .insert(invoices)
    .values(
      policy.instalments.map((instalment) => ({
        policy_id: policy.id,
        account_id: policy.account_id,
        instalment: instalment.number,
        number: invoiceNumber(policy.policy_number, instalment.number),
        due_date: instalment.due_date,
        amount: instalment.amount,
        iof: instalment.iof,
        tax: instalment.tax,
        currency: policy.currency,
      })),
    )
    .onConflictDoNothing();
}

export const toInvoice = (row: InvoiceRow) => ({
  id: row.id,
  policy_id: row.policy_id,
  account_id: row.account_id,
  instalment: row.instalment,
  number: row.number,
  due_date: row.due_date,
  amount: row.amount,
  iof: row.iof,
  tax: row.tax,
  currency: row.currency,
  status: row.status,
  paid_at: row.paid_at?.toISOString() ?? null,
  payment_method: row.payment_method,
  version: row.version,
});

export async function policyInvoices(db: Db, policyId: string) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.policy_id, policyId))
    .orderBy(asc(invoices.instalment));
  return rows.map(toInvoice);
}

export async function findPolicyInvoice(db: Db, policyId: string, invoiceId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.policy_id, policyId)))
    .limit(1);
  return row ?? null;
}
