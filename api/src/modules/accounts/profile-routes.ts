// Company profile and billing e-mail of one of the caller's accounts: every member reads them,
// only the account administrator changes them (spec sections 3 and 6).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { billingEmailProblem, companyProfileProblems, normalizeCompanyProfile } from '@platform/domain';
import { administeredAccount, callerAccount } from '../../lib/auth/account-access';
import { accountToday } from '../../lib/business-day';
import { refuseFields } from '../../lib/field-problems';
import { accounts } from '../../db/schema';
import { notFound, staleVersion } from '../../lib/errors';
import { bearer, Uuid, withErrors } from '../../lib/schemas';
import { BillingEmailChange, CompanyProfile, CompanyProfileChange } from './schemas';

type AccountRow = typeof accounts.$inferSelect;

const present = (row: AccountRow, canEdit: boolean) => ({
  account_id: row.id,
  kind: row.kind,
  country: row.country,
  tax_id_type: row.tax_id_type,
  tax_id: row.tax_id,
  name: row.name,
  legal_name: row.legal_name,
  // Accounts written by code that only knows the single `website` column still show it.
  websites: row.websites.length || !row.website ? row.websites : [row.website],
  no_website: row.no_website,
  total_employees: row.total_employees,
  capital_raised: row.capital_raised,
  financing_obtained: row.financing_obtained,
  annual_revenue_band: row.annual_revenue_band,
  activity: row.activity,
  main_domain: row.main_domain,
  start_of_operations: row.start_of_operations,
  address: {
    street: row.address_street,
    number: row.address_number,
    detail: row.address_detail,
    neighborhood: row.address_neighborhood,
    city: row.address_city,
    state: row.address_state,
    zip_code: row.address_zip_code,
  },
  billing_email: row.billing_email,
  owner_email: row.owner_email,
  version: row.profile_version,
  billing_email_version: row.billing_email_version,
  can_edit: canEdit,
});

const params = Type.Object({ accountId: Uuid });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.database.db;
  const load = async (accountId: string) => {
    const [row] = await db().select().from(accounts).where(eq(accounts.id, accountId));
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/accounts/:accountId/profile',
    {
      schema: {
        operationId: 'getCompanyProfile',
        tags: ['accounts'],
        summary: 'Company profile and billing e-mail (any member of the account)',
        security: bearer,
        params,
        response: withErrors(CompanyProfile),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const account = callerAccount(request, request.params.accountId);
      return present(await load(account.id), account.role === 'ACCOUNT_ADMIN');
    },
  );

  app.put(
    '/accounts/:accountId/profile',
    {
      schema: {
        operationId: 'updateCompanyProfile',
        tags: ['accounts'],
        summary: 'Change the company profile (account administrator only)',
        description:
          'Field problems answer 400 with `details: [{field, code}]` (INVALID_URL for websites and main domain, VALIDATION_FAILED otherwise); a stale `version` answers 409 STALE_VERSION with the profile as it is now in `current`.',
        security: bearer,
        params,
        body: CompanyProfileChange,
        response: withErrors(CompanyProfile),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const account = administeredAccount(request, request.params.accountId);
      const { version, ...change } = request.body;
      refuseFields(companyProfileProblems(change, await accountToday(db(), account.id)));
      const profile = normalizeCompanyProfile(change);
      const [row] = await db()
        .update(accounts)
        .set({
          name: profile.name,
          legal_name: profile.legal_name,
          websites: profile.websites,
          website: profile.websites[0] ?? null,
          no_website: profile.no_website,
          total_employees: profile.total_employees,
          capital_raised: profile.capital_raised,
          financing_obtained: profile.financing_obtained,
          annual_revenue_band: profile.annual_revenue_band,
          activity: profile.activity,
          main_domain: profile.main_domain,
          start_of_operations: profile.start_of_operations,
          address_street: profile.address.street,
          address_number: profile.address.number,
          address_detail: profile.address.detail,
          address_neighborhood: profile.address.neighborhood,
          address_city: profile.address.city,
          address_state: profile.address.state,
          address_zip_code: profile.address.zip_code,
          profile_version: version + 1,
          updated_at: new Date(),
        })
        .where(and(eq(accounts.id, account.id), eq(accounts.profile_version, version)))
        .returning();
      if (!row) throw staleVersion(present(await load(account.id), true));
      return present(row, true);
    },
  );

  app.put(
    '/accounts/:accountId/billing-email',
    {
      schema: {
        operationId: 'updateBillingEmail',
        tags: ['accounts'],
        summary: 'Set or clear the billing e-mail (account administrator only)',
        description:
          'Without a billing e-mail, only the policyholder gets payment e-mails. A malformed address answers 400 INVALID_EMAIL with details; a stale `version` answers 409 STALE_VERSION with the profile as it is now in `current`.',
        security: bearer,
        params,
        body: BillingEmailChange,
        response: withErrors(CompanyProfile),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const account = administeredAccount(request, request.params.accountId);
      const { version } = request.body;
      const value = (request.body.billing_email ?? '').trim();
      const problem = billingEmailProblem(value);
      refuseFields(problem ? [problem] : []);
      const [row] = await db()
        .update(accounts)
        .set({
          billing_email: value ? value.toLowerCase() : null,
          billing_email_version: version + 1,
          updated_at: new Date(),
        })
        .where(and(eq(accounts.id, account.id), eq(accounts.billing_email_version, version)))
        .returning();
      if (!row) throw staleVersion(present(await load(account.id), true));
      return present(row, true);
    },
  );
};

export default routes;
