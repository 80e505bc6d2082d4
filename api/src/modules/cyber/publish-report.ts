// Operations publish an assessment's report: score, risk level, findings (severity, port or
// service, advice). The request's next assessment is scheduled by plan (Lite quarterly, Plus
// monthly); the account's administrators get a mail and the customer's screens hear it live.
import { and, eq } from 'drizzle-orm';
import {
  businessDateOf,
  CYBER_PLAN_INTERVAL_MONTHS,
  instantPlusMonths,
  nextCyberReportStatus,
  riskLevelOf,
  type CyberSeverity,
  type RiskLevel,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { accountCountry } from '../../lib/business-day';
import { cyberFindings, cyberReports, cyberRequests } from '../../db/schema';
import { raced, requestForChange } from './domain-confirmation';
import { mailReportPublished } from './cyber-mail';

export interface PublishReport {
  version: number;
  score: number;
  risk_level?: RiskLevel;
  summary?: string;
  findings: { severity: CyberSeverity; port: number | null; service: string; title: string; advice: string }[];
}

export async function publishReport(
  db: Db,
  requestId: string,
  userId: string,
  input: PublishReport,
  publicUrl: string,
  now = new Date(),
) {
  const { view, next } = await requestForChange(db, requestId, null, input.version, 'PUBLISH_REPORT', 'OPERATIONS');
  const [request] = await db.select().from(cyberRequests).where(eq(cyberRequests.id, requestId));
  const country = await accountCountry(db, view.account_id);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(cyberRequests)
      .set({
        status: next,
        next_assessment_at: instantPlusMonths(now, CYBER_PLAN_INTERVAL_MONTHS[view.plan]),
        version: input.version + 1,
        updated_at: now,
      })
      .where(and(eq(cyberRequests.id, requestId), eq(cyberRequests.version, input.version)))
      .returning();
    if (!saved) return raced(db, requestId);
    const [report] = await tx
      .insert(cyberReports)
      .values({
        account_id: view.account_id,
        request_id: requestId,
        report_date: businessDateOf(now, country),
        score: input.score,
        vulnerability_count: input.findings.length,
        risk_level: input.risk_level ?? riskLevelOf(input.score),
        status: nextCyberReportStatus('DRAFT', 'PUBLISH', 'OPERATIONS')!,
        language: request!.language,
        summary: input.summary ?? '',
        published_by: userId,
      })
      .returning();
    if (input.findings.length)
      await tx
        .insert(cyberFindings)
        .values(input.findings.map((finding, index) => ({ ...finding, report_id: report!.id, position: index + 1 })));
    await mailReportPublished(
      tx as unknown as Db,
      view.account_id,
      `${publicUrl}/dashboard/cyber/report/${report!.id}`,
      {
        domain: view.main_domain,
        score: input.score,
        count: input.findings.length,
      },
    );
    return { request: saved, report: report! };
  });
}
