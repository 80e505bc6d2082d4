import type { Language } from '@platform/domain';

/**
 * Words of the purchase path (purchasePath in @platform/domain) and of a retention of none, in a
 * file of their own: the remotes get them with the platform's and the quotes remote's texts, and
 * the shell's slim public pages (the signing page, the certificate) import this file alone, before
 * any remote or react-intl has loaded.
 */
export const PURCHASE_WORDS = {
  pt: {
    'purchasePath.label': 'Etapas até a apólice',
    'purchasePath.step.quote': 'Cotação',
    'purchasePath.step.checkout': 'Contratação',
    'purchasePath.step.signature': 'Assinatura',
    'purchasePath.step.issued': 'Apólice emitida',
    'purchasePath.step.paid': 'Pagamento',
    'purchasePath.done': 'etapa concluída',
    'retention.R_NONE': 'Sem franquia',
  },
  en: {
    'purchasePath.label': 'Steps to your policy',
    'purchasePath.step.quote': 'Quote',
    'purchasePath.step.checkout': 'Checkout',
    'purchasePath.step.signature': 'Signature',
    'purchasePath.step.issued': 'Policy issued',
    'purchasePath.step.paid': 'Paid',
    'purchasePath.done': 'step done',
    'retention.R_NONE': 'No retention',
  },
  es: {
    'purchasePath.label': 'Etapas hasta la póliza',
    'purchasePath.step.quote': 'Cotización',
    'purchasePath.step.checkout': 'Contratación',
    'purchasePath.step.signature': 'Firma',
    'purchasePath.step.issued': 'Póliza emitida',
    'purchasePath.step.paid': 'Pago',
    'purchasePath.done': 'etapa completada',
    'retention.R_NONE': 'Sin deducible',
  },
} as const satisfies Record<Language, Record<string, string>>;
