// A brokerage of its own for the book's tests (the test database may be shared): approved, with
// one customer company per broker-side status, seeded straight into the tables the book reads.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BrokerSideStatus } from '@platform/domain';
import type { Db } from '../../../src/db/connection';
import { accounts, brokerCustomers, brokers } from '../../../src/db/schema';
import { insertStatusRecords, RECORDS_FOR } from '../../../src/seed/demo/book-status-records';
import { uniqueCnpj } from '../../support/cnpj';

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
    if (status)
      await insertStatusRecords(
        db,
        RECORDS_FOR[status]({ accountId: account!.id, now: new Date(), nextId: randomUUID }),
      );
    seeded.push({ id: account!.id, name, taxId, status });
  }
  return seeded;
}
