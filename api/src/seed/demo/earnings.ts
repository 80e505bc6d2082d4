// The demo brokerage's earnings (issue 23 items 4 and 5; docs/broker-earnings.md), ids 7340001+:
// three policies of Terceira Indústria (a customer of Demo Corretora) issued from checkouts that
// disclosed the brokerage's commission, their instalments paid month after month, one cancelled
// (its clawback), and a commission statement for each of the last five months with its fiscal
// note in every status: paid, approved, needs action, waiting approval and pending. This month's
// commission is on no statement yet: operations issue it on /ops/brokers/statements. The E&O
// policy has four instalments still to pay (/ops/payments), each a new commission to state.
// Idempotent like the rest of the seed: fixed ids, existing rows left as they are.
import {
  brokerCommission,
  businessToday,
  brazilTaxLines,
  checkoutSummary,
  commissionLines,
  fromCents,
  plusDays,
  plusMonths,
  toCents,
  type FiscalNoteStatus,
  type Product,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import {
  checkouts,
  commissionStatements,
  fiscalNotes,
  invoices,
  policies,
  policyCancellations,
  quotes,
  type StatementLine,
} from '../../db/schema';
import { ACCOUNT_IDS, BROKER_ID } from './accounts';
import { DEMO_BROKER } from './broker';

const id = (n: number) => `00000000-0000-4000-8000-${String(7_340_000 + n).padStart(12, '0')}`;

/** The demo brokerage's statements by fiscal note status (tests and journeys open them). */
export const DEMO_EARNINGS = {
  paidStatement: id(401),
  approvedStatement: id(402),
  needsActionStatement: id(403),
  waitingStatement: id(404),
  pendingStatement: id(405),
  cancelledPolicy: id(202),
} as const;

/** An NFS-e of the national layout (NFSe_v1.00.xsd) with what the reader checks. */
export const nationalNfseXml = (note: { number: string; issuerTaxId: string; amount: string }) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.00">
  <infNFSe Id="NFS35503082${note.issuerTaxId}000000000000${note.number.padStart(13, '0')}">
    <xLocEmi>São Paulo</xLocEmi>
    <nNFSe>${note.number}</nNFSe>
    <dhProc>2026-01-05T10:00:00-03:00</dhProc>
    <emit><CNPJ>${note.issuerTaxId}</CNPJ><xNome>Demo Corretora de Seguros Ltda</xNome></emit>
    <valores><vLiq>${note.amount}</vLiq></valores>
    <DPS versao="1.00"><infDPS Id="DPS1"><cTribNac>100101</cTribNac>
      <valores><vServPrest><vServ>${note.amount}</vServ></vServPrest></valores>
    </infDPS></DPS>
  </infNFSe>
</NFSe>
`;

interface DemoPolicy {
  n: number;
  product: Product;
  number: string;
  premium: string;
  rate: number;
  instalments: number;
  /** Months before this one it started (its first instalment paid then, one a month after). */
  startedMonthsAgo: number;
  paid: number;
  cancelledMonthsAgo?: number;
}

const POLICIES: DemoPolicy[] = [
  {
    n: 201,
    product: 'D_AND_O',
    number: 'DO-2026-734201',
    premium: '24000.00',
    rate: 0.15,
    instalments: 6,
    startedMonthsAgo: 5,
    paid: 6,
  },
  {
    n: 202,
    product: 'CYBER',
    number: 'CY-2026-734202',
    premium: '2400.00',
    rate: 0.2,
    instalments: 1,
    startedMonthsAgo: 4,
    paid: 1,
    cancelledMonthsAgo: 1,
  },
  {
    n: 203,
    product: 'E_AND_O',
    number: 'EO-2026-734203',
    premium: '12000.00',
    rate: 0.2,
    instalments: 6,
    startedMonthsAgo: 1,
    paid: 2,
  },
];

/** Statements of the last five months (oldest first) and their notes' statuses. */
const STATEMENTS: { n: number; monthsAgo: number; status: FiscalNoteStatus; paid?: boolean; reason?: string }[] = [
  { n: 401, monthsAgo: 5, status: 'APPROVED', paid: true },
  { n: 402, monthsAgo: 4, status: 'APPROVED' },
  {
    n: 403,
    monthsAgo: 3,
    status: 'NEEDS_ACTION',
    reason: 'O valor da nota não confere com o extrato: emita a NFS-e pelo valor do extrato.',
  },
  { n: 404, monthsAgo: 2, status: 'WAITING_APPROVAL' },
  { n: 405, monthsAgo: 1, status: 'PENDING' },
];

export async function seedDemoEarnings(tx: Db, now = new Date()): Promise<void> {
  const today = businessToday('br', now);
  const firstOf = (monthsAgo: number) => plusMonths(`${today.slice(0, 7)}-01`, -monthsAgo);
  const account_id = ACCOUNT_IDS.terceira;
  const lines = new Map<number, StatementLine[]>();
  for (const policy of POLICIES) {
    const summary = checkoutSummary(toCents(policy.premium), policy.instalments);
    const start = firstOf(policy.startedMonthsAgo);
    const commission = brokerCommission(summary.grossPremium, policy.rate);
    await tx
      .insert(quotes)
      .values({
        id: id(policy.n - 100),
        account_id,
        product: policy.product,
        insurer: 'Seguradora Alfa',
        coverage_limit: '2000000.00',
        gross_premium: policy.premium,
        status: 'ISSUED',
      })
      .onConflictDoNothing();
    await tx
      .insert(checkouts)
      .values({
        id: id(policy.n + 100),
        account_id,
        quote_id: id(policy.n - 100),
        product: policy.product,
        status: 'ISSUED',
        start_date: start,
        end_date: plusMonths(start, 12),
        signer_type: 'LEGAL_REPRESENTATIVE',
        signer_name: 'Tiago Ferreira',
        signer_email: 'contato@terceira.example',
        admin_name: 'Tiago Ferreira',
        admin_email: 'contato@terceira.example',
        instalments: policy.instalments,
        gross_premium: fromCents(summary.grossPremium),
        iof: fromCents(summary.iof),
        tax: fromCents(summary.iof),
        taxes: brazilTaxLines(summary.iof),
        interest: fromCents(summary.interest),
        total_premium: fromCents(summary.totalPremium),
        instalment_amount: fromCents(summary.instalments.at(-1)!.amount),
        broker_id: BROKER_ID,
        commission_rate: policy.rate.toFixed(4),
        broker_commission: fromCents(commission),
      })
      .onConflictDoNothing();
    await tx
      .insert(policies)
      .values({
        id: id(policy.n),
        account_id,
        product: policy.product,
        insurer: 'Seguradora Alfa',
        policy_number: policy.number,
        status: 'ACTIVE',
        effective_date: start,
        expiry_date: plusMonths(start, 12),
        coverage_limit: '2000000.00',
        quote_id: id(policy.n - 100),
        checkout_id: id(policy.n + 100),
        gross_premium: fromCents(summary.grossPremium),
        total_premium: fromCents(summary.totalPremium),
        instalments: summary.instalments.map((instalment, index) => ({
          number: instalment.number,
          due_date: plusMonths(start, index),
          amount: fromCents(instalment.amount),
          iof: fromCents(instalment.iof),
          tax: fromCents(instalment.iof),
        })),
        issued_at: new Date(`${start}T12:00:00Z`),
      })
      .onConflictDoNothing();
    await tx
      .insert(invoices)
      .values(
        summary.instalments.map((instalment, index) => {
          const paid = index < policy.paid;
          return {
            id: id(policy.n * 10 + index - 1000),
            policy_id: id(policy.n),
            account_id,
            instalment: instalment.number,
            number: `${policy.number}-${String(instalment.number).padStart(2, '0')}`,
            due_date: plusMonths(start, index),
            amount: fromCents(instalment.amount),
            iof: fromCents(instalment.iof),
            tax: fromCents(instalment.iof),
            status: paid ? ('PAID' as const) : ('PENDING' as const),
            paid_at: paid ? new Date(`${plusMonths(start, index)}T15:00:00Z`) : null,
            payment_method: paid ? ('PIX' as const) : null,
            payment_provider: paid ? 'manual' : null,
          };
        }),
      )
      .onConflictDoNothing();
    const cancelledOn =
      policy.cancelledMonthsAgo === undefined ? null : plusDays(firstOf(policy.cancelledMonthsAgo), 9);
    if (cancelledOn)
      await tx
        .insert(policyCancellations)
        .values({ policy_id: id(policy.n), cancelled_on: cancelledOn, reason: 'Pedido do segurado' })
        .onConflictDoNothing();
    // The lines the domain computes, each on the statement of its month (this month's on none).
    const computed = commissionLines(
      {
        policyId: id(policy.n),
        policyNumber: policy.number,
        product: policy.product,
        currency: 'BRL',
        rate: policy.rate,
        grossPremiumCents: summary.grossPremium,
        effectiveDate: start,
        expiryDate: plusMonths(start, 12),
        cancelledOn,
        instalments: summary.instalments.map((instalment, index) => ({
          number: instalment.number,
          premiumPaidOn: index < policy.paid ? plusMonths(start, index) : null,
          commissionPaidOn: null,
        })),
        clawbackPaidOn: null,
      },
      today,
    );
    for (const line of computed) {
      const monthsAgo = [1, 2, 3, 4, 5].find((ago) => firstOf(ago).slice(0, 7) === line.month);
      if (!monthsAgo) continue;
      const carried: StatementLine = {
        key: line.key,
        kind: line.kind,
        policy_id: line.policyId,
        policy_number: line.policyNumber,
        product: line.product,
        instalment: line.instalment,
        month: line.month!,
        amount: fromCents(line.amountCents),
      };
      lines.set(monthsAgo, [...(lines.get(monthsAgo) ?? []), carried]);
    }
  }
  for (const statement of STATEMENTS) {
    const carried = lines.get(statement.monthsAgo) ?? [];
    const amount = fromCents(carried.reduce((sum, line) => sum + toCents(line.amount), 0));
    const issuedAt = new Date(`${firstOf(statement.monthsAgo - 1)}T13:00:00Z`);
    await tx
      .insert(commissionStatements)
      .values({
        id: id(statement.n),
        broker_id: BROKER_ID,
        period: firstOf(statement.monthsAgo).slice(0, 7),
        amount,
        lines: carried,
        note_status: statement.status,
        note_reason: statement.reason ?? null,
        paid_at: statement.paid ? new Date(issuedAt.getTime() + 10 * 24 * 60 * 60 * 1000) : null,
        created_at: issuedAt,
      })
      .onConflictDoNothing();
    if (statement.status === 'PENDING') continue;
    const xml = nationalNfseXml({ number: String(statement.n), issuerTaxId: DEMO_BROKER.tax_id, amount });
    await tx
      .insert(fiscalNotes)
      .values({
        id: id(statement.n + 100),
        statement_id: id(statement.n),
        format: 'XML',
        file_name: `nfse-${statement.n}.xml`,
        content_type: 'application/xml',
        size: Buffer.byteLength(xml),
        content: new Uint8Array(Buffer.from(xml)),
        number: String(statement.n),
        amount,
        issuer_tax_id: DEMO_BROKER.tax_id,
        created_at: new Date(issuedAt.getTime() + 2 * 24 * 60 * 60 * 1000),
      })
      .onConflictDoNothing();
  }
}
