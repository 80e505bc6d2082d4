// The first step of broker signup: the person's user and their brokerage, created together.
// The brokerage starts PENDING_APPROVAL; the person signs in through the normal OIDC login and
// fills the register steps as an authenticated broker user.
import { eq } from 'drizzle-orm';
import {
  brokerSignUpProblems,
  brokerTaxIdType,
  checkTaxId,
  normalizeUrl,
  type BrokerSignUpInput,
  type Language,
} from '@platform/domain';
import { hashPassword } from '../../lib/auth/passwords';
import type { Db } from '../../db/connection';
import { brokerUsers, brokers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { refuseFields } from '../../lib/field-problems';
import { isUniqueViolation } from '../../lib/unique-violation';

const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

const conflict = (code: 'EMAIL_ALREADY_REGISTERED' | 'BROKER_EMAIL_IN_USE' | 'BROKER_TAX_ID_IN_USE', field: string) =>
  new AppError(code, undefined, [{ field, code }]);

export async function signUpBroker(
  db: Db,
  input: BrokerSignUpInput,
  language: Language,
): Promise<{ brokerId: string; userId: string }> {
  refuseFields(brokerSignUpProblems(input));
  const email = input.email.trim().toLowerCase();
  const taxIdType = brokerTaxIdType(input.country);
  const taxId = checkTaxId(taxIdType, input.tax_id).normalized;

  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (user) throw conflict('EMAIL_ALREADY_REGISTERED', 'email');
  const [byEmail] = await db.select({ id: brokers.id }).from(brokers).where(eq(brokers.email, email)).limit(1);
  if (byEmail) throw conflict('BROKER_EMAIL_IN_USE', 'email');
  const [byTaxId] = await db.select({ id: brokers.id }).from(brokers).where(eq(brokers.tax_id, taxId)).limit(1);
  if (byTaxId) throw conflict('BROKER_TAX_ID_IN_USE', 'tax_id');

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      // Active at once: the brokerage itself is what waits (for operations to approve it), and the
      // decision mail goes to this address (docs/decisions.md).
      const [created] = await tx
        .insert(users)
        .values({
          email,
          password_hash: passwordHash,
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          locale: LOCALES[language],
          status: 'ACTIVE',
        })
        .returning({ id: users.id });
      const [broker] = await tx
        .insert(brokers)
        .values({
          legal_name: input.legal_name.trim(),
          name: input.trade_name.trim(),
          country: input.country,
          tax_id_type: taxIdType,
          tax_id: taxId,
          email,
          phone: input.phone.trim(),
          website: input.website.trim() ? normalizeUrl(input.website) : null,
          status: 'PENDING_APPROVAL',
          needs_bank_info: true,
        })
        .returning({ id: brokers.id });
      await tx.insert(brokerUsers).values({ broker_id: broker!.id, user_id: created!.id, role: 'BROKER' });
      return { brokerId: broker!.id, userId: created!.id };
    });
  } catch (error) {
    // Two sign-ups racing for the same e-mail or tax id: the unique index decides.
    if (isUniqueViolation(error))
      throw /tax_id/.test(String((error as { cause?: unknown }).cause ?? error))
        ? conflict('BROKER_TAX_ID_IN_USE', 'tax_id')
        : conflict('EMAIL_ALREADY_REGISTERED', 'email');
    throw error;
  }
}
