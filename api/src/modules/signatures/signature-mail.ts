import type { MailTemplate } from '../../lib/mail/outbox';

/** To the legal signatory: the proposal waits for their signature; no account needed. */
export const SIGNATURE_REQUEST_MAIL: MailTemplate = {
  pt: {
    subject: 'Assinatura da proposta de seguro de {company}',
    body: 'Olá, {name}.\n\n{sender} indicou você como signatário legal da proposta de seguro {product} de {company}. Leia a proposta e assine pelo link abaixo; enviaremos um código de confirmação para este e-mail. O link vale até {expires}.',
  },
  en: {
    subject: 'Signature of the insurance proposal of {company}',
    body: 'Hello, {name}.\n\n{sender} named you the legal signatory of the {product} insurance proposal of {company}. Read the proposal and sign it with the link below; we will send a confirmation code to this e-mail. The link works until {expires}.',
  },
  es: {
    subject: 'Firma de la propuesta de seguro de {company}',
    body: 'Hola, {name}.\n\n{sender} lo indicó como firmante legal de la propuesta de seguro {product} de {company}. Lea la propuesta y fírmela con el enlace de abajo; enviaremos un código de confirmación a este correo. El enlace es válido hasta {expires}.',
  },
};

/** The one-time code that proves the signatory holds the e-mail. */
export const SIGNATURE_CODE_MAIL: MailTemplate = {
  pt: {
    subject: 'Seu código de assinatura: {code}',
    body: 'Seu código para assinar a proposta de seguro de {company} é {code}. Ele vale por {minutes} minutos. Se não foi você que pediu, ignore este e-mail.',
  },
  en: {
    subject: 'Your signing code: {code}',
    body: 'Your code to sign the insurance proposal of {company} is {code}. It works for {minutes} minutes. If you did not ask for it, ignore this e-mail.',
  },
  es: {
    subject: 'Su código de firma: {code}',
    body: 'Su código para firmar la propuesta de seguro de {company} es {code}. Es válido por {minutes} minutos. Si no lo pidió, ignore este correo.',
  },
};
