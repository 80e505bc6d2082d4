import type { MailTemplate } from '../../lib/mail/outbox';

/** To the person who finished a questionnaire: it is with underwriting now (spec section 9 times). */
export const QUESTIONNAIRE_FINISHED_MAIL: MailTemplate = {
  pt: {
    subject: 'Recebemos o questionário de {account}',
    body: 'Olá, {name}.\n\nO questionário de {account} foi concluído e está em análise. Quando a análise precisar de uma pessoa, ela leva de 10 a 15 dias úteis; avisaremos você quando as cotações estiverem prontas. Acompanhe pelo link abaixo.',
  },
  en: {
    subject: 'We received the questionnaire of {account}',
    body: 'Hello, {name}.\n\nThe questionnaire of {account} is finished and under analysis. When the analysis needs a person it takes 10 to 15 business days; we will tell you when the quotes are ready. Follow it with the link below.',
  },
  es: {
    subject: 'Recibimos el cuestionario de {account}',
    body: 'Hola, {name}.\n\nEl cuestionario de {account} está terminado y en análisis. Cuando el análisis necesita a una persona toma de 10 a 15 días hábiles; le avisaremos cuando las cotizaciones estén listas. Siga el proceso con el enlace de abajo.',
  },
};

/** To a guest someone asked to fill part of a questionnaire (the CFO, the lawyer): no account needed. */
export const QUESTIONNAIRE_SHARED_MAIL: MailTemplate = {
  pt: {
    subject: '{sender} pediu sua ajuda com o questionário de seguro de {account}',
    body: 'Olá.\n\n{sender} pediu que você preencha parte do questionário de seguro de {account}. Abra pelo link abaixo, sem precisar de conta. Ele vale por {days} dias.',
  },
  en: {
    subject: '{sender} asked for your help with the insurance questionnaire of {account}',
    body: 'Hello.\n\n{sender} asked you to fill in part of the insurance questionnaire of {account}. Open it with the link below; no account needed. It works for {days} days.',
  },
  es: {
    subject: '{sender} pidió su ayuda con el cuestionario de seguro de {account}',
    body: 'Hola.\n\n{sender} le pidió completar parte del cuestionario de seguro de {account}. Ábralo con el enlace de abajo, sin necesidad de cuenta. Es válido por {days} días.',
  },
};
