// The assessment schedule: a SCHEDULED request is due when its next_assessment_at has come (the
// first right after the domain is proven, then every plan interval after each report: Lite
// quarterly, Plus monthly). Each time a request is (re)scheduled, a job is queued to start at that
// moment (lib/jobs); when it runs and the request is still due, operations are told by mail.
// Operations' queue also orders by it.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { accounts, cyberRequests, users } from '../../db/schema';
import { queueMail, type MailTemplate } from '../../lib/mail/outbox';
import { languageOfLocale } from './cyber-mail';

export const CYBER_DUE_JOB = 'cyber.assessment-due';

/** Requests whose assessment is due at `now`, the longest-waiting first. */
export async function dueCyberRequests(db: Db, now = new Date()) {
  return db
    .select({
      id: cyberRequests.id,
      account_id: cyberRequests.account_id,
      company: accounts.legal_name,
      plan: cyberRequests.plan,
      main_domain: cyberRequests.main_domain,
      next_assessment_at: cyberRequests.next_assessment_at,
    })
    .from(cyberRequests)
    .innerJoin(accounts, eq(accounts.id, cyberRequests.account_id))
    .where(and(eq(cyberRequests.status, 'SCHEDULED'), lte(cyberRequests.next_assessment_at, now)))
    .orderBy(asc(cyberRequests.next_assessment_at));
}

export const ASSESSMENT_DUE_MAIL: MailTemplate = {
  pt: {
    subject: 'Avaliação cibernética a fazer: {domain}',
    body: 'A avaliação {plan} de {domain} ({company}) está agendada para agora. Faça a varredura e publique o relatório.',
  },
  en: {
    subject: 'Cyber assessment due: {domain}',
    body: 'The {plan} assessment of {domain} ({company}) is due now. Run the scan and publish the report.',
  },
  es: {
    subject: 'Evaluación cibernética pendiente: {domain}',
    body: 'La evaluación {plan} de {domain} ({company}) está programada para ahora. Haga el escaneo y publique el informe.',
  },
};

/** When the job runs: still scheduled and due, each operations user gets a mail with the link to the request. */
export async function remindDue(db: Db, requestId: string, publicUrl: string, now = new Date()) {
  const due = (await dueCyberRequests(db, new Date(now.getTime() + 60_000))).find((row) => row.id === requestId);
  if (!due) return false;
  const operators = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.is_operations, true), eq(users.status, 'ACTIVE')));
  for (const operator of operators)
    await queueMail(db, {
      to: operator.email,
      template: 'cyber-assessment-due',
      language: languageOfLocale(operator.locale),
      content: ASSESSMENT_DUE_MAIL,
      vars: { domain: due.main_domain, company: due.company, plan: due.plan === 'PLUS' ? 'Plus' : 'Lite' },
      link: `${publicUrl}/ops/cyber/${due.id}`,
    });
  return true;
}

/** Declares the job (the cyber module calls it while it registers). */
export function defineCyberJobs(app: FastifyInstance, publicUrl: string) {
  app.jobs.define<{ requestId?: string }>({
    name: CYBER_DUE_JOB,
    run: async (instance, data) => {
      if (typeof data.requestId === 'string') await remindDue(instance.database.db, data.requestId, publicUrl);
    },
  });
}

/** Queues the reminder for a request's next assessment; a failure is logged, never the caller's. */
export function scheduleAssessment(app: FastifyInstance, request: { id: string; next_assessment_at: Date | null }) {
  if (!request.next_assessment_at) return Promise.resolve();
  return app.jobs
    .send(CYBER_DUE_JOB, { requestId: request.id }, { startAfter: request.next_assessment_at })
    .catch((error: unknown) => app.log.error({ err: error, request: request.id }, 'cyber schedule job not sent'));
}
