import type { Messages } from '@platform/i18n';

/** The broker home's task list: what the broker's book needs now (issue 22 item 5). */
export const bookTaskMessages: Messages = {
  pt: {
    'broker.tasks.title': 'O que precisa de você agora',
    'broker.tasks.empty.title': 'Nada precisa de você agora',
    'broker.tasks.empty.text':
      'Quando uma empresa da sua carteira tiver uma cotação para escolher, uma assinatura, uma parcela, uma renovação ou um sinistro pendente, aparece aqui.',
    'broker.tasks.late': 'Em atraso',
    'broker.tasks.noProduct': 'Seguro',
    'broker.tasks.QUOTE_TO_CHOOSE.title': '{company}: escolher a cotação de {product}',
    'broker.tasks.QUOTE_TO_CHOOSE.detail':
      '{options, plural, one {# opção disponível} other {# opções disponíveis}}, válidas até {date}.',
    'broker.tasks.QUOTE_TO_CHOOSE.detailOpen':
      '{options, plural, one {# opção disponível.} other {# opções disponíveis.}}',
    'broker.tasks.SIGNATURE_PENDING.title': '{company}: assinatura pendente ({product})',
    'broker.tasks.SIGNATURE_PENDING.detail': 'Aguardando a assinatura de {signatories}. Link válido até {date}.',
    'broker.tasks.SIGNATURE_PENDING.lateDetail': 'O link de assinatura de {signatories} expirou em {date}.',
    'broker.tasks.INVOICE_DUE.title': '{company}: parcela a pagar ({product})',
    'broker.tasks.INVOICE_DUE.lateTitle': '{company}: parcela atrasada ({product})',
    'broker.tasks.INVOICE_DUE.detail': 'Fatura {reference} de {amount}, vence em {date}.',
    'broker.tasks.INVOICE_DUE.lateDetail': 'Fatura {reference} de {amount}, venceu em {date}.',
    'broker.tasks.RENEWAL_COMING.title': '{company}: renovação de {product} chegando',
    'broker.tasks.RENEWAL_COMING.detail': 'A apólice {reference} termina em {date}.',
    'broker.tasks.CLAIM_INFORMATION.title': '{company}: sinistro {reference} aguarda informações',
    'broker.tasks.CLAIM_INFORMATION.detail': 'A seguradora pediu informações ao cliente em {date}.',
    'broker.tasks.openCompany': 'Ver empresa',
    'broker.tasks.openClaim': 'Ver sinistro',
  },
  en: {
    'broker.tasks.title': 'What needs you now',
    'broker.tasks.empty.title': 'Nothing needs you now',
    'broker.tasks.empty.text':
      'When a company of your book has a quote to choose, a signature, an instalment, a renewal or a claim waiting, it shows here.',
    'broker.tasks.late': 'Late',
    'broker.tasks.noProduct': 'Insurance',
    'broker.tasks.QUOTE_TO_CHOOSE.title': '{company}: choose the {product} quote',
    'broker.tasks.QUOTE_TO_CHOOSE.detail':
      '{options, plural, one {# option available} other {# options available}}, valid until {date}.',
    'broker.tasks.QUOTE_TO_CHOOSE.detailOpen':
      '{options, plural, one {# option available.} other {# options available.}}',
    'broker.tasks.SIGNATURE_PENDING.title': '{company}: signature pending ({product})',
    'broker.tasks.SIGNATURE_PENDING.detail': 'Waiting for {signatories} to sign. The link is valid until {date}.',
    'broker.tasks.SIGNATURE_PENDING.lateDetail': 'The signing link of {signatories} expired on {date}.',
    'broker.tasks.INVOICE_DUE.title': '{company}: instalment to pay ({product})',
    'broker.tasks.INVOICE_DUE.lateTitle': '{company}: instalment late ({product})',
    'broker.tasks.INVOICE_DUE.detail': 'Invoice {reference} of {amount}, due on {date}.',
    'broker.tasks.INVOICE_DUE.lateDetail': 'Invoice {reference} of {amount}, was due on {date}.',
    'broker.tasks.RENEWAL_COMING.title': '{company}: {product} renewal coming',
    'broker.tasks.RENEWAL_COMING.detail': 'Policy {reference} ends on {date}.',
    'broker.tasks.CLAIM_INFORMATION.title': '{company}: claim {reference} waits for information',
    'broker.tasks.CLAIM_INFORMATION.detail': 'The insurer asked the customer for information on {date}.',
    'broker.tasks.openCompany': 'See the company',
    'broker.tasks.openClaim': 'See the claim',
  },
  es: {
    'broker.tasks.title': 'Lo que necesita de usted ahora',
    'broker.tasks.empty.title': 'Nada necesita de usted ahora',
    'broker.tasks.empty.text':
      'Cuando una empresa de su cartera tenga una cotización por elegir, una firma, una cuota, una renovación o un siniestro pendiente, aparecerá aquí.',
    'broker.tasks.late': 'Atrasado',
    'broker.tasks.noProduct': 'Seguro',
    'broker.tasks.QUOTE_TO_CHOOSE.title': '{company}: elegir la cotización de {product}',
    'broker.tasks.QUOTE_TO_CHOOSE.detail':
      '{options, plural, one {# opción disponible} other {# opciones disponibles}}, válidas hasta el {date}.',
    'broker.tasks.QUOTE_TO_CHOOSE.detailOpen':
      '{options, plural, one {# opción disponible.} other {# opciones disponibles.}}',
    'broker.tasks.SIGNATURE_PENDING.title': '{company}: firma pendiente ({product})',
    'broker.tasks.SIGNATURE_PENDING.detail':
      'Esperando la firma de {signatories}. El enlace es válido hasta el {date}.',
    'broker.tasks.SIGNATURE_PENDING.lateDetail': 'El enlace de firma de {signatories} venció el {date}.',
    'broker.tasks.INVOICE_DUE.title': '{company}: cuota por pagar ({product})',
    'broker.tasks.INVOICE_DUE.lateTitle': '{company}: cuota atrasada ({product})',
    'broker.tasks.INVOICE_DUE.detail': 'Factura {reference} de {amount}, vence el {date}.',
    'broker.tasks.INVOICE_DUE.lateDetail': 'Factura {reference} de {amount}, venció el {date}.',
    'broker.tasks.RENEWAL_COMING.title': '{company}: renovación de {product} próxima',
    'broker.tasks.RENEWAL_COMING.detail': 'La póliza {reference} termina el {date}.',
    'broker.tasks.CLAIM_INFORMATION.title': '{company}: el siniestro {reference} espera información',
    'broker.tasks.CLAIM_INFORMATION.detail': 'La aseguradora pidió información al cliente el {date}.',
    'broker.tasks.openCompany': 'Ver la empresa',
    'broker.tasks.openClaim': 'Ver el siniestro',
  },
};
