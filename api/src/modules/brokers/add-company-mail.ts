import type { MailTemplate } from '../../lib/mail/outbox';

/** Sent when a broker adds a company to its book: the company's administrator accepts (auth/register). */
export const BROKER_CUSTOMER_INVITATION_MAIL: MailTemplate = {
  pt: {
    subject: '{inviter} convidou você para administrar {account}',
    body: 'Olá, {name}.\n\n{inviter}, sua corretora de seguros, cadastrou {account} e convidou você para administrar a conta da empresa. Ao aceitar pelo link abaixo, a corretora passa a cuidar dos seguros da empresa com você. O link vale por 7 dias.',
  },
  en: {
    subject: '{inviter} invited you to administer {account}',
    body: 'Hello, {name}.\n\n{inviter}, your insurance broker, registered {account} and invited you to administer the company’s account. Once you accept with the link below, the broker looks after the company’s insurance with you. The link works for 7 days.',
  },
  es: {
    subject: '{inviter} lo invitó a administrar {account}',
    body: 'Hola, {name}.\n\n{inviter}, su corredor de seguros, registró {account} y lo invitó a administrar la cuenta de la empresa. Al aceptar con el enlace de abajo, el corredor pasa a cuidar los seguros de la empresa con usted. El enlace es válido por 7 días.',
  },
};
