// The brokerage sends the NFS-e for a statement (broker/earnings/send-fiscal-note): a PDF (the
// DANFSe, which operations read themselves) or the XML of the national layout, whose number,
// service value and issuer are read and checked against the statement and the brokerage before
// anything is stored. Every refusal is a catalogue code on the `file` field; never a 5xx.
import { cleanFileName, FISCAL_NOTE_MAX_BYTES, fiscalNoteMismatches, fromCents, toCents } from '@platform/domain';
import type { Db } from '../../db/connection';
import { fiscalNotes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { readNfse } from './nfse-reader';
import { brokerOf } from './queries';
import { moveNote, statementById } from './statements';

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
// An XML file starts with its declaration or its root element, after an optional BOM and blanks.
const isXml = (bytes: Buffer) => /^(\uFEFF)?\s*</.test(bytes.subarray(0, 64).toString('utf8'));

const refuse = (code: 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED' | 'FISCAL_NOTE_UNREADABLE') =>
  new AppError(code, undefined, [{ field: 'file', code }]);

export async function sendFiscalNote(
  db: Db,
  input: { brokerId: string; statementId: string; fileName: string; version: number; bytes: Buffer; userId: string },
) {
  const statement = await statementById(db, input.statementId, input.brokerId);
  const { bytes } = input;
  if (bytes.length > FISCAL_NOTE_MAX_BYTES) throw refuse('FILE_TOO_LARGE');
  const format = isPdf(bytes) ? 'PDF' : isXml(bytes) ? 'XML' : null;
  if (!format || bytes.length === 0) throw refuse('FILE_TYPE_NOT_ALLOWED');
  const facts = format === 'XML' ? readNfse(bytes) : null;
  if (format === 'XML' && !facts) throw refuse('FISCAL_NOTE_UNREADABLE');
  if (facts) {
    const broker = (await brokerOf(db, input.brokerId))!;
    const problems = fiscalNoteMismatches(facts, {
      amountCents: toCents(statement.amount),
      brokerTaxId: broker.tax_id,
    });
    if (problems.length)
      throw new AppError(
        'FISCAL_NOTE_MISMATCH',
        `Note ${facts.number}: ${problems.map((problem) => problem.field).join(', ')} do not match the statement.`,
        problems,
      );
  }
  return db.transaction(async (tx) => {
    await moveNote(tx, statement, { event: 'SEND', actor: 'BROKER', version: input.version });
    await tx.insert(fiscalNotes).values({
      statement_id: statement.id,
      format,
      file_name: cleanFileName(input.fileName),
      content_type: format === 'PDF' ? 'application/pdf' : 'application/xml',
      size: bytes.length,
      content: new Uint8Array(bytes),
      number: facts?.number ?? null,
      amount: facts ? fromCents(facts.amountCents) : null,
      issuer_tax_id: facts?.issuerTaxId ?? null,
      sent_by: input.userId,
    });
    return statementById(tx, statement.id, input.brokerId);
  });
}
