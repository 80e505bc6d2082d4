import type { MailTemplate } from '../../lib/mail/outbox';

/** Sent at sign-up and on "resend": the link activates the user (auth/email-confirmation). */
export const EMAIL_CONFIRMATION_MAIL: MailTemplate = {
  pt: {
    subject: 'Confirme seu e-mail',
    body: 'Olá, {name}.\n\nRecebemos o cadastro de {organisation}. Confirme seu e-mail para ativar a conta. O link vale por 72 horas.',
  },
  en: {
    subject: 'Confirm your email',
    body: 'Hello, {name}.\n\nWe received the registration of {organisation}. Confirm your email to activate the account. The link works for 72 hours.',
  },
  es: {
    subject: 'Confirme su correo',
    body: 'Hola, {name}.\n\nRecibimos el registro de {organisation}. Confirme su correo para activar la cuenta. El enlace es válido por 72 horas.',
  },
};
