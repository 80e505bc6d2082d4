// The operations home: each queue's count, how many are past their deadline and the earliest
// deadline, one aggregate query per queue. Deadlines fall on the calendar of each record's
// account's country (the business-date module); brokerages have no deadline, so none is late.
import { and, eq, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { byUrgency, PROPOSAL_DECISION_DAYS, type OpsQueue } from '@platform/domain';
import type { Db } from '../../db/connection';
import {
  accounts,
  brokers,
  claims,
  commissionStatements,
  cyberFindings,
  cyberReports,
  cyberRequests,
  invoices,
  underwritingSubmissions,
} from '../../db/schema';
import { sqlBusinessDate, sqlBusinessToday } from '../../lib/business-day';

export interface OpsQueueRow {
  queue: OpsQueue;
  count: number;
  late: number;
  due_on: string | null;
}

/** What one aggregate query reads: how many, how many late, the earliest day. */
const tally = (late: SQL, day: SQL) => ({
  count: sql<number>`count(*)::int`,
  late: sql<number>`(count(*) FILTER (WHERE ${late}))::int`,
  due_on: sql<string | null>`to_char(min(${day}), 'YYYY-MM-DD')`,
});
type Tally = { count: number; late: number; due_on: string | null };

/** Every queue, late ones first, then by the earliest deadline; empty queues last. */
export async function opsQueues(db: Db, now = new Date()): Promise<OpsQueueRow[]> {
  const [brokerages, underwriting, openClaims, cyber, payments, statements] = await Promise.all([
    brokeragesToApprove(db),
    referredCases(db, now),
    claimsToDecide(db, now),
    cyberToDo(db, now),
    openInvoices(db, now),
    statementsToSettle(db, now),
  ]);
  const queues: OpsQueueRow[] = [
    { queue: 'broker-approvals', ...brokerages },
    { queue: 'underwriting', ...underwriting },
    { queue: 'claims', ...openClaims },
    { queue: 'cyber', ...cyber },
    { queue: 'payments', ...payments },
    { queue: 'broker-statements', ...statements },
  ];
  return queues.sort((a, b) =>
    byUrgency({ late: a.late > 0, due_on: a.due_on }, { late: b.late > 0, due_on: b.due_on }),
  );
}

const first = async (rows: Promise<Tally[]>): Promise<Tally> => (await rows)[0] ?? { count: 0, late: 0, due_on: null };

/** Registrations sent and waiting for a decision: no legal deadline, the oldest first. */
const brokeragesToApprove = (db: Db) =>
  first(
    db
      .select(tally(sql`false`, sqlBusinessDate(brokers.submitted_at, sql`'br'`)))
      .from(brokers)
      .where(and(eq(brokers.status, 'PENDING_APPROVAL'), isNotNull(brokers.submitted_at))),
  );

/** Referred applications: the legal deadline to accept or refuse (PROPOSAL_DECISION_DAYS after arrival). */
function referredCases(db: Db, now: Date) {
  const deadline = sql`${underwritingSubmissions.created_at} + make_interval(days => ${PROPOSAL_DECISION_DAYS}::int)`;
  return first(
    db
      .select(tally(sql`${deadline} < ${now}`, sqlBusinessDate(deadline, accounts.country)))
      .from(underwritingSubmissions)
      .innerJoin(accounts, eq(accounts.id, underwritingSubmissions.account_id))
      .where(eq(underwritingSubmissions.status, 'REFERRED')),
  );
}

/** Claims not decided and not waiting for the customer (the clock stops while it is): their decision day. */
function claimsToDecide(db: Db, now: Date) {
  const today = sqlBusinessToday(accounts.country, now);
  return first(
    db
      .select(tally(sql`${claims.decision_due_on} < ${today}`, sql`${claims.decision_due_on}`))
      .from(claims)
      .innerJoin(accounts, eq(accounts.id, claims.account_id))
      .where(and(sql`${claims.status} IN ('PENDING', 'IN_PROGRESS')`, isNull(claims.information_requested_at))),
  );
}

/** Assessments due (a scheduled one whose day came) and disputed findings waiting for a ruling. */
async function cyberToDo(db: Db, now: Date): Promise<Tally> {
  const today = sqlBusinessToday(accounts.country, now);
  const dueDay = sqlBusinessDate(cyberRequests.next_assessment_at, accounts.country);
  const [assessments, disputes] = await Promise.all([
    first(
      db
        .select(tally(sql`${dueDay} < ${today}`, dueDay))
        .from(cyberRequests)
        .innerJoin(accounts, eq(accounts.id, cyberRequests.account_id))
        .where(and(eq(cyberRequests.status, 'SCHEDULED'), lte(cyberRequests.next_assessment_at, now))),
    ),
    first(
      db
        .select(tally(sql`false`, sqlBusinessDate(cyberFindings.disputed_at, accounts.country)))
        .from(cyberFindings)
        .innerJoin(cyberReports, eq(cyberReports.id, cyberFindings.report_id))
        .innerJoin(accounts, eq(accounts.id, cyberReports.account_id))
        .where(eq(cyberFindings.dispute_status, 'DISPUTED')),
    ),
  ]);
  const days = [assessments.due_on, disputes.due_on].filter((day): day is string => day !== null).sort();
  return {
    count: assessments.count + disputes.count,
    late: assessments.late + disputes.late,
    due_on: days[0] ?? null,
  };
}

/** Invoices not paid: late once their due day passed. */
function openInvoices(db: Db, now: Date) {
  const today = sqlBusinessToday(accounts.country, now);
  return first(
    db
      .select(tally(sql`${invoices.due_date} < ${today}`, sql`${invoices.due_date}`))
      .from(invoices)
      .innerJoin(accounts, eq(accounts.id, invoices.account_id))
      .where(ne(invoices.status, 'PAID')),
  );
}

/**
 * The brokers' statements waiting for operations: a fiscal note sent to approve or send back, or an
 * approved note whose commission payment is to record. Due on the day the statement's commission is
 * (commissionDueOn of its month: the end of the following month; docs/broker-earnings.md); brokerages
 * are Brazilian, so the day is São Paulo's.
 */
function statementsToSettle(db: Db, now: Date) {
  const dueOn = sql`(to_date(${commissionStatements.period} || '-01', 'YYYY-MM-DD') + interval '2 months' - interval '1 day')::date`;
  return first(
    db
      .select(tally(sql`${dueOn} < ${sqlBusinessToday(sql`'br'`, now)}`, dueOn))
      .from(commissionStatements)
      .where(
        sql`${commissionStatements.note_status} = 'WAITING_APPROVAL' OR (${commissionStatements.note_status} = 'APPROVED' AND ${commissionStatements.paid_at} IS NULL)`,
      ),
  );
}
