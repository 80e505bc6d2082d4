// A brokerage of its own for the book's tests (the test database may be shared): approved, with
// one customer company per broker-side status, seeded straight into the tables the book reads.
import { eq } from 'drizzle-orm';
import { businessToday, plusDays, type BrokerSideStatus } from '@platform/domain';
import type { Db } from '../../../src/db/connection';
import {
  accounts,
  applicationForms,
  brokerCustomers,
  brokers,
  checkouts,
  policies,
  quotes,
  underwritingSubmissions,
} from '../../../src/db/schema';
import { uniqueCnpj } from '../../support/cnpj';

const today = () => businessToday('br', new Date());
const inDays = (days: number) => plusDays(today(), days);

type Records = (db: Db, accountId: string) => Promise<void>;

const quote =
  (status: (typeof quotes.$inferInsert)['status'], expiresInDays = 20) =>
  async (db: Db, accountId: string) => {
    await db.insert(quotes).values({
      account_id: accountId,
      product: 'D_AND_O',
      status,
      insurer: 'Seguradora Teste',
      gross_premium: '1000.00',
      expires_at: new Date(Date.now() + expiresInDays * 86_400_000),
    });
  };
const form =
  (status: (typeof applicationForms.$inferInsert)['status']) =>
  async (db: Db, accountId: string): Promise<void> => {
    await db.insert(applicationForms).values({ account_id: accountId, status, products: ['D_AND_O'] });
  };
const policy =
  (status: (typeof policies.$inferInsert)['status'], endsInDays: number) => async (db: Db, accountId: string) => {
    await db.insert(policies).values({
      account_id: accountId,
      product: 'D_AND_O',
      insurer: 'Seguradora Teste',
      policy_number: `DO-${accountId.slice(0, 8)}`,
      status,
      effective_date: inDays(endsInDays - 365),
      expiry_date: inDays(endsInDays),
      coverage_limit: '1000000.00',
    });
  };
const checkout = (status: (typeof checkouts.$inferInsert)['status']) => async (db: Db, accountId: string) => {
  const [option] = await db
    .insert(quotes)
    .values({
      account_id: accountId,
      product: 'D_AND_O',
      status: 'SELECTED',
      expires_at: new Date(Date.now() + 40 * 86_400_000),
    })
    .returning();
  const money = '1000.00';
  await db.insert(checkouts).values({
    account_id: accountId,
    quote_id: option!.id,
    product: 'D_AND_O',
    status,
    start_date: inDays(1),
    end_date: inDays(366),
    signer_type: 'LEGAL_REPRESENTATIVE',
    signer_name: 'Ana Signatária',
    signer_email: 'ana@example.com',
    admin_name: 'Ana',
    admin_email: 'ana@example.com',
    instalments: 1,
    gross_premium: money,
    iof: '0.00',
    interest: '0.00',
    total_premium: money,
    instalment_amount: money,
  });
};
const declined: Records = async (db, accountId) => {
  const [closed] = await db
    .insert(applicationForms)
    .values({ account_id: accountId, status: 'CLOSED', products: ['CYBER'] })
    .returning();
  await db.insert(underwritingSubmissions).values({
    form_id: closed!.id,
    account_id: accountId,
    products: ['CYBER'],
    definition_versions: {},
    answers: {},
    status: 'DECIDED',
    results: [{ product: 'CYBER', decision: 'DECLINE', reasons: [] }],
  });
};

/** The records that put a company's product (D&O, or cyber for the decline) in each status. */
export const RECORDS_FOR: Record<BrokerSideStatus, Records> = {
  POLICY_PENDING_SIGNATURE: checkout('PENDING_SIGNATURE'),
  ISSUING_POLICY: quote('BEING_ISSUED'),
  POLICY_PENDING_PAYMENT: policy('PENDING_INITIAL_PAYMENT', 300),
  POLICY_TO_RENEW: policy('ACTIVE', 20),
  POLICY_ISSUED: policy('ACTIVE', 200),
  QUOTE_AWAITING_SELECTION: quote('AVAILABLE', 10),
  WORKING_ON_QUOTE: form('QUOTING'),
  QUOTE_REJECTED: declined,
  FORM_IN_PROGRESS: form('IPAF_IN_PROGRESS'),
  FORM_EXPIRED: form('EXPIRED'),
  POLICY_EXPIRED: policy('EXPIRED', -10),
  QUOTE_EXPIRED: quote('EXPIRED', -3),
};

export interface SeededCompany {
  id: string;
  name: string;
  taxId: string;
  status: BrokerSideStatus | null;
}

/** Operations' approval, as the tests need it (the decision itself is tested elsewhere). */
export const approveBroker = (db: Db, brokerId: string) =>
  db.update(brokers).set({ status: 'APPROVED' }).where(eq(brokers.id, brokerId));

/** Approves the brokerage and gives it one company per status, plus one with nothing started. */
export async function seedBook(db: Db, brokerId: string, tag: string): Promise<SeededCompany[]> {
  await approveBroker(db, brokerId);
  const plan: [string, BrokerSideStatus | null][] = [
    ...Object.keys(RECORDS_FOR).map((status): [string, BrokerSideStatus] => [status, status as BrokerSideStatus]),
    ['NOTHING', null],
  ];
  const seeded: SeededCompany[] = [];
  for (const [label, status] of plan) {
    const taxId = uniqueCnpj();
    const name = `${tag} ${label.toLowerCase().replace(/_/g, ' ')}`;
    const [account] = await db
      .insert(accounts)
      .values({
        kind: 'company',
        tax_id_type: 'CNPJ',
        tax_id: taxId,
        legal_name: name,
        owner_email: `${label.toLowerCase()}@example.com`,
      })
      .returning();
    await db.insert(brokerCustomers).values({ broker_id: brokerId, account_id: account!.id, customer_name: 'Contato' });
    if (status) await RECORDS_FOR[status](db, account!.id);
    seeded.push({ id: account!.id, name, taxId, status });
  }
  return seeded;
}
