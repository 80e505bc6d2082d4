// Sign-up: one transaction creates the user (waiting for e-mail confirmation), the account (the
// tenant), the administrator membership and the confirmation mail, so a failure leaves nothing.
import { and, eq } from 'drizzle-orm';
import {
  checkTaxId,
  emailProblem,
  isTaxIdTypeOf,
  passwordProblem,
  type Country,
  type Language,
  type TaxIdType,
} from '@platform/domain';
import { hashPassword } from '../../lib/auth/passwords';
import type { Db } from '../../db/connection';
import { accounts, memberships, users } from '../../db/schema';
import { AppError, type ErrorDetail } from '../../lib/errors';
import { queueMail } from '../../lib/mail/outbox';
import { EMAIL_CONFIRMATION_MAIL } from './email-confirmation-mail';
import { issueLink } from './account-links';

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
export function signUpProblems(input: SignUpInput): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (!input.name.trim()) details.push({ field: 'name', code: 'VALIDATION_FAILED', message: 'required' });
  const email = emailProblem(input.email);
  if (email)
    details.push({
      field: 'email',
      code: email === 'REQUIRED' ? 'VALIDATION_FAILED' : email,
      message: email === 'REQUIRED' ? 'required' : undefined,
    });
  if (input.kind === 'company' && !input.organisation?.trim())
    details.push({ field: 'organisation', code: 'VALIDATION_FAILED', message: 'required' });
  if (!isTaxIdTypeOf(input.country, input.taxIdType))
    details.push({ field: 'taxIdType', code: 'INVALID_TAX_ID', message: `not a tax id type of ${input.country}` });
  else if (!input.taxId.trim()) details.push({ field: 'taxId', code: 'VALIDATION_FAILED', message: 'required' });
  else if (!checkTaxId(input.taxIdType, input.taxId).valid) details.push({ field: 'taxId', code: 'INVALID_TAX_ID' });
  const password = passwordProblem(input.password);
  if (password)
    details.push({
      field: 'password',
      code: password === 'REQUIRED' ? 'VALIDATION_FAILED' : password,
      message: password === 'REQUIRED' ? 'required' : undefined,
    });
  if (!input.termsAccepted)
    details.push({ field: 'termsAccepted', code: 'VALIDATION_FAILED', message: 'the terms must be accepted' });
  return details;
}

/** One problem answers with its own code (INVALID_TAX_ID...); several answer VALIDATION_FAILED. */
export function refuse(details: ErrorDetail[]): AppError {
  const only = details.length === 1 ? details[0]!.code : undefined;
  return new AppError(only && only !== 'VALIDATION_FAILED' ? only : 'VALIDATION_FAILED', undefined, details);
}

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
};

export const localeTagOf = (language: Language, country: Country) => `${language}-${country.toUpperCase()}`;

/** Postgres unique violation (a concurrent sign-up got there first). */
const isUniqueViolation = (error: unknown): error is { constraint?: string } =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

export async function signUp(
  db: Db,
  input: SignUpInput,
  publicUrl: string,
): Promise<{ userId: string; accountId: string; email: string }> {
  const details = signUpProblems(input);
  if (details.length) throw refuse(details);
  const email = input.email.trim().toLowerCase();
  const taxIdType = input.taxIdType as TaxIdType;
  const taxId = checkTaxId(taxIdType, input.taxId).normalized;

  const [existingUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existingUser)
    throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, [{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }]);
  const [existingAccount] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.country, input.country), eq(accounts.tax_id_type, taxIdType), eq(accounts.tax_id, taxId)))
    .limit(1);
  // The tenant exists already: joining it is the administrator's invitation, never a second account.
  if (existingAccount)
    throw new AppError('ACCOUNT_ALREADY_EXISTS', undefined, [{ field: 'taxId', code: 'ACCOUNT_ALREADY_EXISTS' }]);

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
    if (!isUniqueViolation(error)) throw error;
    const constraint = String(
      error.constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint ?? '',
    );
    if (constraint.includes('email'))
      throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, [{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }]);
    throw new AppError('ACCOUNT_ALREADY_EXISTS', undefined, [{ field: 'taxId', code: 'ACCOUNT_ALREADY_EXISTS' }]);
  }
}
