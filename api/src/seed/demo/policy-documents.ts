// The demo's policy documents (issue 24, docs/certificates.md), called from demo.ts with one line.
// The demo customer's active D&O policy (701) gets what a policy bought on the platform has: the
// quote option it was bound on (its wording), its checkout and the proposal its legal signatory
// signed, with the evidence page; and a certificate for a client, at a fixed public address so the
// README can point at it. Ids in the block 4730xxx. Idempotent: existing rows are left as they are.
import { and, eq, isNull } from 'drizzle-orm';
import { brazilTaxLines, checkoutSummary, fromCents, toCents } from '@platform/domain';
import type { Db } from '../../db/connection';
import { checkouts, policies, policyCertificates, quotes, signatureRequests } from '../../db/schema';
import { proposalDataOf, proposalPdf, sha256, signedPdf } from '../../modules/signatures';
import { ACCOUNT_IDS } from './accounts';
import { day, id } from './ids';

export const DEMO_POLICY_DOCUMENTS = {
  policy: id(701),
  quote: id(4730001),
  checkout: id(4730002),
  signature: id(4730003),
  certificate: id(4730010),
  /** public/policy?c=Demo-Certificado-701Ab: the demo certificate's page, no sign-in. */
  certificateCode: 'Demo-Certificado-701Ab',
} as const;

export async function seedDemoPolicyDocuments(tx: Db, now: Date): Promise<void> {
  const ids = DEMO_POLICY_DOCUMENTS;
  const [policy] = await tx.select().from(policies).where(eq(policies.id, ids.policy));
  if (!policy) return;
  const signedAt = new Date(new Date(`${policy.effective_date}T12:00:00Z`).getTime() - 3 * day);
  if (!policy.checkout_id) {
    const [quote] = await tx
      .insert(quotes)
      .values({
        id: ids.quote,
        account_id: ACCOUNT_IDS.demo,
        product: 'D_AND_O',
        insurer: policy.insurer,
        coverage_limit: policy.coverage_limit,
        gross_premium: '12000.00',
        retention: 'R_25K',
        status: 'ISSUED',
        recommended: true,
        expires_at: new Date(signedAt.getTime() + 20 * day),
        selected_at: new Date(signedAt.getTime() - day),
        coverages: ['DIRECTORS_PERSONAL_LIABILITY', 'COMPANY_REIMBURSEMENT', 'DEFENCE_COSTS'],
        sublimits: [{ coverage: 'DEFENCE_COSTS', share: 0.5 }],
        exclusions: ['DISHONEST_ACTS', 'PRIOR_KNOWN_CIRCUMSTANCES', 'BODILY_INJURY'],
        subjectivities: [{ code: 'FINANCIAL_STATEMENTS', due: 'AFTER_BINDING' }],
        territorial_scope: 'WORLDWIDE_EXCEPT_US_CANADA',
        retroactive_date: `${Number(policy.effective_date.slice(0, 4)) - 3}${policy.effective_date.slice(4)}`,
        insurance_code: '15414.900456/2025-71',
      })
      .onConflictDoNothing()
      .returning();
    const summary = checkoutSummary(toCents('12000.00'), 4);
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        id: ids.checkout,
        account_id: ACCOUNT_IDS.demo,
        quote_id: ids.quote,
        product: 'D_AND_O',
        status: 'ISSUED',
        start_date: policy.effective_date,
        end_date: policy.expiry_date,
        signer_type: 'LEGAL_REPRESENTATIVE',
        signer_name: 'Carla Souza',
        signer_email: 'cliente@demo.local',
        admin_name: 'Carla Souza',
        admin_email: 'cliente@demo.local',
        instalments: 4,
        gross_premium: '12000.00',
        iof: fromCents(summary.iof),
        tax: fromCents(summary.iof),
        taxes: brazilTaxLines(summary.iof),
        interest: fromCents(summary.interest),
        total_premium: fromCents(summary.totalPremium),
        instalment_amount: fromCents(summary.instalments.at(-1)!.amount),
        created_at: new Date(signedAt.getTime() - day),
      })
      .onConflictDoNothing()
      .returning();
    if (quote && checkout) {
      const data = await proposalDataOf(tx, checkout, new Date(signedAt.getTime() - 60 * 60_000));
      const proposal = await proposalPdf(data, 'pt');
      const signed = await signedPdf(data, 'pt', {
        proposalSha256: sha256(proposal),
        signedName: checkout.signer_name,
        signerEmail: checkout.signer_email,
        signedAt,
        ip: '203.0.113.24',
        userAgent: 'Mozilla/5.0 (demo)',
        codeVerifiedAt: signedAt,
        provider: 'builtin',
        requestId: ids.signature,
      });
      await tx
        .insert(signatureRequests)
        .values({
          id: ids.signature,
          checkout_id: ids.checkout,
          checkout_version: 1,
          token_hash: sha256(Buffer.from(`demo-signed-${ids.signature}`)),
          signer_name: checkout.signer_name,
          signer_email: checkout.signer_email,
          status: 'SIGNED',
          expires_at: new Date(signedAt.getTime() + 7 * day),
          proposal_document: proposal,
          proposal_sha256: sha256(proposal),
          signed_at: signedAt,
          signed_name: checkout.signer_name,
          signer_ip: '203.0.113.24',
          signer_user_agent: 'Mozilla/5.0 (demo)',
          signed_document: signed,
          signed_sha256: sha256(signed),
          created_at: new Date(signedAt.getTime() - 60 * 60_000),
        })
        .onConflictDoNothing();
      await tx
        .update(policies)
        .set({ quote_id: ids.quote, checkout_id: ids.checkout, retention: 'R_25K' })
        .where(and(eq(policies.id, ids.policy), isNull(policies.checkout_id)));
    }
  }
  await tx
    .insert(policyCertificates)
    .values({
      id: ids.certificate,
      policy_id: ids.policy,
      account_id: ACCOUNT_IDS.demo,
      public_code: ids.certificateCode,
      holder_name: 'Banco Parceiro S.A.',
      created_at: new Date(now.getTime() - 2 * day),
    })
    .onConflictDoNothing();
}
