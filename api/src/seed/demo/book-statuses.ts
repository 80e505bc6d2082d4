// The demo brokerage's book in every broker-side status (issue 23, demo data): next to Outra
// Empresa (policy issued) and Terceira Indústria (issuing), one customer company per status it
// would not show otherwise, made by the same recipes as the book's API tests. Their names sort
// after the older customers, so the first row of the book is still Outra Empresa.
// Ids in the 7351xx block; idempotent like the rest of the seed.
import { cnpjCheckDigits, type BrokerSideStatus } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, brokerCustomers } from '../../db/schema';
import { BROKER_ID } from './accounts';
import { insertStatusRecords, RECORDS_FOR } from './book-status-records';
import { id } from './ids';

/** The company (legal name, contact) the demo shows in each status the older customers leave out. */
const COMPANIES: [BrokerSideStatus, string, string][] = [
  ['FORM_IN_PROGRESS', 'Usina Solar Horizonte Ltda', 'Helena Prado'],
  ['FORM_EXPIRED', 'Vale Verde Alimentos Ltda', 'Bruno Teixeira'],
  ['WORKING_ON_QUOTE', 'Varanda Arquitetura Ltda', 'Camila Rocha'],
  ['QUOTE_AWAITING_SELECTION', 'Vento Sul Logística Ltda', 'Diego Martins'],
  ['QUOTE_EXPIRED', 'Vereda Consultoria Ltda', 'Elisa Nunes'],
  ['QUOTE_REJECTED', 'Via Norte Transportes Ltda', 'Fábio Araújo'],
  ['POLICY_EXPIRED', 'Vila Rica Hotelaria Ltda', 'Gabriela Lopes'],
  ['POLICY_PENDING_PAYMENT', 'Xavier Lima Advogados Associados', 'Henrique Xavier'],
  ['POLICY_TO_RENEW', 'Zenite Engenharia Ltda', 'Isabel Campos'],
  ['POLICY_PENDING_SIGNATURE', 'Zona Franca Comércio Ltda', 'João Pires'],
];

/** A valid CNPJ of the block: 7351 00 nn / 0001-dv. */
const cnpj = (n: number) => {
  const first12 = `735100${String(n).padStart(2, '0')}0001`;
  return first12 + cnpjCheckDigits(first12);
};

/** The fixed ids tests and journeys may open, by status. */
export const DEMO_BOOK_STATUSES = Object.fromEntries(
  COMPANIES.map(([status, name], n) => [status, { accountId: id(735101 + n), name }]),
) as Partial<Record<BrokerSideStatus, { accountId: string; name: string }>>;

/** Seeds the companies, the brokerage's link to them and each one's records (inside the demo seed's transaction). */
export async function seedBookStatuses(tx: Db, now: Date) {
  for (const [n, [status, legal_name, customer_name]] of COMPANIES.entries()) {
    const accountId = id(735101 + n);
    const slug = legal_name.split(' ')[0]!.toLowerCase();
    await tx
      .insert(accounts)
      .values({
        id: accountId,
        kind: 'company',
        country: 'br',
        tax_id_type: 'CNPJ',
        tax_id: cnpj(n + 1),
        legal_name,
        owner_email: `contato@${slug}.example`,
      })
      .onConflictDoNothing();
    await tx
      .insert(brokerCustomers)
      .values({ id: id(735121 + n), broker_id: BROKER_ID, account_id: accountId, customer_name })
      .onConflictDoNothing();
    // Five ids per company at most (the checkout's quote and checkout, the decline's form and decision).
    let next = 735141 + n * 5;
    await insertStatusRecords(tx, RECORDS_FOR[status]({ accountId, now, nextId: () => id(next++) }));
  }
}
