// The legal signatory's public signing page (public/signature?token=): no account, the token of
// the mailed link is the credential. Read the proposal, get a code by e-mail, sign; issuance
// follows at once (policies' issueCheckout).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIVE_TOPICS, type Language } from '@platform/domain';
import { sendAttachment } from '../../lib/attachment';
import { FileDownload, withErrors } from '../../lib/schemas';
import { ISSUE_POLICY_JOB } from '../policies';
import { proposalDataOf } from './proposal-data';
import { SignatureCodeSent, SignatureRequestView, SignedProposal, SignProposal, TokenParams } from './schemas';
import { sendSignatureCode, signatureForToken, signWithCode } from './signature-requests';

const tags = ['signatures'];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  app.get(
    '/signatures/:token',
    {
      schema: {
        operationId: 'getSignatureRequest',
        tags,
        summary:
          'The proposal a signing link asks the signatory to sign; SIGNATURE_LINK_INVALID when unknown, expired or replaced',
        params: TokenParams,
        response: withErrors(SignatureRequestView),
      },
    },
    async (request) => {
      const { request: signature, checkout } = await signatureForToken(db, request.params.token);
      const data = await proposalDataOf(db, checkout, signature.created_at);
      return {
        status: signature.status as 'PENDING' | 'SIGNED',
        language: signature.language as Language,
        signer_name: signature.signer_name,
        signer_email: signature.signer_email,
        company: data.company,
        product: checkout.product,
        insurer: data.insurer,
        coverage_limit: data.coverageLimit,
        retention: data.retention,
        currency: data.currency,
        start_date: data.startDate,
        end_date: data.endDate,
        gross_premium: data.grossPremium,
        interest: data.interest,
        iof: checkout.iof,
        taxes: data.taxes,
        policy_fee: data.policyFee,
        charges: data.charges,
        total_premium: data.totalPremium,
        instalments: data.instalments,
        broker: data.broker,
        proposal_sha256: signature.proposal_sha256,
        expires_at: signature.expires_at.toISOString(),
        code_expires_at: signature.code_expires_at?.toISOString() ?? null,
        signed_at: signature.signed_at?.toISOString() ?? null,
      };
    },
  );

  app.get(
    '/signatures/:token/document',
    {
      schema: {
        operationId: 'downloadSignatureDocument',
        tags,
        summary: 'The proposal as a PDF; once signed, the signed document with its evidence page',
        params: TokenParams,
        response: withErrors(FileDownload),
      },
    },
    async (request, reply) => {
      const { request: signature } = await signatureForToken(db, request.params.token);
      const signed = signature.status === 'SIGNED' && signature.signed_document;
      return sendAttachment(reply.header('cache-control', 'no-store'), {
        body: signed || signature.proposal_document,
        contentType: 'application/pdf',
        fileName: `${signed ? 'signed-proposal' : 'proposal'}-${signature.checkout_id.slice(0, 8)}.pdf`,
        disposition: 'inline',
      });
    },
  );

  app.post(
    '/signatures/:token/code',
    {
      schema: {
        operationId: 'sendSignatureCode',
        tags,
        summary: 'Mails the signatory a one-time code (valid 10 minutes, 5 tries; 5 codes per link)',
        params: TokenParams,
        response: withErrors(SignatureCodeSent),
      },
    },
    async (request) => sendSignatureCode(db, request.params.token),
  );

  app.post(
    '/signatures/:token/sign',
    {
      schema: {
        operationId: 'signProposal',
        tags,
        summary:
          'Signs with the mailed code, consent and the typed name; the policy is issued at once. Signing again answers the same signature',
        params: TokenParams,
        body: SignProposal,
        response: withErrors(SignedProposal),
      },
    },
    async (request) => {
      const { request: signature, checkout } = await signWithCode(db, request.params.token, {
        code: request.body.code,
        name: request.body.name,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      // The customer's open checkout and quotes home show "signed, issuing" without a reload.
      await app.publishLive({ accountId: checkout.account_id, topic: LIVE_TOPICS.quotes, id: checkout.account_id });
      // Automatic issuance (docs/checkout.md), as a job: queued with the signature, run once by one
      // instance; policies.issue-signed retries a checkout left SIGNED. Idempotent, so a signing
      // repeated by a double click queues a job that finds the policy already there.
      if (checkout.status === 'SIGNED')
        await app.jobs
          .send(ISSUE_POLICY_JOB, { checkoutId: checkout.id })
          .catch((error: unknown) =>
            request.log.error({ err: error, checkout: checkout.id }, 'issuance after signature failed'),
          );
      return {
        status: 'SIGNED' as const,
        signed_at: signature.signed_at!.toISOString(),
        document_sha256: signature.signed_sha256!,
      };
    },
  );
};

export default routes;
