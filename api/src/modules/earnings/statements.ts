// Commission statements (docs/broker-earnings.md): operations issue one per brokerage, month and
// currency with the commission lines due up to that month and on no other statement. While no fiscal note
// was sent for it, issuing the month again recomputes it (a payment recorded since is added);
// once a note was sent it is immutable and the month's next statement is a correction carrying
// only what the earlier ones do not. Operations then decide on the note and pay the statement.
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  businessToday,
  CURRENCIES,
  fromCents,
  isStatementLocked,
  isStatementPayable,
  nextFiscalNoteStatus,
  statementLines,
  type CommissionLine,
  type FiscalNoteEvent,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { brokers, commissionStatements, fiscalNotes, type StatementLine } from '../../db/schema';
import { AppError, notFound, staleVersion } from '../../lib/errors';
import { refuseFields } from '../../lib/field-problems';
import { brokerCommissionLines, brokerOf, type StatementRow } from './queries';

type NoteRow = typeof fiscalNotes.$inferSelect;

const noteView = (note: NoteRow | undefined) =>
  note
    ? {
        id: note.id,
        format: note.format,
        file_name: note.file_name,
        number: note.number,
        amount: note.amount,
        issuer_tax_id: note.issuer_tax_id,
        sent_at: note.created_at.toISOString(),
      }
    : null;

export function statementView(row: StatementRow, brokerName: string, note?: NoteRow) {
  return {
    id: row.id,
    broker_id: row.broker_id,
    broker_name: brokerName,
    period: row.period,
    sequence: row.sequence,
    currency: row.currency,
    amount: row.amount,
    lines: row.lines.map(({ policy_id: _policy, ...line }) => line),
    note_status: row.note_status,
    note_reason: row.note_reason,
    note: noteView(note),
    paid_at: row.paid_at?.toISOString() ?? null,
    version: row.version,
    created_at: row.created_at.toISOString(),
  };
}

/** Statements with their brokerage's name and latest note, newest month first. */
export async function listStatements(
  db: Db,
  filter: { id?: string; brokerId?: string; noteStatus?: StatementRow['note_status'] },
) {
  const rows = await db
    .select({ statement: commissionStatements, brokerName: brokers.name })
    .from(commissionStatements)
    .innerJoin(brokers, eq(brokers.id, commissionStatements.broker_id))
    .where(
      and(
        filter.id ? eq(commissionStatements.id, filter.id) : undefined,
        filter.brokerId ? eq(commissionStatements.broker_id, filter.brokerId) : undefined,
        filter.noteStatus ? eq(commissionStatements.note_status, filter.noteStatus) : undefined,
      ),
    )
    .orderBy(desc(commissionStatements.period), desc(commissionStatements.sequence), brokers.name);
  const notes = rows.length
    ? await db
        .select()
        .from(fiscalNotes)
        .where(
          inArray(
            fiscalNotes.statement_id,
            rows.map((row) => row.statement.id),
          ),
        )
        .orderBy(desc(fiscalNotes.created_at))
    : [];
  return rows.map((row) =>
    statementView(
      row.statement,
      row.brokerName,
      notes.find((note) => note.statement_id === row.statement.id),
    ),
  );
}

/** One statement; another brokerage's reads as "no such statement". */
export async function statementById(db: Db, id: string, brokerId?: string) {
  const [statement] = await listStatements(db, { id, brokerId });
  if (!statement) throw notFound();
  return statement;
}

/**
 * Issues (or, while no note was sent for it, recomputes) the brokerage's statements of `period`:
 * one per currency its commission lines are in (issue 28: a statement, like its fiscal note, never
 * adds reais and pesos), in CURRENCIES' order. A correction is the next sequence of its month and currency.
 */
export async function issueStatement(db: Db, input: { brokerId: string; period: string; userId: string | null }) {
  const broker = await brokerOf(db, input.brokerId);
  if (!broker || broker.status !== 'APPROVED') throw notFound();
  const today = businessToday(broker.country);
  if (input.period > today.slice(0, 7)) refuseFields([{ field: 'period', code: 'VALIDATION_FAILED' }]);
  const { lines, statements } = await brokerCommissionLines(db, broker.id, broker.country, today);
  const ofPeriod = statements.filter((statement) => statement.period === input.period);
  const open = ofPeriod.filter((statement) => !isStatementLocked(statement.note_status));
  const stated = new Set(
    statements.filter((item) => !open.includes(item)).flatMap((item) => item.lines.map((line) => line.key)),
  );
  const due = statementLines(lines, input.period, stated);
  if (due.length === 0) throw new AppError('NOTHING_TO_STATE');
  return db.transaction(async (tx) => {
    const saved = [];
    for (const currency of CURRENCIES) {
      const ofCurrency = due.filter((line) => line.currency === currency);
      if (ofCurrency.length === 0) continue;
      const recomputed = open.find((statement) => statement.currency === currency);
      const earlier = ofPeriod.filter((statement) => statement.currency === currency);
      const sequence = recomputed?.sequence ?? Math.max(0, ...earlier.map((item) => item.sequence)) + 1;
      const row = await saveStatement(tx, {
        open: recomputed,
        values: { broker_id: broker.id, period: input.period, sequence, currency },
        lines: ofCurrency,
        userId: input.userId,
      });
      saved.push(statementView(row, broker.name));
    }
    return saved;
  });
}

async function saveStatement(
  db: Db,
  input: {
    open: StatementRow | undefined;
    values: { broker_id: string; period: string; sequence: number; currency: string };
    lines: CommissionLine[];
    userId: string | null;
  },
) {
  const carried: StatementLine[] = input.lines.map((line) => ({
    key: line.key,
    kind: line.kind,
    policy_id: line.policyId,
    policy_number: line.policyNumber,
    product: line.product,
    instalment: line.instalment,
    month: line.month!,
    amount: fromCents(line.amountCents),
  }));
  const amount = fromCents(input.lines.reduce((sum, line) => sum + line.amountCents, 0));
  const { open } = input;
  const [saved] = open
    ? await db
        .update(commissionStatements)
        .set({ lines: carried, amount, version: open.version + 1, issued_by: input.userId, updated_at: new Date() })
        .where(
          and(
            eq(commissionStatements.id, open.id),
            eq(commissionStatements.version, open.version),
            eq(commissionStatements.note_status, 'PENDING'),
          ),
        )
        .returning()
    : await db
        .insert(commissionStatements)
        .values({ ...input.values, amount, lines: carried, issued_by: input.userId })
        .onConflictDoNothing()
        .returning();
  // Someone issued or sent a note for the same month meanwhile: this one would have been wrong.
  if (!saved) throw staleVersion(null);
  return saved;
}

/** Moves the statement's note along FISCAL_NOTE_TRANSITIONS at `version`; a stale version is 409. */
export async function moveNote(
  db: Db,
  statement: { id: string; note_status: StatementRow['note_status']; version: number },
  step: { event: FiscalNoteEvent; actor: 'BROKER' | 'OPERATIONS'; version: number; reason?: string | null },
) {
  const to = nextFiscalNoteStatus(statement.note_status, step.event, step.actor);
  if (!to) throw new AppError('STATEMENT_STEP_NOT_ALLOWED');
  if (step.version !== statement.version) throw staleVersion(statement);
  const [saved] = await db
    .update(commissionStatements)
    .set({ note_status: to, note_reason: step.reason ?? null, version: statement.version + 1, updated_at: new Date() })
    .where(and(eq(commissionStatements.id, statement.id), eq(commissionStatements.version, step.version)))
    .returning();
  if (!saved) throw staleVersion(statement);
  return saved;
}

/** Operations approve the note or ask the brokerage to act on it (with the reason it will read). */
export async function decideNote(
  db: Db,
  id: string,
  input: { decision: 'APPROVE' | 'ASK_ACTION'; reason?: string; version: number },
) {
  const statement = await statementById(db, id);
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'ASK_ACTION' && !reason) refuseFields([{ field: 'reason', code: 'VALIDATION_FAILED' }]);
  await moveNote(db, statement, {
    event: input.decision,
    actor: 'OPERATIONS',
    version: input.version,
    reason: input.decision === 'ASK_ACTION' ? reason : null,
  });
  return statementById(db, id);
}

/** Operations record that they paid the statement (its note approved): its lines read as paid. */
export async function payStatement(db: Db, id: string, input: { version: number; userId: string | null }) {
  const statement = await statementById(db, id);
  if (statement.paid_at || !isStatementPayable(statement.note_status)) throw new AppError('STATEMENT_STEP_NOT_ALLOWED');
  const [saved] = await db
    .update(commissionStatements)
    .set({ paid_at: new Date(), paid_by: input.userId, version: statement.version + 1, updated_at: new Date() })
    .where(and(eq(commissionStatements.id, id), eq(commissionStatements.version, input.version)))
    .returning();
  if (!saved) throw staleVersion(statement);
  return statementById(db, id);
}
