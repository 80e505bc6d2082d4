// The broker's customer companies (broker of record) and how far their questionnaires are.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PRODUCTS, type ApplicationFormStatus, type Product } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, applicationForms, brokerCustomers, policies, quotes } from '../../db/schema';

// A questionnaire still being filled (or never started) is not completed; anything later is.
const OPEN_FORM_STATUSES = new Set<ApplicationFormStatus>(['INITIAL', 'IPAF_IN_PROGRESS', 'EMPTY', 'PENDING_REVIEW']);

/** All of the broker's customer companies, or the one `accountId` names (then [] when it is not theirs). */
export async function companiesOf(db: Db, brokerId: string, accountId?: string) {
  const rows = await db
    .select({ account: accounts, link: brokerCustomers })
    .from(brokerCustomers)
    .innerJoin(accounts, eq(accounts.id, brokerCustomers.account_id))
    .where(and(eq(brokerCustomers.broker_id, brokerId), accountId ? eq(accounts.id, accountId) : undefined))
    .orderBy(asc(accounts.legal_name));
  const ids = rows.map((row) => row.account.id);
  if (ids.length === 0) return [];
  const [forms, policyProducts, quoteProducts] = await Promise.all([
    db.select().from(applicationForms).where(inArray(applicationForms.account_id, ids)),
    db
      .select({ account_id: policies.account_id, product: policies.product })
      .from(policies)
      .where(inArray(policies.account_id, ids)),
    db
      .select({ account_id: quotes.account_id, product: quotes.product })
      .from(quotes)
      .where(inArray(quotes.account_id, ids)),
  ]);
  return rows.map(({ account, link }) => {
    const own = forms
      .filter((form) => form.account_id === account.id)
      .sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime());
    const products = new Set<Product>(
      [...policyProducts, ...quoteProducts].filter((p) => p.account_id === account.id).map((p) => p.product),
    );
    for (const form of own) for (const product of form.products) products.add(product as Product);
    return {
      company_id: account.id,
      company_name: account.legal_name,
      kind: account.kind,
      country: account.country,
      tax_id_type: account.tax_id_type,
      tax_id: account.tax_id,
      cnpj: account.country === 'br' && account.tax_id_type === 'CNPJ' ? account.tax_id : null,
      email: account.owner_email,
      customer_name: link.customer_name,
      products: PRODUCTS.filter((product) => products.has(product)),
      assessment_status: link.assessment_status,
      forms_info: {
        forms_completed: own.filter((form) => !OPEN_FORM_STATUSES.has(form.status as ApplicationFormStatus)).length,
        total_forms: own.length,
        ipaf_status: (own[0]?.status ?? 'INITIAL') as ApplicationFormStatus,
      },
    };
  });
}
