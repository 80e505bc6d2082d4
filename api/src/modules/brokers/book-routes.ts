// The broker's book (broker/index): one page of customer companies, searched, filtered, sorted and
// paged on the server, and the same selection as a CSV attachment (docs/broker-book.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isLanguage } from '@platform/domain';
import { principalOf } from '../../lib/auth/principal';
import { bearer, FileDownload, withErrors } from '../../lib/schemas';
import { bookCompany, filterOf, listBook } from './book';
import { bookCsv } from './book-csv';
import { bookPage } from './book-queries';
import { BookExportQuery, BookPage, BookQuery } from './book-schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [app.authenticate, app.requireBroker];

  app.get(
    '/broker/companies',
    {
      schema: {
        operationId: 'listBrokerCompanies',
        tags: ['broker'],
        summary: 'One page of the caller’s book: customer companies with their broker-side status per product',
        security: bearer,
        querystring: BookQuery,
        response: withErrors(BookPage),
      },
      preValidation: guard,
    },
    async (request) => listBook(app.database.db, principalOf(request).broker!.id, request.query),
  );

  app.get(
    '/broker/companies/export.csv',
    {
      schema: {
        operationId: 'exportBrokerCompanies',
        tags: ['broker'],
        summary: 'The book’s companies that match the search and filters, as a CSV attachment',
        security: bearer,
        querystring: BookExportQuery,
        response: withErrors(FileDownload),
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const fromLocale = principal.user.locale.slice(0, 2);
      const language = request.query.language ?? (isLanguage(fromLocale) ? fromLocale : 'pt');
      const rows = await bookPage(app.database.db, principal.broker!.id, filterOf(request.query), null, null);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="book.csv"')
        .header('x-content-type-options', 'nosniff')
        .send(bookCsv(rows.map(bookCompany), language));
    },
  );
};

export default routes;
