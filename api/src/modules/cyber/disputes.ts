// A customer marks a finding as a false positive, with a reason; operations accept it (the
// finding stops counting in the report's vulnerabilities) or reject it. The report is
// UNDER_REVIEW while any finding waits; the customer who disputed gets the outcome by mail.
import { and, eq } from 'drizzle-orm';
import {
  nextCyberDisputeStatus,
  nextCyberReportStatus,
  type CyberDisputeStatus,
  type CyberReportStatus,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { cyberFindings, cyberReports, users } from '../../db/schema';
import { AppError, notFound, staleVersion } from '../../lib/errors';
import { queueMail } from '../../lib/mail/outbox';
import { DISPUTE_RULED_MAIL, languageOfLocale, OUTCOME_WORDS } from './cyber-mail';
import { presentFinding } from './queries';

async function findingOf(db: Db, reportId: string | null, findingId: string, accountId: string | null) {
  const [row] = await db
    .select({ finding: cyberFindings, report: cyberReports })
    .from(cyberFindings)
    .innerJoin(cyberReports, eq(cyberReports.id, cyberFindings.report_id))
    .where(
      and(
        eq(cyberFindings.id, findingId),
        ...(reportId ? [eq(cyberReports.id, reportId)] : []),
        ...(accountId ? [eq(cyberReports.account_id, accountId)] : []),
      ),
    );
  if (!row || (accountId && row.report.status === 'DRAFT')) throw notFound();
  return row;
}

/** The customer disputes one finding of one of the account's reports. */
export async function disputeFinding(
  db: Db,
  accountId: string,
  reportId: string,
  findingId: string,
  userId: string,
  input: { version: number; reason: string },
) {
  return db.transaction(async (tx) => {
    const { finding, report } = await findingOf(tx as unknown as Db, reportId, findingId, accountId);
    if (finding.version !== input.version) throw staleVersion(presentFinding(finding));
    const next = nextCyberDisputeStatus(finding.dispute_status as CyberDisputeStatus, 'DISPUTE', 'CUSTOMER');
    const reportNext = nextCyberReportStatus(report.status as CyberReportStatus, 'DISPUTE', 'CUSTOMER');
    if (!next || !reportNext) throw new AppError('CYBER_STEP_NOT_ALLOWED');
    const [saved] = await tx
      .update(cyberFindings)
      .set({
        dispute_status: next,
        dispute_reason: input.reason.trim(),
        disputed_by: userId,
        disputed_at: new Date(),
        version: finding.version + 1,
      })
      .where(and(eq(cyberFindings.id, finding.id), eq(cyberFindings.version, input.version)))
      .returning();
    if (!saved) throw staleVersion(presentFinding(finding));
    const [savedReport] = await tx
      .update(cyberReports)
      .set({ status: reportNext, version: report.version + 1 })
      .where(eq(cyberReports.id, report.id))
      .returning();
    return { finding: saved, report: savedReport! };
  });
}

/** Operations accept or reject a disputed finding; the last ruling brings the report back to PUBLISHED. */
export async function ruleDispute(
  db: Db,
  findingId: string,
  userId: string,
  input: { version: number; decision: 'ACCEPT' | 'REJECT'; note?: string },
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    const { finding, report } = await findingOf(tx as unknown as Db, null, findingId, null);
    if (finding.version !== input.version) throw staleVersion(presentFinding(finding));
    const next = nextCyberDisputeStatus(finding.dispute_status as CyberDisputeStatus, input.decision, 'OPERATIONS');
    if (!next) throw new AppError('CYBER_STEP_NOT_ALLOWED');
    const [saved] = await tx
      .update(cyberFindings)
      .set({
        dispute_status: next,
        ruling_note: input.note?.trim() || null,
        ruled_by: userId,
        ruled_at: new Date(),
        version: finding.version + 1,
      })
      .where(and(eq(cyberFindings.id, finding.id), eq(cyberFindings.version, input.version)))
      .returning();
    if (!saved) throw staleVersion(presentFinding(finding));
    const siblings = await tx.select().from(cyberFindings).where(eq(cyberFindings.report_id, report.id));
    const stillDisputed = siblings.some((row) => row.dispute_status === 'DISPUTED');
    const reportNext = stillDisputed
      ? report.status
      : (nextCyberReportStatus(report.status as CyberReportStatus, 'RULE', 'OPERATIONS') ?? report.status);
    const [savedReport] = await tx
      .update(cyberReports)
      .set({
        status: reportNext,
        vulnerability_count: siblings.filter((row) => row.dispute_status !== 'ACCEPTED').length,
        version: report.version + 1,
      })
      .where(eq(cyberReports.id, report.id))
      .returning();
    if (finding.disputed_by) {
      const [customer] = await tx.select().from(users).where(eq(users.id, finding.disputed_by));
      if (customer) {
        const language = languageOfLocale(customer.locale);
        const outcome = next as 'ACCEPTED' | 'REJECTED';
        await queueMail(tx as unknown as Db, {
          to: customer.email,
          template: 'cyber-dispute-ruled',
          language,
          content: DISPUTE_RULED_MAIL,
          vars: { finding: finding.title, outcome: OUTCOME_WORDS[language][outcome], note: saved.ruling_note ?? '' },
          link: `${publicUrl}/dashboard/cyber/report/${report.id}`,
        });
      }
    }
    return { finding: saved, report: savedReport! };
  });
}
