// Documents of a brokerage's registration. The file travels as the raw request body
// (application/octet-stream): its type is read from its first bytes, never from its name.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  BROKER_FILE_KINDS,
  BROKER_FILE_MAX_BYTES,
  brokerFileProblem,
  cleanFileName,
  sniffFileType,
} from '@platform/domain';
import { listFiles } from './registration';
import { brokerFiles } from '../../db/schema';
import { sendAttachment } from '../../lib/attachment';
import { AppError, notFound } from '../../lib/errors';
import { principalOf } from '../../lib/auth/principal';
import { bearer, IdParams, FileDownload, withErrors } from '../../lib/schemas';
import { BrokerFile } from './schemas';

const UploadQuery = Type.Object({
  kind: Type.Enum([...BROKER_FILE_KINDS]),
  file_name: Type.String({ minLength: 1, maxLength: 200 }),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // A little over the limit reaches the handler (FILE_TOO_LARGE with the field); far over it,
  // the body is not even read (413, also FILE_TOO_LARGE).
  const bodyLimit = BROKER_FILE_MAX_BYTES + 64 * 1024;
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/broker/registration/files',
    {
      schema: {
        operationId: 'uploadBrokerFile',
        tags: ['broker registration'],
        summary:
          'Uploads one registration document (raw body, PDF/PNG/JPEG, 5 MB at most); replaces an earlier one of the same kind',
        security: bearer,
        querystring: UploadQuery,
        response: withErrors(BrokerFile),
      },
      bodyLimit,
      preValidation: [app.authenticate, app.requireBrokerUser],
    },
    async (request) => {
      const { broker } = principalOf(request);
      if (!broker || broker.role !== 'BROKER') throw new AppError('FORBIDDEN');
      if (broker.status !== 'PENDING_APPROVAL')
        throw new AppError('FORBIDDEN', 'The registration can no longer change.');
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const problem = brokerFileProblem(bytes.length, bytes.subarray(0, 16));
      if (problem) throw new AppError(problem, undefined, [{ field: request.query.kind, code: problem }]);
      const { kind, file_name } = request.query;
      const row = await app.database.db.transaction(async (tx) => {
        await tx.delete(brokerFiles).where(and(eq(brokerFiles.broker_id, broker.id), eq(brokerFiles.kind, kind)));
        const [inserted] = await tx
          .insert(brokerFiles)
          .values({
            broker_id: broker.id,
            kind,
            file_name: cleanFileName(file_name),
            content_type: sniffFileType(bytes)!,
            size: bytes.length,
            content: new Uint8Array(bytes),
          })
          .returning({ id: brokerFiles.id });
        return inserted!;
      });
      const file = (await listFiles(app.database.db, broker.id)).find((item) => item.id === row.id);
      return file!;
    },
  );

  app.get(
    '/broker/registration/files/:id',
    {
      schema: {
        operationId: 'downloadBrokerFile',
        tags: ['broker registration'],
        summary: 'One registration document: its own broker or operations',
        security: bearer,
        params: IdParams,
        response: withErrors(FileDownload),
      },
      preValidation: [app.authenticate],
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (!principal.isOperations && principal.broker?.role !== 'BROKER') throw new AppError('FORBIDDEN');
      const [file] = await app.database.db
        .select()
        .from(brokerFiles)
        .where(eq(brokerFiles.id, request.params.id))
        .limit(1);
      // Another brokerage's document reads as "no such file".
      if (!file || (!principal.isOperations && file.broker_id !== principal.broker?.id)) throw notFound();
      return sendAttachment(reply, {
        body: file.content,
        contentType: file.content_type,
        fileName: cleanFileName(file.file_name),
      });
    },
  );
};

export default routes;
