// A claim's documents, stored and checked like the broker documents: the file travels as the raw
// request body (application/octet-stream), its type is read from its first bytes, never from its
// name, and its size is limited (shared/domain broker/broker-files.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { BROKER_FILE_MAX_BYTES, brokerFileProblem, cleanFileName, sniffFileType } from '@platform/domain';
import { claimFiles, claims } from '../../db/schema';
import { isUuid, principalOf } from '../../lib/auth/principal';
import { AppError } from '../../lib/errors';
import { AccountHeader, bearer, IdParams, FileDownload, withErrors } from '../../lib/schemas';
import { claimFileRow, sendClaimFile } from './claim-file-download';
import { claimRow, listClaimFiles } from './queries';
import { ClaimFile, ClaimFileParams, ClaimFileQuery } from './schemas';
import { tellClaimChanged } from './tell-claim';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // A little over the limit reaches the handler (FILE_TOO_LARGE with the field); far over it, the
  // body is not even read (413, also FILE_TOO_LARGE).
  const bodyLimit = BROKER_FILE_MAX_BYTES + 64 * 1024;
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  const db = () => app.database.db;
  const ownClaim = async (request: FastifyRequest) => {
    const { id } = request.params as { id?: string };
    if (id && isUuid(id)) await claimRow(db(), id, request.accountId!);
  };

  app.post(
    '/claims/:id/files',
    {
      schema: {
        operationId: 'uploadClaimFile',
        tags: ['claims'],
        summary: 'Adds a document to an undecided claim of the account (raw body, PDF/PNG/JPEG, 5 MB at most)',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        querystring: ClaimFileQuery,
        response: withErrors(ClaimFile),
      },
      bodyLimit,
      // Another account's claim is NOT_FOUND before the query and the body are even looked at.
      preValidation: [app.authenticate, app.requireCustomer, ownClaim],
    },
    async (request) => {
      const accountId = request.accountId!;
      const claim = await claimRow(db(), request.params.id, accountId);
      if (claim.status === 'APPROVED' || claim.status === 'REJECTED') throw new AppError('TRANSITION_NOT_ALLOWED');
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const problem = brokerFileProblem(bytes.length, bytes.subarray(0, 16));
      if (problem) throw new AppError(problem, undefined, [{ field: 'file', code: problem }]);
      const [row] = await db()
        .insert(claimFiles)
        .values({
          claim_id: claim.id,
          file_name: cleanFileName(request.query.file_name),
          content_type: sniffFileType(bytes)!,
          size: bytes.length,
          content: new Uint8Array(bytes),
          actor: 'CUSTOMER',
          uploaded_by: principalOf(request).user.id,
        })
        .returning({ id: claimFiles.id });
      await db().update(claims).set({ updated_at: new Date() }).where(eq(claims.id, claim.id));
      await tellClaimChanged(app, { accountId, id: claim.id, version: claim.version });
      return (await listClaimFiles(db(), claim.id)).find((file) => file.id === row!.id)!;
    },
  );

  app.get(
    '/claims/:id/files/:fileId',
    {
      schema: {
        operationId: 'downloadClaimFile',
        tags: ['claims'],
        summary: 'One document of a claim of the account (operations read it through their own route)',
        security: bearer,
        headers: AccountHeader,
        params: ClaimFileParams,
        response: withErrors(FileDownload),
      },
      preValidation: [app.authenticate, app.requireCustomer, ownClaim],
    },
    async (request, reply) => {
      const claim = await claimRow(db(), request.params.id, request.accountId!);
      return sendClaimFile(reply, await claimFileRow(db(), claim.id, request.params.fileId));
    },
  );
};

export default routes;
