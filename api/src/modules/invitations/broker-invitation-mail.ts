import type { MailTemplate } from '../../lib/mail/outbox';

/** Sent when a broker administrator invites a colleague, and on "resend invitation" (auth/register). */
export const BROKER_INVITATION_MAIL: MailTemplate = {
  pt: {
    subject: '{inviter} convidou você para a corretora {account}',
    body: 'Olá, {name}.\n\n{inviter} convidou você para trabalhar na carteira de clientes da corretora {account}. Aceite o convite pelo link abaixo. Ele vale por 7 dias.',
  },
  en: {
    subject: '{inviter} invited you to the brokerage {account}',
    body: 'Hello, {name}.\n\n{inviter} invited you to work on the customer book of the brokerage {account}. Accept the invitation with the link below. It works for 7 days.',
  },
  es: {
    subject: '{inviter} lo invitó a la corredora {account}',
    body: 'Hola, {name}.\n\n{inviter} lo invitó a trabajar en la cartera de clientes de la corredora {account}. Acepte la invitación con el enlace de abajo. Es válido por 7 días.',
  },
};
