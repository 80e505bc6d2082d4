// Reading cyber assessments: the account's reports (with findings) and requests, and what
// operations see across accounts.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { domainProofOf, type Country } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, cyberFindings, cyberReports, cyberRequests, policies } from '../../db/schema';

export type CyberReportRow = typeof cyberReports.$inferSelect;
export type CyberRequestRow = typeof cyberRequests.$inferSelect;
export type CyberFindingRow = typeof cyberFindings.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const presentReport = (row: CyberReportRow) => ({
  id: row.id,
  account_id: row.account_id,
  request_id: row.request_id,
  report_date: row.report_date,
  score: row.score,
  vulnerability_count: row.vulnerability_count,
  risk_level: row.risk_level,
  status: row.status,
  created_at: row.created_at.toISOString(),
});

export const presentFinding = (row: CyberFindingRow) => ({
  id: row.id,
  position: row.position,
  severity: row.severity,
  port: row.port,
  service: row.service,
  title: row.title,
  advice: row.advice,
  dispute_status: row.dispute_status,
  dispute_reason: row.dispute_reason,
  disputed_at: iso(row.disputed_at),
  ruling_note: row.ruling_note,
  ruled_at: iso(row.ruled_at),
  version: row.version,
});

/** Published reports of the account (drafts are operations' own), newest first. */
export async function listCyberReports(db: Db, accountId: string) {
  const rows = await db
    .select()
    .from(cyberReports)
    .where(and(eq(cyberReports.account_id, accountId), sql`${cyberReports.status} <> 'DRAFT'`))
    .orderBy(desc(cyberReports.report_date), desc(cyberReports.created_at));
  return rows.map(presentReport);
}

/** Whether the account holds an active cyber policy (its renewal reads the score). */
export async function hasCyberInsurance(db: Db, accountId: string) {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.account_id, accountId), eq(policies.product, 'CYBER'), eq(policies.status, 'ACTIVE')))
    .limit(1);
  return Boolean(row);
}

/** One report with its findings; `accountId` null for operations (any account). */
export async function findCyberReport(db: Db, reportId: string, accountId: string | null) {
  const [report] = await db
    .select()
    .from(cyberReports)
    .where(
      accountId
        ? and(eq(cyberReports.id, reportId), eq(cyberReports.account_id, accountId))
        : eq(cyberReports.id, reportId),
    );
  if (!report || (accountId && report.status === 'DRAFT')) return null;
  const findings = await db
    .select()
    .from(cyberFindings)
    .where(eq(cyberFindings.report_id, report.id))
    .orderBy(asc(cyberFindings.position));
  const [request] = report.request_id
    ? await db
        .select({ main_domain: cyberRequests.main_domain })
        .from(cyberRequests)
        .where(eq(cyberRequests.id, report.request_id))
    : [];
  return {
    ...presentReport(report),
    summary: report.summary,
    language: report.language,
    main_domain: request?.main_domain ?? null,
    findings: findings.map(presentFinding),
    has_cyber_insurance: await hasCyberInsurance(db, report.account_id),
    version: report.version,
  };
}
export type CyberReportDetail = NonNullable<Awaited<ReturnType<typeof findCyberReport>>>;

/** Requests with their company, reports and open disputes, as both the customer and operations read them. */
async function presentRequests(db: Db, rows: { request: CyberRequestRow; company: string; country: Country }[]) {
  const ids = rows.map((row) => row.request.id);
  const reports = ids.length
    ? await db
        .select()
        .from(cyberReports)
        .where(and(inArray(cyberReports.request_id, ids), sql`${cyberReports.status} <> 'DRAFT'`))
        .orderBy(desc(cyberReports.report_date), desc(cyberReports.created_at))
    : [];
  const disputes = ids.length
    ? await db
        .select({ request_id: cyberReports.request_id, count: sql<number>`count(*)::int` })
        .from(cyberFindings)
        .innerJoin(cyberReports, eq(cyberReports.id, cyberFindings.report_id))
        .where(and(inArray(cyberReports.request_id, ids), eq(cyberFindings.dispute_status, 'DISPUTED')))
        .groupBy(cyberReports.request_id)
    : [];
  return rows.map(({ request, company, country }) => ({
    id: request.id,
    account_id: request.account_id,
    company,
    country,
    plan: request.plan,
    main_domain: request.main_domain,
    activity: request.activity,
    employees: request.employees,
    revenue_band: request.revenue_band,
    status: request.status,
    domain_proof: request.domain_proof,
    domain_verified_at: iso(request.domain_verified_at),
    last_check_at: iso(request.last_check_at),
    next_assessment_at: iso(request.next_assessment_at),
    proof: domainProofOf(request.main_domain, request.verification_token),
    reports: reports.filter((report) => report.request_id === request.id).map(presentReport),
    open_disputes: disputes.find((row) => row.request_id === request.id)?.count ?? 0,
    version: request.version,
    created_at: request.created_at.toISOString(),
  }));
}
export type CyberRequestView = Awaited<ReturnType<typeof presentRequests>>[number];

// The company's country says the currency its revenue band is read in (issue 28).
const requestSelect = { request: cyberRequests, company: accounts.legal_name, country: accounts.country };

/** The account's requests, newest first. */
export async function listCyberRequests(db: Db, accountId: string) {
  const rows = await db
    .select(requestSelect)
    .from(cyberRequests)
    .innerJoin(accounts, eq(accounts.id, cyberRequests.account_id))
    .where(eq(cyberRequests.account_id, accountId))
    .orderBy(desc(cyberRequests.created_at));
  return presentRequests(db, rows);
}

/** Every request for operations: those waiting for a domain first, then by the next assessment due. */
export async function listOperationsCyberRequests(db: Db) {
  const rows = await db
    .select(requestSelect)
    .from(cyberRequests)
    .innerJoin(accounts, eq(accounts.id, cyberRequests.account_id))
    .orderBy(
      sql`CASE ${cyberRequests.status} WHEN 'PENDING_VERIFICATION' THEN 0 WHEN 'SCHEDULED' THEN 1 ELSE 2 END`,
      asc(cyberRequests.next_assessment_at),
      desc(cyberRequests.created_at),
    );
  return presentRequests(db, rows);
}

/** One request; `accountId` null for operations. */
export async function findCyberRequest(db: Db, requestId: string, accountId: string | null) {
  const rows = await db
    .select(requestSelect)
    .from(cyberRequests)
    .innerJoin(accounts, eq(accounts.id, cyberRequests.account_id))
    .where(
      accountId
        ? and(eq(cyberRequests.id, requestId), eq(cyberRequests.account_id, accountId))
        : eq(cyberRequests.id, requestId),
    );
  const [view] = await presentRequests(db, rows);
  return view ?? null;
}
