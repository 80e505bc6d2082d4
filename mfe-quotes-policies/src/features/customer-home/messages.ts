import type { Messages } from '@platform/i18n';

/**
 * The customer home's words: the greeting, what needs the customer now (issue 22 item 5) and the
 * summary. Apart from the remote's other texts so that the home's first screen (./first-screen)
 * brings these alone.
 */
export const homeMessages: Messages = {
  pt: {
    'home.tasks.title': 'O que precisa de você agora',
    'home.tasks.empty.title': 'Nada precisa de você agora',
    'home.tasks.empty.text':
      'Quando houver uma cotação para escolher, uma assinatura, uma parcela, uma renovação ou um sinistro esperando por você, aparece aqui.',
    'home.tasks.late': 'Em atraso',
    'home.tasks.QUOTE_TO_CHOOSE.title': 'Escolha a sua cotação de {product}',
    'home.tasks.QUOTE_TO_CHOOSE.detail':
      '{options, plural, one {# opção disponível} other {# opções disponíveis}}, válidas até {date}.',
    'home.tasks.QUOTE_TO_CHOOSE.detailOpen':
      '{options, plural, one {# opção disponível.} other {# opções disponíveis.}}',
    'home.tasks.QUOTE_TO_CHOOSE.action': 'Comparar opções',
    'home.tasks.SIGNATURE_PENDING.title': 'Assinatura pendente: {product}',
    'home.tasks.SIGNATURE_PENDING.detail': 'Aguardando a assinatura de {signatories}. Link válido até {date}.',
    'home.tasks.SIGNATURE_PENDING.lateDetail':
      'O link de assinatura de {signatories} expirou em {date}. Envie a proposta de novo.',
    'home.tasks.SIGNATURE_PENDING.action': 'Ver contratação',
    'home.tasks.INVOICE_DUE.title': 'Parcela a pagar: {product}',
    'home.tasks.INVOICE_DUE.lateTitle': 'Parcela atrasada: {product}',
    'home.tasks.INVOICE_DUE.detail': 'Fatura {reference} de {amount}, vence em {date}.',
    'home.tasks.INVOICE_DUE.lateDetail': 'Fatura {reference} de {amount}, venceu em {date}.',
    'home.tasks.INVOICE_DUE.action': 'Ver pagamentos',
    'home.tasks.RENEWAL_COMING.title': 'Renovação chegando: {product}',
    'home.tasks.RENEWAL_COMING.detail': 'A apólice {reference} termina em {date}.',
    'home.tasks.RENEWAL_COMING.action': 'Ver apólice',
    'home.tasks.CLAIM_INFORMATION.title': 'Sinistro {reference} aguarda informações',
    'home.tasks.CLAIM_INFORMATION.detail':
      'A seguradora pediu informações em {date}. O prazo fica parado até a sua resposta.',
    'home.tasks.CLAIM_INFORMATION.action': 'Responder',
    'home.tasks.noProduct': 'Seguro',
    'home.summary.title': 'Seus seguros',
    'home.greeting': 'Olá, {name}!',
    'home.greetingAnonymous': 'Olá!',
    'home.subtitle': 'Veja como estão os seus seguros.',
    'home.policies.title': 'Apólices vigentes',
    'home.policies.nextExpiry': 'Próximo vencimento: {date}',
    'home.policies.none': 'Nenhuma apólice vigente no momento.',
    'home.policies.link': 'Ver apólices',
    'home.quotes.title': 'Cotações disponíveis',
    'home.quotes.available':
      '{count, plural, one {# cotação esperando a sua escolha.} other {# cotações esperando a sua escolha.}}',
    'home.quotes.searching':
      '{count, plural, one {Estamos buscando # cotação com as seguradoras.} other {Estamos buscando # cotações com as seguradoras.}}',
    'home.quotes.none': 'Nenhuma cotação disponível agora.',
    'home.quotes.link': 'Ver cotações',
    'home.form.title': 'Questionário',
    'home.form.inProgress': 'Em andamento, atualizado em {date}.',
    'home.form.continue': 'Continuar questionário',
    'home.form.none': 'Nenhum questionário em andamento.',
    'home.form.list': 'Ver questionários',
    'home.empty.title': 'Vamos começar',
    'home.empty.text':
      'Responda ao questionário da sua empresa para receber cotações de D&O, E&O e seguro cibernético. Você pode salvar e continuar depois.',
    'home.empty.start': 'Começar questionário',
  },
  en: {
    'home.tasks.title': 'What needs you now',
    'home.tasks.empty.title': 'Nothing needs you now',
    'home.tasks.empty.text':
      'When a quote waits for your choice, or a signature, an instalment, a renewal or a claim waits for you, it shows here.',
    'home.tasks.late': 'Late',
    'home.tasks.QUOTE_TO_CHOOSE.title': 'Choose your {product} quote',
    'home.tasks.QUOTE_TO_CHOOSE.detail':
      '{options, plural, one {# option available} other {# options available}}, valid until {date}.',
    'home.tasks.QUOTE_TO_CHOOSE.detailOpen':
      '{options, plural, one {# option available.} other {# options available.}}',
    'home.tasks.QUOTE_TO_CHOOSE.action': 'Compare options',
    'home.tasks.SIGNATURE_PENDING.title': 'Signature pending: {product}',
    'home.tasks.SIGNATURE_PENDING.detail': 'Waiting for {signatories} to sign. The link is valid until {date}.',
    'home.tasks.SIGNATURE_PENDING.lateDetail':
      'The signing link of {signatories} expired on {date}. Send the proposal again.',
    'home.tasks.SIGNATURE_PENDING.action': 'See the checkout',
    'home.tasks.INVOICE_DUE.title': 'Instalment to pay: {product}',
    'home.tasks.INVOICE_DUE.lateTitle': 'Instalment late: {product}',
    'home.tasks.INVOICE_DUE.detail': 'Invoice {reference} of {amount}, due on {date}.',
    'home.tasks.INVOICE_DUE.lateDetail': 'Invoice {reference} of {amount}, was due on {date}.',
    'home.tasks.INVOICE_DUE.action': 'See payments',
    'home.tasks.RENEWAL_COMING.title': 'Renewal coming: {product}',
    'home.tasks.RENEWAL_COMING.detail': 'Policy {reference} ends on {date}.',
    'home.tasks.RENEWAL_COMING.action': 'See the policy',
    'home.tasks.CLAIM_INFORMATION.title': 'Claim {reference} waits for information',
    'home.tasks.CLAIM_INFORMATION.detail':
      'The insurer asked for information on {date}. The deadline stops until you answer.',
    'home.tasks.CLAIM_INFORMATION.action': 'Answer',
    'home.tasks.noProduct': 'Insurance',
    'home.summary.title': 'Your insurance',
    'home.greeting': 'Hello, {name}!',
    'home.greetingAnonymous': 'Hello!',
    'home.subtitle': 'Here is where your insurance stands.',
    'home.policies.title': 'Active policies',
    'home.policies.nextExpiry': 'Next expiry: {date}',
    'home.policies.none': 'No active policy right now.',
    'home.policies.link': 'See policies',
    'home.quotes.title': 'Quotes available',
    'home.quotes.available':
      '{count, plural, one {# quote waiting for your choice.} other {# quotes waiting for your choice.}}',
    'home.quotes.searching':
      '{count, plural, one {We are looking for # quote with the insurers.} other {We are looking for # quotes with the insurers.}}',
    'home.quotes.none': 'No quote available right now.',
    'home.quotes.link': 'See quotes',
    'home.form.title': 'Questionnaire',
    'home.form.inProgress': 'In progress, updated on {date}.',
    'home.form.continue': 'Continue questionnaire',
    'home.form.none': 'No questionnaire in progress.',
    'home.form.list': 'See questionnaires',
    'home.empty.title': "Let's get started",
    'home.empty.text':
      "Answer your company's questionnaire to get D&O, E&O and cyber insurance quotes. You can save it and continue later.",
    'home.empty.start': 'Start questionnaire',
  },
  es: {
    'home.tasks.title': 'Lo que necesita de usted ahora',
    'home.tasks.empty.title': 'Nada necesita de usted ahora',
    'home.tasks.empty.text':
      'Cuando una cotización espere su elección, o una firma, una cuota, una renovación o un siniestro esperen por usted, aparecerá aquí.',
    'home.tasks.late': 'Atrasado',
    'home.tasks.QUOTE_TO_CHOOSE.title': 'Elija su cotización de {product}',
    'home.tasks.QUOTE_TO_CHOOSE.detail':
      '{options, plural, one {# opción disponible} other {# opciones disponibles}}, válidas hasta el {date}.',
    'home.tasks.QUOTE_TO_CHOOSE.detailOpen':
      '{options, plural, one {# opción disponible.} other {# opciones disponibles.}}',
    'home.tasks.QUOTE_TO_CHOOSE.action': 'Comparar opciones',
    'home.tasks.SIGNATURE_PENDING.title': 'Firma pendiente: {product}',
    'home.tasks.SIGNATURE_PENDING.detail': 'Esperando la firma de {signatories}. El enlace es válido hasta el {date}.',
    'home.tasks.SIGNATURE_PENDING.lateDetail':
      'El enlace de firma de {signatories} venció el {date}. Envíe la propuesta de nuevo.',
    'home.tasks.SIGNATURE_PENDING.action': 'Ver la contratación',
    'home.tasks.INVOICE_DUE.title': 'Cuota por pagar: {product}',
    'home.tasks.INVOICE_DUE.lateTitle': 'Cuota atrasada: {product}',
    'home.tasks.INVOICE_DUE.detail': 'Factura {reference} de {amount}, vence el {date}.',
    'home.tasks.INVOICE_DUE.lateDetail': 'Factura {reference} de {amount}, venció el {date}.',
    'home.tasks.INVOICE_DUE.action': 'Ver pagos',
    'home.tasks.RENEWAL_COMING.title': 'Renovación próxima: {product}',
    'home.tasks.RENEWAL_COMING.detail': 'La póliza {reference} termina el {date}.',
    'home.tasks.RENEWAL_COMING.action': 'Ver la póliza',
    'home.tasks.CLAIM_INFORMATION.title': 'El siniestro {reference} espera información',
    'home.tasks.CLAIM_INFORMATION.detail':
      'La aseguradora pidió información el {date}. El plazo se detiene hasta su respuesta.',
    'home.tasks.CLAIM_INFORMATION.action': 'Responder',
    'home.tasks.noProduct': 'Seguro',
    'home.summary.title': 'Sus seguros',
    'home.greeting': '¡Hola, {name}!',
    'home.greetingAnonymous': '¡Hola!',
    'home.subtitle': 'Así están sus seguros.',
    'home.policies.title': 'Pólizas vigentes',
    'home.policies.nextExpiry': 'Próximo vencimiento: {date}',
    'home.policies.none': 'Ninguna póliza vigente por ahora.',
    'home.policies.link': 'Ver pólizas',
    'home.quotes.title': 'Cotizaciones disponibles',
    'home.quotes.available':
      '{count, plural, one {# cotización esperando su elección.} other {# cotizaciones esperando su elección.}}',
    'home.quotes.searching':
      '{count, plural, one {Estamos buscando # cotización con las aseguradoras.} other {Estamos buscando # cotizaciones con las aseguradoras.}}',
    'home.quotes.none': 'Ninguna cotización disponible ahora.',
    'home.quotes.link': 'Ver cotizaciones',
    'home.form.title': 'Cuestionario',
    'home.form.inProgress': 'En curso, actualizado el {date}.',
    'home.form.continue': 'Continuar cuestionario',
    'home.form.none': 'Ningún cuestionario en curso.',
    'home.form.list': 'Ver cuestionarios',
    'home.empty.title': 'Empecemos',
    'home.empty.text':
      'Responda el cuestionario de su empresa para recibir cotizaciones de D&O, E&O y seguro cibernético. Puede guardarlo y continuar después.',
    'home.empty.start': 'Comenzar cuestionario',
  },
};
