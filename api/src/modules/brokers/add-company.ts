// "Add company" (issue 23 item 2, docs/broker-book.md): a broker brings a customer in by its CNPJ
// and its administrator's e-mail. A new company gets its account and a pending administrator
// invited by the broker; the brokerage becomes broker of record when the administrator accepts
// (invitations' acceptInvitation). A company under another broker: nothing changes for anyone.
import { and, eq } from 'drizzle-orm';
import { normalizeTaxId, type BrokerCompanyInput, type Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, brokerCustomers, brokerUsers, memberships, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { alreadyRegistered, invitee, sendInvitation } from '../invitations';
import { BROKER_CUSTOMER_INVITATION_MAIL } from './add-company-mail';

const MAIL = { template: 'broker-customer-invitation', content: BROKER_CUSTOMER_INVITATION_MAIL };

export interface AddCompanyContext {
  brokerId: string;
  inviter: typeof users.$inferSelect;
  language: Language;
  publicUrl: string;
}

/** INVITED: the administrator was (again) mailed; IN_BOOK: the company is already this brokerage's. */
export type AddCompanyOutcome = { outcome: 'INVITED' | 'IN_BOOK'; company_id: string; administrator_email: string };

const refuse = (code: 'COMPANY_REGISTERED_WITH_OTHER_BROKER' | 'ACCOUNT_ALREADY_EXISTS', field: string) =>
  new AppError(code, undefined, [{ field, code }]);

/** Adds the company, or says where it already is; `input` has passed brokerCompanyProblems. */
export async function addBrokerCompany(
  db: Db,
  context: AddCompanyContext,
  input: BrokerCompanyInput,
): Promise<AddCompanyOutcome> {
  const taxId = normalizeTaxId(input.tax_id);
  const email = input.administrator_email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ account: accounts, broker_id: brokerCustomers.broker_id })
      .from(accounts)
      .leftJoin(brokerCustomers, eq(brokerCustomers.account_id, accounts.id))
      .where(and(eq(accounts.country, 'br'), eq(accounts.tax_id_type, 'CNPJ'), eq(accounts.tax_id, taxId)));
    if (existing) {
      if (existing.broker_id === context.brokerId)
        return {
          outcome: 'IN_BOOK',
          company_id: existing.account.id,
          administrator_email: existing.account.owner_email ?? email,
        };
      if (existing.broker_id) throw refuse('COMPANY_REGISTERED_WITH_OTHER_BROKER', 'tax_id');
      // Invited by this brokerage and not accepted yet: the invitation goes again, to the same person.
      const [pending] = await tx
        .select({ user: users })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.user_id))
        .innerJoin(brokerUsers, eq(brokerUsers.user_id, memberships.invited_by))
        .where(
          and(
            eq(memberships.account_id, existing.account.id),
            eq(memberships.role, 'ACCOUNT_ADMIN'),
            eq(memberships.status, 'PENDING'),
            eq(brokerUsers.broker_id, context.brokerId),
          ),
        );
      // A company with an account of its own appoints its broker itself: its administrator is asked.
      if (!pending) throw refuse('ACCOUNT_ALREADY_EXISTS', 'tax_id');
      await sendInvitation(tx, { ...context, account: existing.account, mail: MAIL }, pending.user);
      return { outcome: 'INVITED', company_id: existing.account.id, administrator_email: pending.user.email };
    }
    const administrator = await invitee(
      tx,
      { name: input.administrator_name, email },
      context.language,
      'administrator_email',
    );
    const [brokerUser] = await tx
      .select({ id: brokerUsers.id })
      .from(brokerUsers)
      .where(eq(brokerUsers.user_id, administrator.id));
    // One person is a customer's member or a broker user, never both (spec section 6).
    if (brokerUser) throw alreadyRegistered('administrator_email');
    const [account] = await tx
      .insert(accounts)
      .values({
        kind: 'company',
        country: 'br',
        tax_id_type: 'CNPJ',
        tax_id: taxId,
        legal_name: input.company_name.trim(),
        owner_email: email,
      })
      .onConflictDoNothing()
      .returning();
    // Another request registered the same CNPJ a moment ago: it is that one's now.
    if (!account) throw refuse('ACCOUNT_ALREADY_EXISTS', 'tax_id');
    await tx.insert(memberships).values({
      user_id: administrator.id,
      account_id: account.id,
      role: 'ACCOUNT_ADMIN',
      status: 'PENDING',
      invited_by: context.inviter.id,
      invited_at: new Date(),
    });
    await sendInvitation(tx, { ...context, account, mail: MAIL }, administrator);
    return { outcome: 'INVITED', company_id: account.id, administrator_email: email };
  });
}
