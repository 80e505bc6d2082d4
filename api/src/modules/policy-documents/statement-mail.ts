import type { Language } from '@platform/domain';
import type { MailTemplate } from '../../lib/mail/outbox';

/** The statement: to addresses the sender typed, who may have no account (so no link to a signed-in page). */
export const STATEMENT_MAIL: MailTemplate = {
  pt: {
    subject: 'Extrato da apólice {policy} de {company}',
    body: 'Olá.\n\n{sender} compartilhou com você o extrato da apólice {policy} de {company}.\n\nSeguradora: {insurer}\nVigência: {period}\nLimite máximo de garantia: {limit}\n\nFaturas:\n{invoices}\n\nPago: {paid}\nA pagar: {due}',
  },
  en: {
    subject: 'Statement of policy {policy} of {company}',
    body: 'Hello.\n\n{sender} shared with you the statement of policy {policy} of {company}.\n\nInsurer: {insurer}\nPolicy period: {period}\nLimit of liability: {limit}\n\nInvoices:\n{invoices}\n\nPaid: {paid}\nDue: {due}',
  },
  es: {
    subject: 'Estado de cuenta de la póliza {policy} de {company}',
    body: 'Hola.\n\n{sender} compartió con usted el estado de cuenta de la póliza {policy} de {company}.\n\nAseguradora: {insurer}\nVigencia: {period}\nLímite máximo de responsabilidad: {limit}\n\nFacturas:\n{invoices}\n\nPagado: {paid}\nPor pagar: {due}',
  },
};

/** The words of each invoice line. */
export const STATEMENT_WORDS: Record<Language, Record<string, string>> = {
  pt: {
    due: 'vence em',
    PAID: 'paga',
    PENDING: 'pendente',
    LATE: 'em atraso',
    DELAYED: 'atrasada',
    noInvoices: '(nenhuma)',
  },
  en: { due: 'due', PAID: 'paid', PENDING: 'pending', LATE: 'late', DELAYED: 'delayed', noInvoices: '(none)' },
  es: {
    due: 'vence el',
    PAID: 'pagada',
    PENDING: 'pendiente',
    LATE: 'atrasada',
    DELAYED: 'demorada',
    noInvoices: '(ninguna)',
  },
};
