// Certificates of a policy (docs/certificates.md): made for a named holder, read by anyone with the
// public code, revoked by the policyholder. The public view reads the policy live, so "in force"
// is today's answer, never the day the certificate was made.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { formatTaxId, isInForceOn } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, brokerCustomers, brokers, invoices, policies, policyCertificates, quotes } from '../../db/schema';
import { accountToday } from '../../lib/business-day';
import { AppError, notFound, staleVersion } from '../../lib/errors';
import type { PolicyRow } from './access';

export type CertificateRow = typeof policyCertificates.$inferSelect;

/** 128 random bits, base64url (22 characters): the public address cannot be guessed or walked. */
export const newPublicCode = () => randomBytes(16).toString('base64url');
const CODE = /^[A-Za-z0-9_-]{22}$/;

export const certificateUrl = (publicUrl: string, code: string) =>
  `${publicUrl}/public/policy?c=${encodeURIComponent(code)}`;

export const toCertificate = (row: CertificateRow, publicUrl: string) => ({
  id: row.id,
  policy_id: row.policy_id,
  holder_name: row.holder_name,
  status: row.revoked_at ? ('REVOKED' as const) : ('VALID' as const),
  public_url: certificateUrl(publicUrl, row.public_code),
  created_at: row.created_at.toISOString(),
  revoked_at: row.revoked_at?.toISOString() ?? null,
  version: row.version,
});

export const listCertificates = (db: Db, policyId: string) =>
  db
    .select()
    .from(policyCertificates)
    .where(eq(policyCertificates.policy_id, policyId))
    .orderBy(asc(policyCertificates.created_at));

/** An expired policy proves nothing to a new holder: refused, as a certificate would only say "not in force". */
export async function createCertificate(db: Db, policy: PolicyRow, holderName: string, userId: string) {
  const holder = holderName.trim();
  if (!holder)
    throw new AppError('VALIDATION_FAILED', undefined, [{ field: 'holder_name', code: 'VALIDATION_FAILED' }]);
  if (policy.status === 'EXPIRED') throw new AppError('TRANSITION_NOT_ALLOWED');
  const [row] = await db
    .insert(policyCertificates)
    .values({
      policy_id: policy.id,
      account_id: policy.account_id,
      public_code: newPublicCode(),
      holder_name: holder,
      created_by: userId,
    })
    .returning();
  return row!;
}

/** Revoking twice answers the revoked certificate; a stale version is 409 with the certificate as it is. */
export async function revokeCertificate(
  db: Db,
  policyId: string,
  certificateId: string,
  version: number,
  userId: string,
  publicUrl: string,
) {
  const [row] = await db
    .select()
    .from(policyCertificates)
    .where(and(eq(policyCertificates.id, certificateId), eq(policyCertificates.policy_id, policyId)));
  if (!row) throw notFound();
  if (row.revoked_at) return row;
  const [saved] = await db
    .update(policyCertificates)
    .set({ revoked_at: new Date(), revoked_by: userId, version: row.version + 1 })
    .where(and(eq(policyCertificates.id, row.id), eq(policyCertificates.version, version)))
    .returning();
  if (!saved) {
    const [current] = await db.select().from(policyCertificates).where(eq(policyCertificates.id, row.id));
    throw staleVersion(toCertificate(current!, publicUrl));
  }
  return saved;
}

/** The certificate behind a public code, or null: a malformed code is as unknown as a missing one. */
export async function certificateByCode(db: Db, code: string) {
  if (!CODE.test(code)) return null;
  const [row] = await db.select().from(policyCertificates).where(eq(policyCertificates.public_code, code));
  return row ?? null;
}

/** What the public page and its PDF show of a valid certificate. */
export async function publicCertificate(db: Db, row: CertificateRow, publicUrl: string, now = new Date()) {
  const [policy] = await db.select().from(policies).where(eq(policies.id, row.policy_id));
  const [account] = await db.select().from(accounts).where(eq(accounts.id, row.account_id));
  const [broker] = await db
    .select({ name: brokers.legal_name })
    .from(brokerCustomers)
    .innerJoin(brokers, eq(brokers.id, brokerCustomers.broker_id))
    .where(eq(brokerCustomers.account_id, row.account_id))
    .limit(1);
  const [quote] = policy!.quote_id
    ? await db.select({ retroactive_date: quotes.retroactive_date }).from(quotes).where(eq(quotes.id, policy!.quote_id))
    : [];
  const [first] = await db
    .select({ status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.policy_id, policy!.id), eq(invoices.instalment, 1)));
  const today = await accountToday(db, row.account_id, now);
  const inForce = isInForceOn(
    {
      status: policy!.status,
      effectiveDate: policy!.effective_date,
      expiryDate: policy!.expiry_date,
      // A policy recorded without invoices (before issue 12) counts as paid when it is ACTIVE.
      firstInstalmentPaid: first ? first.status === 'PAID' : policy!.status === 'ACTIVE',
    },
    today,
  );
  return {
    holder_name: row.holder_name,
    issued_at: row.created_at.toISOString(),
    insured_name: account!.legal_name,
    tax_id: formatTaxId(account!.tax_id_type, account!.tax_id),
    tax_id_type: account!.tax_id_type,
    country: account!.country,
    insurer: policy!.insurer,
    broker: broker?.name ?? null,
    policy_number: policy!.policy_number,
    product: policy!.product,
    effective_date: policy!.effective_date,
    expiry_date: policy!.expiry_date,
    coverage_limit: policy!.coverage_limit,
    currency: policy!.currency,
    retention: policy!.retention,
    // Every product sold here (D&O, E&O, cyber) is written on a claims-made basis (insurance-model.md).
    claims_made: true,
    retroactive_date: quote?.retroactive_date ?? null,
    in_force: inForce,
    checked_on: today,
    qr_code: await QRCode.toDataURL(certificateUrl(publicUrl, row.public_code), { margin: 1, width: 240 }),
  };
}

export type PublicCertificateView = Awaited<ReturnType<typeof publicCertificate>>;
