// The mails of cyber assessments: a report is published; operations ruled on a disputed finding.
import { and, eq } from 'drizzle-orm';
import { isLanguage, type Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { memberships, users } from '../../db/schema';
import { queueMail, type MailTemplate } from '../../lib/mail/outbox';

export const REPORT_PUBLISHED_MAIL: MailTemplate = {
  pt: {
    subject: 'Seu relatório de segurança cibernética está pronto',
    body: 'O relatório da avaliação de {domain} foi publicado: nota {score}, {count} vulnerabilidades. Veja os achados e marque falsos positivos, se houver.',
  },
  en: {
    subject: 'Your cyber security report is ready',
    body: 'The assessment report of {domain} is published: score {score}, {count} vulnerabilities. See the findings and mark any false positives.',
  },
  es: {
    subject: 'Su informe de ciberseguridad está listo',
    body: 'El informe de la evaluación de {domain} fue publicado: puntuación {score}, {count} vulnerabilidades. Vea los hallazgos y marque los falsos positivos, si los hay.',
  },
};

export const DISPUTE_RULED_MAIL: MailTemplate = {
  pt: {
    subject: 'Falso positivo: {outcome}',
    body: 'Analisamos o achado "{finding}" que você marcou como falso positivo: {outcome}. {note}',
  },
  en: {
    subject: 'False positive: {outcome}',
    body: 'We reviewed the finding "{finding}" you marked as a false positive: {outcome}. {note}',
  },
  es: {
    subject: 'Falso positivo: {outcome}',
    body: 'Analizamos el hallazgo "{finding}" que usted marcó como falso positivo: {outcome}. {note}',
  },
};

export const OUTCOME_WORDS: Record<Language, Record<'ACCEPTED' | 'REJECTED', string>> = {
  pt: { ACCEPTED: 'aceito, o achado deixa de contar', REJECTED: 'recusado, o achado continua valendo' },
  en: { ACCEPTED: 'accepted, the finding no longer counts', REJECTED: 'rejected, the finding stands' },
  es: { ACCEPTED: 'aceptado, el hallazgo deja de contar', REJECTED: 'rechazado, el hallazgo sigue vigente' },
};

export const languageOfLocale = (locale: string): Language => {
  const language = locale.slice(0, 2).toLowerCase();
  return isLanguage(language) ? language : 'pt';
};

/** The account's enabled administrators, each with their language. */
export async function accountAdmins(db: Db, accountId: string) {
  const rows = await db
    .select({ email: users.email, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(
      and(
        eq(memberships.account_id, accountId),
        eq(memberships.role, 'ACCOUNT_ADMIN'),
        eq(memberships.status, 'ENABLED'),
      ),
    );
  return rows.map((row) => ({ email: row.email, language: languageOfLocale(row.locale) }));
}

export async function mailReportPublished(
  db: Db,
  accountId: string,
  link: string,
  vars: { domain: string; score: number; count: number },
) {
  for (const admin of await accountAdmins(db, accountId))
    await queueMail(db, {
      to: admin.email,
      template: 'cyber-report-published',
      language: admin.language,
      content: REPORT_PUBLISHED_MAIL,
      vars: { domain: vars.domain, score: String(vars.score), count: String(vars.count) },
      link,
    });
}
