import type { MailTemplate } from '../../lib/mail/outbox';

/** Sent when an account administrator invites a team member, and on "resend invitation" (auth/register). */
export const INVITATION_MAIL: MailTemplate = {
  pt: {
    subject: '{inviter} convidou você para {account}',
    body: 'Olá, {name}.\n\n{inviter} convidou você para acompanhar os seguros de {account} como membro da equipe. Aceite o convite pelo link abaixo. Ele vale por 7 dias.',
  },
  en: {
    subject: '{inviter} invited you to {account}',
    body: 'Hello, {name}.\n\n{inviter} invited you to follow the insurance of {account} as a team member. Accept the invitation with the link below. It works for 7 days.',
  },
  es: {
    subject: '{inviter} lo invitó a {account}',
    body: 'Hola, {name}.\n\n{inviter} lo invitó a seguir los seguros de {account} como miembro del equipo. Acepte la invitación con el enlace de abajo. Es válido por 7 días.',
  },
};
