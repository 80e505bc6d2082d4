// Every file the API answers with (PDFs it draws, documents people sent) goes out the same way:
// its type, a Content-Disposition written by the kept `content-disposition` package (RFC 6266: a
// plain ASCII fallback name plus `filename*` for any other character, so "Apólice.pdf" survives),
// and nosniff, so a browser never reads a stored upload as something else.
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';

export interface Attachment {
  body: Buffer | Uint8Array;
  contentType: string;
  fileName: string;
  /** `inline` opens it in the browser (the signing page's proposal); a download otherwise. */
  disposition?: 'attachment' | 'inline';
}

export const sendAttachment = (reply: FastifyReply, { body, contentType, fileName, disposition }: Attachment) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(fileName, { type: disposition ?? 'attachment' }))
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.isBuffer(body) ? body : Buffer.from(body));
