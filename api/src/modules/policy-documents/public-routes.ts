// The public certificate (public/policy?c=<code>): no account, the random code is the only key.
// Rate-limited per client address (CERTIFICATE_RATE_LIMIT) so codes cannot be walked; an unknown
// code and a malformed one answer the same NOT_FOUND; a revoked one says only that it is revoked.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppConfig } from '../../config';
import { notFound } from '../../lib/errors';
import { FileDownload, withErrors } from '../../lib/schemas';
import { certificateByCode, certificateUrl, publicCertificate } from './certificates';
import { renderCertificatePdf } from './certificate-pdf';
import { CodeParams, LanguageQuery, PublicCertificate } from './schemas';

const tags = ['certificates'];

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const db = () => app.database.db;
  const rateLimit = { ...config.certificateRateLimit, groupId: 'public-certificates' };

  app.get(
    '/public/certificates/:code',
    {
      schema: {
        operationId: 'getPublicCertificate',
        tags,
        summary: 'A certificate as anyone with its address reads it, with whether the policy is in force today',
        params: CodeParams,
        response: withErrors(PublicCertificate),
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const row = await certificateByCode(db(), request.params.code);
      if (!row) throw notFound();
      // "In force" is today's answer: never kept by a cache.
      reply.header('cache-control', 'no-store');
      if (row.revoked_at)
        return { status: 'REVOKED' as const, revoked_at: row.revoked_at.toISOString(), certificate: null };
      return {
        status: 'VALID' as const,
        revoked_at: null,
        certificate: await publicCertificate(db(), row, config.publicUrl),
      };
    },
  );

  app.get(
    '/public/certificates/:code/document.pdf',
    {
      schema: {
        operationId: 'downloadPublicCertificate',
        tags,
        summary: 'The certificate as a PDF with its QR code; a revoked or unknown one is NOT_FOUND',
        params: CodeParams,
        querystring: LanguageQuery,
        response: withErrors(FileDownload),
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const row = await certificateByCode(db(), request.params.code);
      if (!row || row.revoked_at) throw notFound();
      const view = await publicCertificate(db(), row, config.publicUrl);
      const pdf = await renderCertificatePdf(
        view,
        certificateUrl(config.publicUrl, row.public_code),
        request.query.language ?? 'pt',
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${view.policy_number}.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};

export default routes;
