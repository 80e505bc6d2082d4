// Operations handle claims: the queue (nearest legal deadline first), one claim and its documents
// (each read written to operations_reads), and moving it along its state machine (start the
// analysis, ask for information, approve, reject). The customers' own routes refuse operations.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { recordOperationsRead } from '../../lib/audit/operations-reads';
import { principalOf } from '../../lib/auth/principal';
import { bearer, IdParams, ListOf, FileDownload, withErrors } from '../../lib/schemas';
import type { AppConfig } from '../../config';
import { moveClaim } from './move-claim';
import { claimFileRow, sendClaimFile } from './claim-file-download';
import { claimDetail, claimRow, listAllClaims } from './queries';
import { Claim, ClaimDetail, ClaimFileParams, ClaimListQuery, ClaimTransitionBody } from './schemas';
import { tellClaimChanged } from './tell-claim';

const OperationsClaim = Type.Object({ ...Claim.properties, company_name: Type.String() }, { title: 'OperationsClaim' });

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const guard = [app.authenticate, app.requireOperations];
  const db = () => app.database.db;

  app.get(
    '/operations/claims',
    {
      schema: {
        operationId: 'listOperationsClaims',
        tags: ['operations'],
        summary: 'Every account’s claims, the nearest legal deadline first (optionally by status)',
        security: bearer,
        querystring: ClaimListQuery,
        response: withErrors(ListOf(OperationsClaim, 'OperationsClaimList')),
      },
      preValidation: guard,
    },
    async (request) => ({ items: await listAllClaims(db(), request.query.status) }),
  );

  app.get(
    '/operations/claims/:id',
    {
      schema: {
        operationId: 'getOperationsClaim',
        tags: ['operations'],
        summary: 'One claim with its timeline, documents and the moves operations may make now',
        security: bearer,
        params: IdParams,
        response: withErrors(ClaimDetail),
      },
      preValidation: guard,
    },
    async (request) => {
      const detail = await claimDetail(db(), request.params.id, 'OPERATIONS');
      await recordOperationsRead(db(), request, {
        recordType: 'claim',
        recordId: detail.id,
        accountId: detail.account_id,
      });
      return detail;
    },
  );

  app.get(
    '/operations/claims/:id/files/:fileId',
    {
      schema: {
        operationId: 'downloadOperationsClaimFile',
        tags: ['operations'],
        summary: 'One document of any account’s claim, to decide on it (the read is written to the audit log)',
        security: bearer,
        params: ClaimFileParams,
        response: withErrors(FileDownload),
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const claim = await claimRow(db(), request.params.id);
      const file = await claimFileRow(db(), claim.id, request.params.fileId);
      await recordOperationsRead(db(), request, {
        recordType: 'claim_file',
        recordId: file.id,
        accountId: claim.account_id,
      });
      return sendClaimFile(reply, file);
    },
  );

  app.post(
    '/operations/claims/:id/transitions',
    {
      schema: {
        operationId: 'moveClaim',
        tags: ['operations'],
        summary:
          'Moves a claim along its state machine (TRANSITION_NOT_ALLOWED otherwise); the contact and the broker of record are mailed',
        security: bearer,
        params: IdParams,
        body: ClaimTransitionBody,
        response: withErrors(ClaimDetail),
      },
      preValidation: guard,
    },
    async (request) => {
      const id = request.params.id;
      const moved = await moveClaim(
        db(),
        {
          claimId: id,
          actor: 'OPERATIONS',
          userId: principalOf(request).user.id,
          event: request.body.event,
          message: request.body.message,
          version: request.body.version,
        },
        config.publicUrl,
        () => claimDetail(db(), id, 'OPERATIONS'),
      );
      await tellClaimChanged(app, { accountId: moved.accountId, id, version: moved.version });
      return claimDetail(db(), id, 'OPERATIONS');
    },
  );
};

export default routes;
