// The legal signatory's signature (issue 12 part 5, docs/checkout.md). Sending a checkout mails a
// link (the raw token travels only in the mail; the database keeps its SHA-256) to the public
// signing page; the signatory asks for a one-time code by e-mail, consents, types their name and
// signs. The stored evidence is the proposal as sent (and its SHA-256) plus the signed document
// with its evidence page. A new link, or a change of the checkout, voids the earlier link.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { nextCheckoutStatus, nextQuoteStatus, type Language, type QuoteStatus } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, checkouts, quotes, signatureRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { openPreBindSubjectivities } from '../quotes';
import { queueMail } from '../../lib/mail/outbox';
import { proposalDataOf, type CheckoutRow } from './proposal-data';
import { proposalPdf, sha256, signedPdf } from './proposal-document';
import type { SignatureProvider } from './provider';
import { SIGNATURE_CODE_MAIL } from './signature-mail';

export type SignatureRow = typeof signatureRequests.$inferSelect;

/** How long a signing link works. */
export const SIGNATURE_LINK_DAYS = 7;
/** How long a one-time code works, how many wrong tries it survives, and how many codes a link may ask for. */
export const CODE_MINUTES = 10;
export const CODE_ATTEMPTS = 5;
export const CODES_PER_LINK = 5;

const PRODUCT_NAMES: Record<Language, Record<string, string>> = {
  pt: { D_AND_O: 'D&O', E_AND_O: 'RC Profissional', CYBER: 'Riscos Cibernéticos' },
  en: { D_AND_O: 'D&O', E_AND_O: 'Professional liability', CYBER: 'Cyber' },
  es: { D_AND_O: 'D&O', E_AND_O: 'RC Profesional', CYBER: 'Riesgos cibernéticos' },
};

export const hashSignatureToken = (token: string) => createHash('sha256').update(token).digest('hex');
const hashCode = (requestId: string, code: string) => createHash('sha256').update(`${requestId}:${code}`).digest();

/** Voids the checkout's links still waiting for a signature, and its signature if it has one. */
export async function voidSignatures(db: Db, checkoutId: string) {
  await db
    .update(signatureRequests)
    .set({ status: 'VOIDED', voided_at: new Date() })
    .where(and(eq(signatureRequests.checkout_id, checkoutId), sql`${signatureRequests.status} <> 'VOIDED'`));
}

/** The checkout's newest link, whatever its state (what the checkout screen shows). */
export async function latestSignature(db: Db, checkoutId: string): Promise<SignatureRow | null> {
  const [row] = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.checkout_id, checkoutId))
    .orderBy(sql`${signatureRequests.created_at} DESC`)
    .limit(1);
  return row ?? null;
}

/**
 * Sends `checkout` (locked by the caller's transaction, at the version the caller checked) to its
 * signatory: voids earlier links, stores the proposal as sent, hands it to the provider, and moves
 * the checkout to PENDING_SIGNATURE. Returns the checkout as saved.
 */
export async function requestSignature(
  tx: Db,
  checkout: CheckoutRow,
  {
    provider,
    userId,
    sender,
    publicUrl,
  }: { provider: SignatureProvider; userId: string; sender: string; publicUrl: string },
): Promise<CheckoutRow> {
  const next = nextCheckoutStatus(checkout.status, 'SEND_FOR_SIGNATURE', 'APPLICANT');
  if (!next) throw new AppError(checkout.status === 'SIGNED' ? 'CHECKOUT_LOCKED' : 'TRANSITION_NOT_ALLOWED');
  // A quote with open pre-bind conditions cannot be signed (issue 12): its evidence comes first.
  if (await openPreBindSubjectivities(tx, checkout.quote_id)) throw new AppError('SUBJECTIVITIES_OPEN');
  await voidSignatures(tx, checkout.id);
  const [saved] = await tx
    .update(checkouts)
    .set({ status: next, version: checkout.version + 1, updated_at: new Date() })
    .where(eq(checkouts.id, checkout.id))
    .returning();
  const now = new Date();
  const language = saved!.language as Language;
  const proposal = await proposalPdf(await proposalDataOf(tx, saved!, now), language);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SIGNATURE_LINK_DAYS * 24 * 3600_000);
  const [request] = await tx
    .insert(signatureRequests)
    .values({
      checkout_id: saved!.id,
      checkout_version: saved!.version,
      provider: provider.name,
      token_hash: hashSignatureToken(token),
      signer_name: saved!.signer_name,
      signer_email: saved!.signer_email,
      language,
      expires_at: expiresAt,
      proposal_document: proposal,
      proposal_sha256: sha256(proposal),
      created_by: userId,
      created_at: now,
    })
    .returning();
  const [account] = await tx
    .select({ name: accounts.legal_name })
    .from(accounts)
    .where(eq(accounts.id, saved!.account_id));
  const { reference } = await provider.send(tx, {
    requestId: request!.id,
    token,
    signerName: saved!.signer_name,
    signerEmail: saved!.signer_email,
    language,
    company: account!.name,
    product: PRODUCT_NAMES[language][saved!.product] ?? saved!.product,
    sender,
    expiresAt,
    proposal,
    publicUrl,
  });
  if (reference)
    await tx
      .update(signatureRequests)
      .set({ provider_reference: reference })
      .where(eq(signatureRequests.id, request!.id));
  return saved!;
}

/** The link a token opens, while it may still be used or to show it was signed; anything else is SIGNATURE_LINK_INVALID. */
export async function signatureForToken(db: Db, token: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.token_hash, hashSignatureToken(token)));
  const [request] = lock ? await query.for('update') : await query;
  if (!request || request.status === 'VOIDED') throw new AppError('SIGNATURE_LINK_INVALID');
  if (request.status === 'PENDING' && request.expires_at.getTime() <= Date.now())
    throw new AppError('SIGNATURE_LINK_INVALID');
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, request.checkout_id));
  if (!checkout) throw new AppError('SIGNATURE_LINK_INVALID');
  return { request, checkout };
}

/** Mails a new one-time code (the earlier one stops working). */
export async function sendSignatureCode(db: Db, token: string) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { request, checkout } = await signatureForToken(tx, token, { lock: true });
    if (request.status !== 'PENDING') throw new AppError('TRANSITION_NOT_ALLOWED');
    if (request.codes_sent >= CODES_PER_LINK) throw new AppError('SIGNATURE_CODE_LIMIT');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(Date.now() + CODE_MINUTES * 60_000);
    await tx
      .update(signatureRequests)
      .set({
        code_hash: hashCode(request.id, code).toString('hex'),
        code_expires_at: expiresAt,
        code_attempts: 0,
        codes_sent: request.codes_sent + 1,
      })
      .where(eq(signatureRequests.id, request.id));
    const [account] = await tx
      .select({ name: accounts.legal_name })
      .from(accounts)
      .where(eq(accounts.id, checkout.account_id));
    await queueMail(tx, {
      to: request.signer_email,
      template: 'signature-code',
      language: request.language as Language,
      content: SIGNATURE_CODE_MAIL,
      vars: { code, company: account!.name, minutes: String(CODE_MINUTES) },
    });
    return { code_expires_at: expiresAt.toISOString(), codes_left: CODES_PER_LINK - request.codes_sent - 1 };
  });
}

/** Names compared as people type them: case, accents and spacing aside. */
export const sameName = (a: string, b: string) => {
  const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
};

export interface SignInput {
  code: string;
  name: string;
  ip: string;
  userAgent: string;
}

type SignOutcome = { kind: 'signed'; request: SignatureRow; checkout: CheckoutRow } | { kind: 'wrong-code' };

/**
 * Signs: the code, the typed name, then the evidence and the signed document; the checkout becomes
 * SIGNED and the quote BEING_ISSUED. Signing a signed link again answers the same signature
 * (idempotent); a wrong code counts against the code's tries even though the call fails.
 */
export async function signWithCode(db: Db, token: string, input: SignInput) {
  const outcome: SignOutcome = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { request, checkout } = await signatureForToken(tx, token, { lock: true });
    if (request.status === 'SIGNED') return { kind: 'signed', request, checkout };
    const [locked] = await tx.select().from(checkouts).where(eq(checkouts.id, checkout.id)).for('update');
    if (locked!.status !== 'PENDING_SIGNATURE' || locked!.version !== request.checkout_version)
      throw new AppError('SIGNATURE_LINK_INVALID');
    const now = new Date();
    if (
      !request.code_hash ||
      !request.code_expires_at ||
      request.code_expires_at <= now ||
      request.code_attempts >= CODE_ATTEMPTS
    )
      throw new AppError('SIGNATURE_CODE_EXPIRED');
    const given = hashCode(request.id, input.code.trim());
    if (!timingSafeEqual(given, Buffer.from(request.code_hash, 'hex'))) {
      await tx
        .update(signatureRequests)
        .set({ code_attempts: request.code_attempts + 1 })
        .where(eq(signatureRequests.id, request.id));
      return { kind: 'wrong-code' };
    }
    if (!sameName(input.name, request.signer_name))
      throw new AppError('SIGNATURE_NAME_MISMATCH', undefined, [{ field: 'name', code: 'SIGNATURE_NAME_MISMATCH' }]);

    const checkoutNext = nextCheckoutStatus(locked!.status, 'SIGN', 'SIGNATORY');
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, locked!.quote_id)).for('update');
    const quoteNext = nextQuoteStatus(quote!.status as QuoteStatus, 'SIGN', 'SIGNATORY');
    if (!checkoutNext || !quoteNext) throw new AppError('TRANSITION_NOT_ALLOWED');
    const language = request.language as Language;
    const document = await signedPdf(await proposalDataOf(tx, locked!, request.created_at), language, {
      proposalSha256: request.proposal_sha256,
      signedName: input.name.trim(),
      signerEmail: request.signer_email,
      signedAt: now,
      ip: input.ip,
      userAgent: input.userAgent,
      codeVerifiedAt: now,
      provider: request.provider,
      requestId: request.id,
    });
    const [signed] = await tx
      .update(signatureRequests)
      .set({
        status: 'SIGNED',
        signed_at: now,
        signed_name: input.name.trim(),
        signer_ip: input.ip,
        signer_user_agent: input.userAgent.slice(0, 500),
        signed_document: document,
        signed_sha256: sha256(document),
        code_hash: null,
      })
      .where(eq(signatureRequests.id, request.id))
      .returning();
    const [savedCheckout] = await tx
      .update(checkouts)
      .set({ status: checkoutNext, version: locked!.version + 1, updated_at: now })
      .where(eq(checkouts.id, locked!.id))
      .returning();
    await tx.update(quotes).set({ status: quoteNext }).where(eq(quotes.id, quote!.id));
    return { kind: 'signed', request: signed!, checkout: savedCheckout! };
  });
  if (outcome.kind === 'wrong-code')
    throw new AppError('SIGNATURE_CODE_INVALID', undefined, [{ field: 'code', code: 'SIGNATURE_CODE_INVALID' }]);
  return outcome;
}
