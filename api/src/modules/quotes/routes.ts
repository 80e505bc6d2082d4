// The customer's quotes (issue 12): the list grouped by the UI (searching, available, being
// issued, expired) with the declined products; one quote; its proposal PDF; selecting an option;
// evidence against its subjectivities. Expiry runs as a job (expire-quotes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  BROKER_FILE_MAX_BYTES,
  brokerFileProblem,
  cleanFileName,
  isLanguage,
  LANGUAGES,
  sniffFileType,
} from '@platform/domain';
import { accounts, quoteEvidence } from '../../db/schema';
import { sendAttachment } from '../../lib/attachment';
import { AppError, forbidden } from '../../lib/errors';
import { principalOf } from '../../lib/auth/principal';
import { AccountHeader, bearer, IdParams, FileDownload, withErrors } from '../../lib/schemas';
import { maySelect, quoteAccessGuard, quoteAccessOf } from './access';
import brokerRoutes from './broker-routes';
import { EXPIRE_QUOTES_CRON, EXPIRE_QUOTES_JOB, expireQuotes } from './expire-quotes';
import { renderProposalPdf } from './proposal-pdf';
import { listQuotes, quoteView } from './queries';
import { EvidenceQuery, Quote, QuoteList } from './schemas';
import { selectQuote } from './select-quote';

const ProposalQuery = Type.Object({ language: Type.Optional(Type.Enum([...LANGUAGES])) });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const quoteGuard = [app.authenticate, quoteAccessGuard(db)];

  app.jobs.define({
    name: EXPIRE_QUOTES_JOB,
    cron: EXPIRE_QUOTES_CRON,
    run: async (job) => {
      const ids = await expireQuotes(job.database.db);
      if (ids.length) job.log.info({ quotes: ids.length }, 'quotes expired');
    },
  });

  // The broker of record's list of a customer company's quotes (broker-routes.ts).
  await app.register(brokerRoutes);

  app.get(
    '/quotes',
    {
      schema: {
        operationId: 'listQuotes',
        tags: ['quotes'],
        summary: 'Quotes of the current account, and the products underwriting declined',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(QuoteList),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => listQuotes(db, request.accountId!),
  );

  app.get(
    '/quotes/:id',
    {
      schema: {
        operationId: 'getQuote',
        tags: ['quotes'],
        summary: 'One quote option: its account people and broker of record',
        security: bearer,
        params: IdParams,
        response: withErrors(Quote),
      },
      preValidation: quoteGuard,
    },
    async (request) => quoteView(db, quoteAccessOf(request).quote),
  );

  app.get(
    '/quotes/:id/proposal.pdf',
    {
      schema: {
        operationId: 'downloadQuoteProposal',
        tags: ['quotes'],
        summary: "The quote's proposal as a PDF, in the language asked for or the user's",
        security: bearer,
        params: IdParams,
        querystring: ProposalQuery,
        response: withErrors(FileDownload),
      },
      preValidation: quoteGuard,
    },
    async (request, reply) => {
      const { quote } = quoteAccessOf(request);
      const fromLocale = principalOf(request).user.locale.slice(0, 2);
      const language = request.query.language ?? (isLanguage(fromLocale) ? fromLocale : 'pt');
      const [company] = await db
        .select({
          legal_name: accounts.legal_name,
          tax_id_type: accounts.tax_id_type,
          tax_id: accounts.tax_id,
          country: accounts.country,
        })
        .from(accounts)
        .where(eq(accounts.id, quote.account_id));
      const pdf = await renderProposalPdf(quote, company!, language);
      return sendAttachment(reply, { body: pdf, contentType: 'application/pdf', fileName: `proposal-${quote.id}.pdf` });
    },
  );

  app.post(
    '/quotes/:id/select',
    {
      schema: {
        operationId: 'selectQuote',
        tags: ['quotes'],
        summary:
          'Selects this option for checkout (idempotent); another selected option of the same product and form goes back to available',
        security: bearer,
        params: IdParams,
        response: withErrors(Quote),
      },
      preValidation: quoteGuard,
    },
    async (request) => {
      const { quote, role } = quoteAccessOf(request);
      if (!maySelect(role)) throw forbidden();
      const selected = await selectQuote(db, quote.id, principalOf(request).user.id);
      return quoteView(db, selected);
    },
  );

  // A little over the limit reaches the handler (FILE_TOO_LARGE with the field); far over it, 413.
  const bodyLimit = BROKER_FILE_MAX_BYTES + 64 * 1024;
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/quotes/:id/evidence',
    {
      schema: {
        operationId: 'uploadQuoteEvidence',
        tags: ['quotes'],
        summary:
          'Uploads evidence for one subjectivity of the quote (raw body, PDF/PNG/JPEG, 5 MB at most); answers the quote',
        security: bearer,
        params: IdParams,
        querystring: EvidenceQuery,
        response: withErrors(Quote),
      },
      bodyLimit,
      preValidation: quoteGuard,
    },
    async (request) => {
      const { quote } = quoteAccessOf(request);
      const { subjectivity, file_name } = request.query;
      if (!quote.subjectivities.some((item) => item.code === subjectivity))
        throw new AppError('VALIDATION_FAILED', 'The quote has no such subjectivity.', [
          { field: 'subjectivity', code: 'VALIDATION_FAILED' },
        ]);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const problem = brokerFileProblem(bytes.length, bytes.subarray(0, 16));
      if (problem) throw new AppError(problem, undefined, [{ field: subjectivity, code: problem }]);
      await db.insert(quoteEvidence).values({
        quote_id: quote.id,
        subjectivity,
        file_name: cleanFileName(file_name),
        content_type: sniffFileType(bytes)!,
        size: bytes.length,
        content: new Uint8Array(bytes),
        uploaded_by: principalOf(request).user.id,
      });
      return quoteView(db, quote);
    },
  );
};

export default routes;
