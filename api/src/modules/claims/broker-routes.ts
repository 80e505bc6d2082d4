// The broker of record reads its customer companies' claims (read only): the list, one claim with
// its timeline and documents, and a document. Another broker's company, or a claim of another
// company, is told it does not exist (docs/broker-book.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { brokerOfRecordAccount } from '../../lib/auth/account-access';
import { bearer, ListOf, Uuid, FileDownload, withErrors } from '../../lib/schemas';
import { claimFileRow, sendClaimFile } from './claim-file-download';
import { claimDetail, claimRow, listClaims } from './queries';
import { Claim, ClaimDetail, ClaimListQuery } from './schemas';

const CompanyParams = Type.Object({ id: Uuid });
const CompanyClaimParams = Type.Object({ id: Uuid, claimId: Uuid });
const CompanyClaimFileParams = Type.Object({ id: Uuid, claimId: Uuid, fileId: Uuid });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [app.authenticate, app.requireBroker];
  const db = () => app.database.db;
  const tags = ['broker'];

  app.get(
    '/broker/companies/:id/claims',
    {
      schema: {
        operationId: 'listBrokerCompanyClaims',
        tags,
        summary: 'Claims of one customer company of the caller’s broker, last updated first',
        security: bearer,
        params: CompanyParams,
        querystring: ClaimListQuery,
        response: withErrors(ListOf(Claim, 'BrokerClaimList')),
      },
      preValidation: guard,
    },
    async (request) => {
      const accountId = await brokerOfRecordAccount(db(), request, request.params.id);
      return {
        items: (await listClaims(db(), accountId, request.query.status)).map(
          ({ company_name: _company, ...claim }) => claim,
        ),
      };
    },
  );

  app.get(
    '/broker/companies/:id/claims/:claimId',
    {
      schema: {
        operationId: 'getBrokerCompanyClaim',
        tags,
        summary: 'One claim of a customer company of the caller’s broker, with its timeline and documents (read only)',
        security: bearer,
        params: CompanyClaimParams,
        response: withErrors(ClaimDetail),
      },
      preValidation: guard,
    },
    async (request) => {
      const accountId = await brokerOfRecordAccount(db(), request, request.params.id);
      // The broker follows the claim; answering and deciding belong to the customer and operations.
      return { ...(await claimDetail(db(), request.params.claimId, 'CUSTOMER', accountId)), allowed_events: [] };
    },
  );

  app.get(
    '/broker/companies/:id/claims/:claimId/files/:fileId',
    {
      schema: {
        operationId: 'downloadBrokerCompanyClaimFile',
        tags,
        summary: 'One document of a claim of a customer company of the caller’s broker',
        security: bearer,
        params: CompanyClaimFileParams,
        response: withErrors(FileDownload),
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const accountId = await brokerOfRecordAccount(db(), request, request.params.id);
      const claim = await claimRow(db(), request.params.claimId, accountId);
      return sendClaimFile(reply, await claimFileRow(db(), claim.id, request.params.fileId));
    },
  );
};

export default routes;
