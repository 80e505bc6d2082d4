// Cyber assessment reports history of the current account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { RISK_LEVELS } from '@platform/domain';
import { cyberReports } from '../../db/schema';
import { AccountHeader, bearer, IsoDate, IsoDateTime, ListOf, withErrors } from '../../lib/schemas';

export const CyberReport = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    report_date: IsoDate,
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    vulnerability_count: Type.Integer({ minimum: 0 }),
    risk_level: Type.Enum([...RISK_LEVELS]),
    created_at: IsoDateTime,
  },
  { title: 'CyberReport' },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cyber/reports',
    {
      schema: {
        operationId: 'listCyberReports',
        tags: ['cyber'],
        summary: 'Cyber assessment reports of the current account, newest first',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(ListOf(CyberReport, 'CyberReportList')),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const rows = await app.database.db
        .select()
        .from(cyberReports)
        .where(eq(cyberReports.account_id, request.accountId!))
        .orderBy(desc(cyberReports.report_date));
      return { items: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) };
    },
  );
};

export default routes;
