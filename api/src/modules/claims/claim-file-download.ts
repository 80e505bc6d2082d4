// One document of a claim, as the three routes that hand one out send it (the account's people,
// the broker of record, operations): found within its claim, sent as a download never sniffed.
import type { FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { cleanFileName } from '@platform/domain';
import type { Db } from '../../db/connection';
import { claimFiles } from '../../db/schema';
import { sendAttachment } from '../../lib/attachment';
import { notFound } from '../../lib/errors';

export type ClaimFileRow = typeof claimFiles.$inferSelect;

/** The document `fileId` of the claim `claimId`, or NOT_FOUND. */
export async function claimFileRow(db: Db, claimId: string, fileId: string): Promise<ClaimFileRow> {
  const [file] = await db
    .select()
    .from(claimFiles)
    .where(and(eq(claimFiles.id, fileId), eq(claimFiles.claim_id, claimId)))
    .limit(1);
  if (!file) throw notFound();
  return file;
}

export const sendClaimFile = (reply: FastifyReply, file: ClaimFileRow) =>
  sendAttachment(reply, {
    body: file.content,
    contentType: file.content_type,
    fileName: cleanFileName(file.file_name),
  });
