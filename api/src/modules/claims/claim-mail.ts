// What the customer's contact and the broker of record are told about a claim.
import { and, asc, eq } from 'drizzle-orm';
import type { ClaimEvent, Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { brokerCustomers, brokerUsers, brokers, users } from '../../db/schema';
import { queueMail, type MailTemplate } from '../../lib/mail/outbox';

/** To the contact and the broker when a claim is reported. */
export const claimReportedMail: MailTemplate = {
  pt: {
    subject: 'Sinistro {protocol} comunicado',
    body: 'Recebemos o sinistro {protocol} de {company}. A seguradora tem até {due} para decidir; avisaremos a cada passo.',
  },
  en: {
    subject: 'Claim {protocol} reported',
    body: 'We received claim {protocol} of {company}. The insurer has until {due} to decide; we will let you know at every step.',
  },
  es: {
    subject: 'Siniestro {protocol} reportado',
    body: 'Recibimos el siniestro {protocol} de {company}. La aseguradora tiene hasta el {due} para decidir; le avisaremos en cada paso.',
  },
};

/** To the contact and the broker when operations move the claim or ask for information. */
export const claimUpdatedMail: Record<Exclude<ClaimEvent, 'ADD_INFORMATION'>, MailTemplate> = {
  START_ANALYSIS: {
    pt: { subject: 'Sinistro {protocol} em análise', body: 'O sinistro {protocol} de {company} está em análise.' },
    en: { subject: 'Claim {protocol} under analysis', body: 'Claim {protocol} of {company} is being analysed.' },
    es: { subject: 'Siniestro {protocol} en análisis', body: 'El siniestro {protocol} de {company} está en análisis.' },
  },
  REQUEST_INFORMATION: {
    pt: {
      subject: 'Sinistro {protocol}: precisamos de informações',
      body: 'Para seguir com o sinistro {protocol} de {company}, precisamos de: {message}. Responda pela página do sinistro.',
    },
    en: {
      subject: 'Claim {protocol}: we need information',
      body: 'To go on with claim {protocol} of {company}, we need: {message}. Answer on the claim page.',
    },
    es: {
      subject: 'Siniestro {protocol}: necesitamos información',
      body: 'Para seguir con el siniestro {protocol} de {company}, necesitamos: {message}. Responda en la página del siniestro.',
    },
  },
  APPROVE: {
    pt: { subject: 'Sinistro {protocol} aprovado', body: 'O sinistro {protocol} de {company} foi aprovado. {message}' },
    en: { subject: 'Claim {protocol} approved', body: 'Claim {protocol} of {company} has been approved. {message}' },
    es: {
      subject: 'Siniestro {protocol} aprobado',
      body: 'El siniestro {protocol} de {company} fue aprobado. {message}',
    },
  },
  REJECT: {
    pt: {
      subject: 'Sinistro {protocol} encerrado',
      body: 'O sinistro {protocol} de {company} foi recusado. Motivo: {message}',
    },
    en: { subject: 'Claim {protocol} closed', body: 'Claim {protocol} of {company} was refused. Reason: {message}' },
    es: {
      subject: 'Siniestro {protocol} cerrado',
      body: 'El siniestro {protocol} de {company} fue rechazado. Motivo: {message}',
    },
  },
};

const languageOf = (locale: string | null | undefined): Language =>
  locale?.startsWith('en') ? 'en' : locale?.startsWith('es') ? 'es' : 'pt';

interface ClaimMail {
  template: string;
  content: MailTemplate;
  claim: { id: string; account_id: string; contact_email: string; reported_by: string | null; protocol_number: string };
  vars: Record<string, string>;
  origin: string;
}

/** Queues the mail to the claim's contact (in the reporter's language) and to the account's broker of record. */
export async function mailClaimParties(db: Db, mail: ClaimMail) {
  const [reporter] = mail.claim.reported_by
    ? await db.select({ locale: users.locale }).from(users).where(eq(users.id, mail.claim.reported_by)).limit(1)
    : [];
  const vars = { protocol: mail.claim.protocol_number, ...mail.vars };
  const link = `${mail.origin}/dashboard/claims/detail/${mail.claim.id}`;
  if (mail.claim.contact_email)
    await queueMail(db, {
      to: mail.claim.contact_email,
      template: mail.template,
      language: languageOf(reporter?.locale),
      content: mail.content,
      vars,
      link,
    });
  // The broker of record, in the language of the brokerage's own user.
  const brokersOfRecord = await db
    .selectDistinctOn([brokers.id], { email: brokers.email, locale: users.locale })
    .from(brokerCustomers)
    .innerJoin(brokers, eq(brokers.id, brokerCustomers.broker_id))
    .leftJoin(brokerUsers, and(eq(brokerUsers.broker_id, brokers.id), eq(brokerUsers.role, 'BROKER')))
    .leftJoin(users, eq(users.id, brokerUsers.user_id))
    .where(and(eq(brokerCustomers.account_id, mail.claim.account_id), eq(brokers.status, 'APPROVED')))
    .orderBy(brokers.id, asc(brokerUsers.created_at));
  for (const broker of brokersOfRecord)
    await queueMail(db, {
      to: broker.email,
      template: mail.template,
      language: languageOf(broker.locale),
      content: mail.content,
      vars,
    });
}
