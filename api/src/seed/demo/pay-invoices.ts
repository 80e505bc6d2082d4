// Demo invoices paid by the customer themselves (docs/payments.md, "Paying by Pix or boleto"), ids
// in the 734xxxx block. Idempotent like the rest of the seed: fixed ids, existing rows left as they
// are (a charge is made once per invoice; a restart keeps the one there).
// - CY-2026-007340 starts today waiting for its first instalment: "Pay" shows its Pix and boleto,
//   the development bank pays it, and the policy turns active (the e2e journey pay-invoice.spec.ts).
// - EO-2026-007341 shows every payment status: paid by boleto through the provider, delayed
//   (notice over), late, in queue (a Pix being processed) and pending, each open one with its charge.
import { sql } from 'drizzle-orm';
import type { PaymentStatus } from '@platform/domain';
import type { Db } from '../../db/connection';
import { invoices, paymentCharges, paymentEvents, policies } from '../../db/schema';
import { devPaymentProvider } from '../../modules/policies';
import { ACCOUNT_IDS } from './accounts';
import { dateFrom, day, id } from './ids';

export const DEMO_PAY_INVOICES = {
  /** The Cyber policy waiting for its first instalment, paid in the e2e journey. */
  payPolicy: id(7340001),
  payPolicyNumber: 'CY-2026-007340',
  /** The E&O policy with an invoice in every payment status. */
  statusPolicy: id(7340002),
} as const;

interface DemoInvoice {
  due: number;
  status: PaymentStatus;
}

const AMOUNT = '1288.47';
const IOF = '88.47';

export async function seedDemoPayInvoices(tx: Db, now: Date): Promise<void> {
  const common = {
    account_id: ACCOUNT_IDS.demo,
    insurer: 'Seguradora Alfa',
    coverage_limit: '1000000.00',
    gross_premium: '5000.00',
    total_premium: '5369.00',
    issued_at: new Date(now.getTime() - 2 * day),
  };
  await tx
    .insert(policies)
    .values([
      {
        ...common,
        id: DEMO_PAY_INVOICES.payPolicy,
        product: 'CYBER',
        policy_number: DEMO_PAY_INVOICES.payPolicyNumber,
        status: 'PENDING_INITIAL_PAYMENT',
        effective_date: dateFrom(now, 0),
        expiry_date: dateFrom(now, 364),
      },
      {
        ...common,
        id: DEMO_PAY_INVOICES.statusPolicy,
        product: 'E_AND_O',
        policy_number: 'EO-2026-007341',
        status: 'ACTIVE',
        effective_date: dateFrom(now, -60),
        expiry_date: dateFrom(now, 304),
      },
    ])
    .onConflictDoNothing();
  // Under E2E_ALL_LANGUAGES the journey pays one instalment per language.
  await invoicesOf(tx, DEMO_PAY_INVOICES.payPolicy, DEMO_PAY_INVOICES.payPolicyNumber, 7340010, now, [
    { due: 0, status: 'PENDING' },
    { due: 30, status: 'PENDING' },
    { due: 61, status: 'PENDING' },
  ]);
  await invoicesOf(tx, DEMO_PAY_INVOICES.statusPolicy, 'EO-2026-007341', 7340020, now, [
    { due: -60, status: 'PAID' },
    { due: -20, status: 'DELAYED' },
    { due: -5, status: 'LATE' },
    { due: 10, status: 'IN_QUEUE' },
    { due: 40, status: 'PENDING' },
  ]);
}

async function invoicesOf(tx: Db, policyId: string, number: string, firstId: number, now: Date, rows: DemoInvoice[]) {
  const values = rows.map((row, index) => ({
    id: id(firstId + index + 1),
    policy_id: policyId,
    account_id: ACCOUNT_IDS.demo,
    instalment: index + 1,
    number: `${number}-${String(index + 1).padStart(2, '0')}`,
    due_date: dateFrom(now, row.due),
    amount: AMOUNT,
    iof: IOF,
    tax: IOF,
    status: row.status,
    paid_at: row.status === 'PAID' ? new Date(now.getTime() + (row.due - 1) * day) : null,
    payment_method: row.status === 'PAID' ? ('BOLETO' as const) : null,
    payment_provider: row.status === 'PAID' ? 'dev' : null,
    payment_reference: row.status === 'PAID' ? `dev-demo-${number}` : null,
    late_notice_sent_at:
      row.status === 'LATE' || row.status === 'DELAYED' ? new Date(now.getTime() + (row.due + 1) * day) : null,
  }));
  await tx
    .update(policies)
    .set({
      instalments: values.map((row) => ({
        number: row.instalment,
        due_date: row.due_date,
        amount: AMOUNT,
        iof: IOF,
        tax: IOF,
      })),
    })
    // Only where the policy has none yet (a restart keeps what is there).
    .where(sql`${policies.id} = ${policyId} AND jsonb_array_length(${policies.instalments}) = 0`);
  await tx.insert(invoices).values(values).onConflictDoNothing();
  // Each invoice's charge, as the development bank made it (the paid one's too: it was paid through it).
  const bank = devPaymentProvider({ webhookSecret: 'demo' });
  for (const invoice of values) {
    const charge = bank.createCharge!({ ...invoice, currency: 'BRL' });
    const [saved] = await tx
      .insert(paymentCharges)
      .values({ invoice_id: invoice.id, provider: 'dev', amount: AMOUNT, ...charge })
      .onConflictDoNothing({ target: paymentCharges.invoice_id })
      .returning();
    if (saved && invoice.status === 'PAID')
      await tx
        .insert(paymentEvents)
        .values({
          provider: 'dev',
          event_id: invoice.payment_reference!,
          txid: saved.txid,
          type: 'charge.paid',
          outcome: 'PAID',
        })
        .onConflictDoNothing();
  }
}
