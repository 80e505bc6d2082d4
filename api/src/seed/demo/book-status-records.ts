// The records that put one company's product in each broker-side status of the book
// (shared/domain/src/broker/broker-side-status.ts): D&O, or cyber for the underwriting decline.
// Shared by the demo book (book-statuses.ts) and the book's API tests, so both read one recipe.
import { businessToday, plusDays, type BrokerSideStatus } from '@platform/domain';
import type { Db } from '../../db/connection';
import { applicationForms, checkouts, policies, quotes, underwritingSubmissions } from '../../db/schema';

export interface StatusRecords {
  applicationForms: (typeof applicationForms.$inferInsert)[];
  underwritingSubmissions: (typeof underwritingSubmissions.$inferInsert)[];
  quotes: (typeof quotes.$inferInsert)[];
  checkouts: (typeof checkouts.$inferInsert)[];
  policies: (typeof policies.$inferInsert)[];
}

/** Who the records belong to, when "now" is, and where each new row's id comes from (fixed in the demo). */
export interface RecordsFor {
  accountId: string;
  now: Date;
  nextId: () => string;
}

type Recipe = (at: RecordsFor) => Partial<StatusRecords>;
const dayMs = 86_400_000;
const inDays = (now: Date, days: number) => plusDays(businessToday('br', now), days);

const quote =
  (status: (typeof quotes.$inferInsert)['status'], expiresInDays = 20): Recipe =>
  ({ accountId, now, nextId }) => ({
    quotes: [
      {
        id: nextId(),
        account_id: accountId,
        product: 'D_AND_O',
        status,
        insurer: 'Seguradora Alfa',
        gross_premium: '1000.00',
        expires_at: new Date(now.getTime() + expiresInDays * dayMs),
      },
    ],
  });
const form =
  (status: (typeof applicationForms.$inferInsert)['status']): Recipe =>
  ({ accountId, nextId }) => ({
    applicationForms: [{ id: nextId(), account_id: accountId, status, products: ['D_AND_O'] }],
  });
const policy =
  (status: (typeof policies.$inferInsert)['status'], endsInDays: number): Recipe =>
  ({ accountId, now, nextId }) => ({
    policies: [
      {
        id: nextId(),
        account_id: accountId,
        product: 'D_AND_O',
        insurer: 'Seguradora Alfa',
        policy_number: `DO-${accountId.slice(-8)}`,
        status,
        effective_date: inDays(now, endsInDays - 365),
        expiry_date: inDays(now, endsInDays),
        coverage_limit: '1000000.00',
      },
    ],
  });
const checkout =
  (status: (typeof checkouts.$inferInsert)['status']): Recipe =>
  ({ accountId, now, nextId }) => {
    const quoteId = nextId();
    const money = '1000.00';
    return {
      quotes: [
        {
          id: quoteId,
          account_id: accountId,
          product: 'D_AND_O',
          status: 'SELECTED',
          expires_at: new Date(now.getTime() + 40 * dayMs),
        },
      ],
      checkouts: [
        {
          id: nextId(),
          account_id: accountId,
          quote_id: quoteId,
          product: 'D_AND_O',
          status,
          start_date: inDays(now, 1),
          end_date: inDays(now, 366),
          signer_type: 'LEGAL_REPRESENTATIVE',
          signer_name: 'Ana Signatária',
          signer_email: 'ana@example.com',
          admin_name: 'Ana',
          admin_email: 'ana@example.com',
          instalments: 1,
          gross_premium: money,
          iof: '0.00',
          tax: '0.00',
          taxes: [],
          interest: '0.00',
          total_premium: money,
          instalment_amount: money,
        },
      ],
    };
  };
const declined: Recipe = ({ accountId, nextId }) => {
  const formId = nextId();
  return {
    applicationForms: [{ id: formId, account_id: accountId, status: 'CLOSED', products: ['CYBER'] }],
    underwritingSubmissions: [
      {
        id: nextId(),
        form_id: formId,
        account_id: accountId,
        products: ['CYBER'],
        definition_versions: {},
        answers: {},
        status: 'DECIDED',
        results: [{ product: 'CYBER', decision: 'DECLINE', reasons: [] }],
      },
    ],
  };
};

/** Per status, the records that make it. */
export const RECORDS_FOR: Record<BrokerSideStatus, Recipe> = {
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

/** Inserts one status's records, parents first; rows already there are left as they are. */
export async function insertStatusRecords(db: Db, records: Partial<StatusRecords>) {
  if (records.applicationForms?.length)
    await db.insert(applicationForms).values(records.applicationForms).onConflictDoNothing();
  if (records.underwritingSubmissions?.length)
    await db.insert(underwritingSubmissions).values(records.underwritingSubmissions).onConflictDoNothing();
  if (records.quotes?.length) await db.insert(quotes).values(records.quotes).onConflictDoNothing();
  if (records.checkouts?.length) await db.insert(checkouts).values(records.checkouts).onConflictDoNothing();
  if (records.policies?.length) await db.insert(policies).values(records.policies).onConflictDoNothing();
}
