// Demo rows for the broker's quotes and checkout on the customer's behalf (issue 23, item 3):
// Outra Empresa's E&O questionnaire (QUOTE_READY) has three options awaiting selection, which the
// demo brokerage (corretor@demo.local) compares, selects and checks out for Olívia at
// broker/company/{id}/quotes. A second approved brokerage with no customers (Segunda Corretora,
// corretora2@demo.local) is the "another broker" who finds none of that book.
// Fixed ids in the block 7342xx. Idempotent like the rest of the seed.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/auth/passwords';
import type { Db } from '../../db/connection';
import { brokers, brokerUsers, quotes, users } from '../../db/schema';
import { ratingConfigFor, termsColumns } from '../../modules/underwriting';
import { ACCOUNT_IDS, DEMO_PASSWORD } from './accounts';
import { day, id } from './ids';

/** The fixed ids tests and journeys open. */
export const BROKER_QUOTES = {
  accountId: ACCOUNT_IDS.outra,
  /** Outra's E&O questionnaire (quotes.ts), QUOTE_READY. */
  form: id(502),
  options: [id(734201), id(734202), id(734203)],
  otherBroker: id(734290),
  otherBrokerEmail: 'corretora2@demo.local',
} as const;

const OPTIONS = [
  { limit: '1000000.00', premium: '6400.00', recommended: false },
  { limit: '2000000.00', premium: '8900.00', recommended: true },
  { limit: '5000000.00', premium: '13700.00', recommended: false },
];

export function brokerQuoteRecords(now: Date) {
  const terms = termsColumns(ratingConfigFor('E_AND_O', 'br')?.terms, now, 'br');
  return OPTIONS.map((option, index) => ({
    ...terms,
    config_version: ratingConfigFor('E_AND_O', 'br')?.version ?? null,
    id: BROKER_QUOTES.options[index]!,
    account_id: BROKER_QUOTES.accountId,
    application_form_id: BROKER_QUOTES.form,
    product: 'E_AND_O' as const,
    insurer: 'Seguradora Alfa',
    coverage_limit: option.limit,
    gross_premium: option.premium,
    retention: 'R_25K',
    status: 'AVAILABLE' as const,
    recommended: option.recommended,
    expires_at: new Date(now.getTime() + 20 * day),
  }));
}

export async function seedBrokerQuotes(tx: Db, now = new Date()) {
  await tx.insert(quotes).values(brokerQuoteRecords(now)).onConflictDoNothing();
  await tx
    .insert(brokers)
    .values({
      id: BROKER_QUOTES.otherBroker,
      legal_name: 'Segunda Corretora de Seguros Ltda',
      name: 'Segunda Corretora',
      tax_id: '73420001000169',
      email: BROKER_QUOTES.otherBrokerEmail,
      city: 'Rio de Janeiro',
      status: 'APPROVED',
      needs_bank_info: false,
    })
    .onConflictDoNothing();
  // Hashed only when missing: scrypt is slow on purpose, and the seed runs at every start.
  const [known] = await tx.select({ id: users.id }).from(users).where(eq(users.email, BROKER_QUOTES.otherBrokerEmail));
  if (known) return;
  const [created] = await tx
    .insert(users)
    .values({
      email: BROKER_QUOTES.otherBrokerEmail,
      first_name: 'Sérgio',
      last_name: 'Prado',
      password_hash: await hashPassword(DEMO_PASSWORD),
    })
    .returning({ id: users.id });
  await tx.insert(brokerUsers).values({ broker_id: BROKER_QUOTES.otherBroker, user_id: created!.id, role: 'BROKER' });
}
