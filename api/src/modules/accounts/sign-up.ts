// Sign-up: one transaction creates the user (waiting for e-mail confirmation), the account (the
// tenant), the administrator membership and the confirmation mail, so a failure leaves nothing.
import { eq } from 'drizzle-orm';
import {
  checkTaxId,
  emailProblem,
  isTaxIdTypeOf,
  passwordProblem,
  type Country,
  type FieldProblem,
  type Language,
  type TaxIdType,
} from '@platform/domain';
import { hashPassword } from '../../lib/auth/passwords';
import type { Db } from '../../db/connection';
import { accounts, memberships, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { refuseFields } from '../../lib/field-problems';
import { uniqueViolation } from '../../lib/unique-violation';
import { queueMail } from '../../lib/mail/outbox';
import { EMAIL_CONFIRMATION_MAIL } from './email-confirmation-mail';
import { issueLink } from './account-links';
import { refuseTakenTaxId } from './tax-id-standing';

export interface SignUpInput {
  kind: 'company' | 'individual';
  country: Country;
  language: Language;
  /** The person's full name. */
  name: string;
  email: string;
  /** The company's name; ignored for an individual, whose account is named after them. */
  organisation?: string;
  taxIdType: string;
  taxId: string;
  password: string;
  termsAccepted: boolean;
}

/** Field problems the form would show, checked again here with the same shared rules. */
export function signUpProblems(input: SignUpInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.name.trim()) problems.push({ field: 'name', code: 'REQUIRED' });
  const email = emailProblem(input.email);
  if (email) problems.push({ field: 'email', code: email });
  if (input.kind === 'company' && !input.organisation?.trim())
    problems.push({ field: 'organisation', code: 'REQUIRED' });
  if (!isTaxIdTypeOf(input.country, input.taxIdType)) problems.push({ field: 'taxIdType', code: 'INVALID_TAX_ID' });
  else if (!input.taxId.trim()) problems.push({ field: 'taxId', code: 'REQUIRED' });
  else if (!checkTaxId(input.taxIdType, input.taxId).valid) problems.push({ field: 'taxId', code: 'INVALID_TAX_ID' });
  const password = passwordProblem(input.password);
  if (password) problems.push({ field: 'password', code: password });
  if (!input.termsAccepted) problems.push({ field: 'termsAccepted', code: 'REQUIRED' });
  return problems;
}

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
};

export const localeTagOf = (language: Language, country: Country) => `${language}-${country.toUpperCase()}`;

export async function signUp(
  db: Db,
  input: SignUpInput,
  publicUrl: string,
): Promise<{ userId: string; accountId: string; email: string }> {
  refuseFields(signUpProblems(input));
  const email = input.email.trim().toLowerCase();
  const taxIdType = input.taxIdType as TaxIdType;
  const taxId = checkTaxId(taxIdType, input.taxId).normalized;

  const [existingUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existingUser)
    throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, [{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }]);
  await refuseTakenTaxId(db, input.country, taxIdType, input.taxId);

  const name = input.name.trim();
  const legalName = input.kind === 'company' ? input.organisation!.trim() : name;
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          password_hash: passwordHash,
          ...splitName(name),
          locale: localeTagOf(input.language, input.country),
          status: 'PENDING_CONFIRMATION',
        })
        .returning({ id: users.id });
      const [account] = await tx
        .insert(accounts)
        .values({
          kind: input.kind,
          country: input.country,
          tax_id_type: taxIdType,
          tax_id: taxId,
          legal_name: legalName,
          owner_email: email,
        })
        .returning({ id: accounts.id });
      await tx
        .insert(memberships)
        .values({ user_id: user!.id, account_id: account!.id, role: 'ACCOUNT_ADMIN', status: 'ENABLED' });
      const token = await issueLink(tx as unknown as Db, 'EMAIL_CONFIRMATION', user!.id, account!.id);
      await queueMail(tx as unknown as Db, {
        to: email,
        template: 'email-confirmation',
        language: input.language,
        content: EMAIL_CONFIRMATION_MAIL,
        vars: { name, organisation: legalName },
        link: `${publicUrl}/auth/email-confirmation?token=${encodeURIComponent(token)}`,
      });
      return { userId: user!.id, accountId: account!.id, email };
    });
  } catch (error) {
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    if (violation.constraint.includes('email'))
      throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, [{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }]);
    throw new AppError('ACCOUNT_ALREADY_EXISTS', undefined, [{ field: 'taxId', code: 'ACCOUNT_ALREADY_EXISTS' }]);
  }
}
