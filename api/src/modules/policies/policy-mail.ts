import type { MailTemplate } from '../../lib/mail/outbox';

/** To the customer (account administrator of the checkout) and the broker of record: the policy exists. */
export const POLICY_ISSUED_MAIL: MailTemplate = {
  pt: {
    subject: 'Apólice {number} emitida para {company}',
    body: 'Olá.\n\nA apólice {number} ({product}, {insurer}) de {company} foi emitida, com vigência de {start} a {end}. Veja a apólice e as parcelas pelo link abaixo.',
  },
  en: {
    subject: 'Policy {number} issued for {company}',
    body: 'Hello.\n\nPolicy {number} ({product}, {insurer}) of {company} was issued, in force from {start} to {end}. See the policy and its instalments with the link below.',
  },
  es: {
    subject: 'Póliza {number} emitida para {company}',
    body: 'Hola.\n\nLa póliza {number} ({product}, {insurer}) de {company} fue emitida, con vigencia del {start} al {end}. Vea la póliza y sus cuotas con el enlace de abajo.',
  },
};
