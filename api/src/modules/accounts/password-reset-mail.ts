import type { MailTemplate } from '../../lib/mail/outbox';

/** "Forgot password" and the forced reset after the authentication migration. */
export const PASSWORD_RESET_MAIL: MailTemplate = {
  pt: {
    subject: 'Redefina sua senha',
    body: 'Olá, {name}.\n\nUse o link abaixo para criar uma nova senha. Ele vale por 2 horas. Se você não pediu, ignore este e-mail.',
  },
  en: {
    subject: 'Reset your password',
    body: 'Hello, {name}.\n\nUse the link below to choose a new password. It works for 2 hours. If you did not ask for it, ignore this email.',
  },
  es: {
    subject: 'Restablezca su contraseña',
    body: 'Hola, {name}.\n\nUse el enlace de abajo para crear una nueva contraseña. Es válido por 2 horas. Si no lo solicitó, ignore este correo.',
  },
};
