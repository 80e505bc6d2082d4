// Demo invoices and payments (docs/payments.md), called from demo.ts with one line. Idempotent like
// the rest of the seed: fixed ids, existing rows left as they are.
// - The demo customer's active D&O policy (701) gets its 4 instalments: one paid, one late (inside
//   the 15 days' notice), two pending.
// - A new E&O policy of the demo customer starts today, PENDING_INITIAL_PAYMENT: its first
//   instalment is due today; recording it on /ops/payments makes the policy ACTIVE at once.
// - The other company's policy (703, the demo broker's customer) was paid in one instalment.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { invoices, policies, type PolicyInstalment } from '../../db/schema';
import { ACCOUNT_IDS } from './accounts';
import { dateFrom } from './ids';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = 24 * 60 * 60 * 1000;

export const DEMO_PAYMENTS = {
  /** Policy 701: invoices 1 paid, 2 late, 3 and 4 pending. */
  activePolicy: id(701),
  paidInvoice: id(1501),
  lateInvoice: id(1502),
  pendingInvoice: id(1503),
  /** The E&O policy waiting for its first instalment (due today). */
  pendingPolicy: id(1510),
  firstInstalment: id(1511),
} as const;

type Status = 'PAID' | 'PENDING' | 'LATE';
interface DemoInvoice {
  id: string;
  due: number;
  status: Status;
}

async function invoicePolicy(
  tx: Db,
  policy: { id: string; account_id: string; policy_number: string },
  amount: string,
  iof: string,
  rows: DemoInvoice[],
  now: Date,
) {
  const schedule: PolicyInstalment[] = rows.map((row, index) => ({
    number: index + 1,
    due_date: dateFrom(now, row.due),
    amount,
    iof,
    tax: iof,
  }));
  // The schedule only where the policy has none yet (a restart keeps what is there).
  await tx
    .update(policies)
    .set({ instalments: schedule })
    .where(sql`${policies.id} = ${policy.id} AND jsonb_array_length(${policies.instalments}) = 0`);
  await tx
    .insert(invoices)
    .values(
      rows.map((row, index) => ({
        id: row.id,
        policy_id: policy.id,
        account_id: policy.account_id,
        instalment: index + 1,
        number: `${policy.policy_number}-${String(index + 1).padStart(2, '0')}`,
        due_date: dateFrom(now, row.due),
        amount,
        iof,
        tax: iof,
        status: row.status,
        paid_at: row.status === 'PAID' ? new Date(now.getTime() + (row.due + 1) * day) : null,
        payment_method: row.status === 'PAID' ? ('PIX' as const) : null,
        payment_provider: row.status === 'PAID' ? 'manual' : null,
        late_notice_sent_at: row.status === 'LATE' ? new Date(now.getTime() + (row.due + 3) * day) : null,
      })),
    )
    .onConflictDoNothing();
}

export async function seedDemoPayments(tx: Db, now: Date): Promise<void> {
  await tx
    .insert(policies)
    .values({
      id: DEMO_PAYMENTS.pendingPolicy,
      account_id: ACCOUNT_IDS.demo,
      product: 'E_AND_O',
      insurer: 'Seguradora Alfa',
      policy_number: 'EO-2026-001510',
      status: 'PENDING_INITIAL_PAYMENT',
      effective_date: dateFrom(now, 0),
      expiry_date: dateFrom(now, 364),
      coverage_limit: '2000000.00',
      gross_premium: '8000.00',
      total_premium: '8590.40',
      issued_at: new Date(now.getTime() - 5 * day),
    })
    .onConflictDoNothing();
  const policyRows = await tx.select().from(policies);
  const policy = (policyId: string) => policyRows.find((row) => row.id === policyId);
  const active = policy(DEMO_PAYMENTS.activePolicy);
  if (active)
    await invoicePolicy(
      tx,
      active,
      '3221.40',
      '221.40',
      [
        { id: DEMO_PAYMENTS.paidInvoice, due: -120, status: 'PAID' },
        { id: DEMO_PAYMENTS.lateInvoice, due: -8, status: 'LATE' },
        { id: DEMO_PAYMENTS.pendingInvoice, due: 22, status: 'PENDING' },
        { id: id(1504), due: 52, status: 'PENDING' },
      ],
      now,
    );
  const pending = policy(DEMO_PAYMENTS.pendingPolicy);
  if (pending)
    await invoicePolicy(
      tx,
      pending,
      '2147.60',
      '147.60',
      [
        { id: DEMO_PAYMENTS.firstInstalment, due: 0, status: 'PENDING' },
        { id: id(1512), due: 30, status: 'PENDING' },
        { id: id(1513), due: 61, status: 'PENDING' },
        { id: id(1514), due: 91, status: 'PENDING' },
      ],
      now,
    );
  const other = policy(id(703));
  if (other) await invoicePolicy(tx, other, '12884.70', '884.70', [{ id: id(1521), due: -30, status: 'PAID' }], now);
}
