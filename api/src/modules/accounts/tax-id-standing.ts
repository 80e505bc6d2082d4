// Whether a tax id may open a new account (spec section 8): an account with it exists (ask its
// administrator), or it is a company a broker already holds (contact that broker). Sign-up and the
// guest's pre-application ask the same question, so both give the same message.
import { and, eq } from 'drizzle-orm';
import { checkTaxId, type Country, type TaxIdType } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, brokerCustomers } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** Refuses, under the `taxId` field, a tax id already registered; returns quietly when it is free. */
export async function refuseTakenTaxId(db: Db, country: Country, taxIdType: TaxIdType, taxId: string): Promise<void> {
  const normalized = checkTaxId(taxIdType, taxId).normalized;
  const [existing] = await db
    .select({ id: accounts.id, broker: brokerCustomers.broker_id })
    .from(accounts)
    .leftJoin(brokerCustomers, eq(brokerCustomers.account_id, accounts.id))
    .where(and(eq(accounts.country, country), eq(accounts.tax_id_type, taxIdType), eq(accounts.tax_id, normalized)))
    .limit(1);
  if (!existing) return;
  // The tenant exists already: joining it is the administrator's invitation (or the broker's), never a second account.
  const code = existing.broker ? 'COMPANY_REGISTERED_WITH_OTHER_BROKER' : 'ACCOUNT_ALREADY_EXISTS';
  throw new AppError(code, undefined, [{ field: 'taxId', code }]);
}
