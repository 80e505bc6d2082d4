import type { MailTemplate } from '../../lib/mail/outbox';

/**
 * To the account's billing e-mail, or the policyholder when none is registered (spec section 6):
 * an instalment is late, with the 15 days' notice before cancelling (insurance-model.md section 3).
 */
export const INVOICE_LATE_MAIL: MailTemplate = {
  pt: {
    subject: 'Parcela {instalment} da apólice {policy} em atraso',
    body: 'Olá.\n\nA parcela {instalment} da apólice {policy} de {company} ({amount}) venceu em {due} e ainda não identificamos o pagamento. Se ela não for paga até {notice_end} (15 dias de aviso), a apólice poderá ser cancelada por falta de pagamento. Se já pagou, desconsidere esta mensagem. Veja a fatura pelo link abaixo.',
  },
  en: {
    subject: 'Instalment {instalment} of policy {policy} is late',
    body: 'Hello.\n\nInstalment {instalment} of policy {policy} of {company} ({amount}) was due on {due} and we have not seen its payment yet. If it is not paid by {notice_end} (15 days of notice), the policy may be cancelled for non-payment. If you have paid it, please ignore this message. See the invoice with the link below.',
  },
  es: {
    subject: 'Cuota {instalment} de la póliza {policy} atrasada',
    body: 'Hola.\n\nLa cuota {instalment} de la póliza {policy} de {company} ({amount}) venció el {due} y todavía no identificamos su pago. Si no se paga hasta el {notice_end} (15 días de aviso), la póliza podrá ser cancelada por falta de pago. Si ya la pagó, ignore este mensaje. Vea la factura con el enlace de abajo.',
  },
};

/** To the billing e-mail, or else the policyholder (spec section 6): a payment arrived through the provider. */
export const INVOICE_PAID_MAIL: MailTemplate = {
  pt: {
    subject: 'Pagamento recebido: parcela {instalment} da apólice {policy}',
    body: 'Olá.\n\nRecebemos o pagamento da parcela {instalment} da apólice {policy} de {company} ({amount}, por {method}). Obrigado. Veja a apólice pelo link abaixo.',
  },
  en: {
    subject: 'Payment received: instalment {instalment} of policy {policy}',
    body: 'Hello.\n\nWe received the payment of instalment {instalment} of policy {policy} of {company} ({amount}, by {method}). Thank you. See the policy with the link below.',
  },
  es: {
    subject: 'Pago recibido: cuota {instalment} de la póliza {policy}',
    body: 'Hola.\n\nRecibimos el pago de la cuota {instalment} de la póliza {policy} de {company} ({amount}, por {method}). Gracias. Vea la póliza con el enlace de abajo.',
  },
};
