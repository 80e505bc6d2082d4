// The customer's claims: list (claims/home), report (claims/create), detail with its timeline and
// documents (claims/detail/{id}), and adding information when operations ask for it; the broker of
// record reads its companies' claims (broker-routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../lib/auth/principal';
import { AccountHeader, bearer, IdParams, ListOf, withErrors } from '../../lib/schemas';
import type { AppConfig } from '../../config';
import brokerRoutes from './broker-routes';
import fileRoutes from './file-routes';
import { moveClaim } from './move-claim';
import operationsRoutes from './operations-routes';
import { claimDetail, listClaims } from './queries';
import { reportClaim } from './report-claim';
import { Claim, ClaimDetail, ClaimInformationBody, ClaimListQuery, ClaimReportBody } from './schemas';
import { tellClaimChanged } from './tell-claim';

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const guard = [app.authenticate, app.requireCustomer];
  const db = () => app.database.db;

  app.get(
    '/claims',
    {
      schema: {
        operationId: 'listClaims',
        tags: ['claims'],
        summary: 'Claims of the current account, last updated first (optionally by status)',
        security: bearer,
        headers: AccountHeader,
        querystring: ClaimListQuery,
        response: withErrors(ListOf(Claim, 'ClaimList')),
      },
      preValidation: guard,
    },
    async (request) => ({
      items: (await listClaims(db(), request.accountId!, request.query.status)).map(
        ({ company_name: _company, ...claim }) => claim,
      ),
    }),
  );

  app.post(
    '/claims',
    {
      schema: {
        operationId: 'reportClaim',
        tags: ['claims'],
        summary: 'Reports a claim on one of the account’s policies; the same request_key again answers the same claim',
        security: bearer,
        headers: AccountHeader,
        body: ClaimReportBody,
        response: withErrors(ClaimDetail),
      },
      preValidation: guard,
    },
    async (request) => {
      const accountId = request.accountId!;
      const { id, created } = await reportClaim(
        db(),
        { accountId, userId: principalOf(request).user.id },
        request.body,
        config.publicUrl,
      );
      const claim = await claimDetail(db(), id, 'CUSTOMER', accountId);
      if (created) await tellClaimChanged(app, { accountId, id, version: claim.version });
      return claim;
    },
  );

  app.get(
    '/claims/:id',
    {
      schema: {
        operationId: 'getClaim',
        tags: ['claims'],
        summary: 'One claim of the current account, with its timeline and documents',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        response: withErrors(ClaimDetail),
      },
      preValidation: guard,
    },
    async (request) => claimDetail(db(), request.params.id, 'CUSTOMER', request.accountId!),
  );

  app.post(
    '/claims/:id/information',
    {
      schema: {
        operationId: 'addClaimInformation',
        tags: ['claims'],
        summary: 'The customer adds information (answers what operations asked for)',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        body: ClaimInformationBody,
        response: withErrors(ClaimDetail),
      },
      preValidation: guard,
    },
    async (request) => {
      const accountId = request.accountId!;
      const id = request.params.id;
      const moved = await moveClaim(
        db(),
        {
          claimId: id,
          accountId,
          actor: 'CUSTOMER',
          userId: principalOf(request).user.id,
          event: 'ADD_INFORMATION',
          message: request.body.message,
          version: request.body.version,
        },
        config.publicUrl,
        () => claimDetail(db(), id, 'CUSTOMER', accountId),
      );
      await tellClaimChanged(app, { accountId, id, version: moved.version });
      return claimDetail(db(), id, 'CUSTOMER', accountId);
    },
  );

  await app.register(fileRoutes);
  await app.register(brokerRoutes);
  await app.register(operationsRoutes, { config });
};

export default routes;
