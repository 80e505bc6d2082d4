import type { MailTemplate } from '../../lib/mail/outbox';

/** To the customer's administrators and the broker of record when the desk publishes options. */
export const DESK_PUBLISHED_MAIL: MailTemplate = {
  pt: {
    subject: 'Cotações de {product} disponíveis para {account}',
    body: 'Olá {name}, a análise de risco de {product} para {account} terminou e as opções de cotação estão disponíveis. Compare e escolha a sua.',
  },
  en: {
    subject: '{product} quotes available for {account}',
    body: 'Hello {name}, the risk analysis of {product} for {account} is done and the quote options are available. Compare them and choose yours.',
  },
  es: {
    subject: 'Cotizaciones de {product} disponibles para {account}',
    body: 'Hola {name}, el análisis de riesgo de {product} para {account} terminó y las opciones de cotización están disponibles. Compárelas y elija la suya.',
  },
};

/** To the customer's administrators and the broker of record when the desk declines a product, with the reason. */
export const DESK_DECLINED_MAIL: MailTemplate = {
  pt: {
    subject: 'Não foi possível cotar {product} para {account}',
    body: 'Olá {name}, depois da análise de risco não foi possível oferecer {product} para {account}. Motivo: {reason}. Você pode enviar um novo questionário em 3 meses.',
  },
  en: {
    subject: 'We could not quote {product} for {account}',
    body: 'Hello {name}, after the risk analysis we could not offer {product} to {account}. Reason: {reason}. You may send a new questionnaire in 3 months.',
  },
  es: {
    subject: 'No fue posible cotizar {product} para {account}',
    body: 'Hola {name}, después del análisis de riesgo no fue posible ofrecer {product} a {account}. Motivo: {reason}. Puede enviar un nuevo cuestionario en 3 meses.',
  },
};
