// The policy's full wording (dashboard/policies/detail/{id}/more-info): the terms of the quote
// option it was bound on, and the proposal its legal signatory signed, with the evidence's hash.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accounts, quotes, signatureRequests } from '../../db/schema';
import { quoteView } from '../quotes';
import type { PolicyRow } from './access';

export async function policyWording(db: Db, policy: PolicyRow) {
  const [account] = await db
    .select({ legal_name: accounts.legal_name })
    .from(accounts)
    .where(eq(accounts.id, policy.account_id));
  const [quote] = policy.quote_id ? await db.select().from(quotes).where(eq(quotes.id, policy.quote_id)) : [];
  const terms = quote ? await quoteView(db, quote) : null;
  const [signature] = policy.checkout_id
    ? await db
        .select()
        .from(signatureRequests)
        .where(and(eq(signatureRequests.checkout_id, policy.checkout_id), eq(signatureRequests.status, 'SIGNED')))
        .orderBy(desc(signatureRequests.signed_at))
        .limit(1)
    : [];
  return {
    id: policy.id,
    policy_number: policy.policy_number,
    product: policy.product,
    status: policy.status,
    insurer: policy.insurer,
    insured_name: account?.legal_name ?? '',
    effective_date: policy.effective_date,
    expiry_date: policy.expiry_date,
    coverage_limit: policy.coverage_limit,
    currency: policy.currency,
    retention: policy.retention ?? terms?.retention ?? null,
    terms: terms && {
      coverages: terms.coverages,
      sublimits: terms.sublimits,
      exclusions: terms.exclusions,
      subjectivities: terms.subjectivities.map(({ code, due }) => ({ code, due })),
      territorial_scope: terms.territorial_scope,
      retroactive_date: terms.retroactive_date,
      insurance_code: terms.insurance_code,
    },
    signed_proposal:
      signature?.signed_at && signature.signed_sha256
        ? {
            checkout_id: signature.checkout_id,
            signed_at: signature.signed_at.toISOString(),
            signed_name: signature.signed_name ?? signature.signer_name,
            document_sha256: signature.signed_sha256,
          }
        : null,
  };
}
