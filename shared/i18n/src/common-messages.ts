import type { Messages } from './messages';
import { PRODUCT_NAMES } from './product-names';
import { PURCHASE_WORDS } from './purchase-words';

/**
 * Texts every app shows: loading, retry, the route error view, dialog buttons, unbuilt screens. The
 * error catalogue's come apart, one language at a time (./error-texts.ts).
 */
export const commonMessages = {
  pt: {
    ...PRODUCT_NAMES.pt,
    'common.loading': 'Carregando...',
    'common.loadingApplication': 'Carregando aplicação...',
    'common.retry': 'Tentar novamente',
    'common.unexpectedError': 'Há um erro inesperado',
    'common.empty': 'Nada por aqui ainda.',
    'common.close': 'Fechar',
    'common.cancel': 'Cancelar',
    'common.confirm': 'Confirmar',
    'common.back': 'Voltar',
    'common.mandatory': 'Campo obrigatório',
    'common.notifications': 'Notificações',
    'common.notFound.title': 'Página não encontrada',
    'common.notFound.text': 'O endereço pode estar errado ou a página não existe mais.',
    'common.notFound.home': 'Ir para o início',
    // The broker register steps: the register (onboarding) and the pending screen (broker area) name them.
    'brokerRegister.step.tax-registry': 'Cadastro tributário',
    'brokerRegister.step.regulator-registry': 'Registro na SUSEP',
    'brokerRegister.step.address': 'Endereço',
    'brokerRegister.step.bank-data': 'Dados bancários',
    'brokerRegister.step.files': 'Documentos',
    // The pending screen of a brokerage not approved yet: any broker screen of any remote may show it.
    'broker.pending.title': 'Cadastro em análise',
    'broker.pending.text':
      'Sua conta de corretora está em análise. A aprovação leva cerca de {days} dias e você receberá um e-mail com o resultado.',
    'broker.pending.review': 'Rever ou completar o cadastro',
    'broker.unfinished.title': 'Falta pouco para enviar o cadastro',
    'broker.unfinished.text':
      '{count, plural, one {Falta # etapa} other {Faltam # etapas}} para enviarmos o cadastro para análise:',
    'broker.unfinished.continue': 'Continuar o cadastro',
    'broker.refused.title': 'Cadastro não aprovado',
    'broker.refused.text':
      'O cadastro da sua corretora não foi aprovado. O motivo foi enviado por e-mail; fale com o suporte se precisar.',
    // The purchase path (purchasePath in @platform/domain), which the quote, checkout, signing, policy
    // and success screens show, and a retention of none.
    ...PURCHASE_WORDS.pt,
    // An annual revenue band between two amounts of the account's currency (revenue-band.ts).
    'revenueBand.under': 'Até {amount}',
    'revenueBand.between': 'De {lower} a {upper}',
    'revenueBand.over': 'Mais de {amount}',
  },
  en: {
    ...PRODUCT_NAMES.en,
    'common.loading': 'Loading...',
    'common.loadingApplication': 'Loading application...',
    'common.retry': 'Try again',
    'common.unexpectedError': 'There is an unexpected error',
    'common.empty': 'Nothing here yet.',
    'common.close': 'Close',
    'common.cancel': 'Cancel',
    'common.confirm': 'Confirm',
    'common.back': 'Back',
    'common.mandatory': 'Mandatory field',
    'common.notifications': 'Notifications',
    'common.notFound.title': 'Page not found',
    'common.notFound.text': 'The address may be mistyped, or the page no longer exists.',
    'common.notFound.home': 'Go to home',
    // The broker register steps: the register (onboarding) and the pending screen (broker area) name them.
    'brokerRegister.step.tax-registry': 'Tax registry',
    'brokerRegister.step.regulator-registry': 'SUSEP registry',
    'brokerRegister.step.address': 'Address',
    'brokerRegister.step.bank-data': 'Bank data',
    'brokerRegister.step.files': 'Documents',
    // The pending screen of a brokerage not approved yet: any broker screen of any remote may show it.
    'broker.pending.title': 'Registration under review',
    'broker.pending.text':
      'Your broker account is pending approval. Approval takes about {days} days and you will get an email with the result.',
    'broker.pending.review': 'Review or complete the registration',
    'broker.unfinished.title': 'Almost ready to send your registration',
    'broker.unfinished.text':
      '{count, plural, one {# step remains} other {# steps remain}} before we can review your registration:',
    'broker.unfinished.continue': 'Continue the registration',
    'broker.refused.title': 'Registration not approved',
    'broker.refused.text':
      'Your brokerage registration was not approved. The reason was sent by email; contact support if you need help.',
    // The purchase path (purchasePath in @platform/domain), which the quote, checkout, signing, policy
    // and success screens show, and a retention of none.
    ...PURCHASE_WORDS.en,
    'revenueBand.under': 'Under {amount}',
    'revenueBand.between': '{lower} to {upper}',
    'revenueBand.over': 'Over {amount}',
  },
  es: {
    ...PRODUCT_NAMES.es,
    'common.loading': 'Cargando...',
    'common.loadingApplication': 'Cargando aplicación...',
    'common.retry': 'Intentar de nuevo',
    'common.unexpectedError': 'Hay un error inesperado',
    'common.empty': 'Nada por aquí todavía.',
    'common.close': 'Cerrar',
    'common.cancel': 'Cancelar',
    'common.confirm': 'Confirmar',
    'common.back': 'Volver',
    'common.mandatory': 'Campo obligatorio',
    'common.notifications': 'Notificaciones',
    'common.notFound.title': 'Página no encontrada',
    'common.notFound.text': 'La dirección puede estar mal escrita o la página ya no existe.',
    'common.notFound.home': 'Ir al inicio',
    // The broker register steps: the register (onboarding) and the pending screen (broker area) name them.
    'brokerRegister.step.tax-registry': 'Registro tributario',
    'brokerRegister.step.regulator-registry': 'Registro en la SUSEP',
    'brokerRegister.step.address': 'Dirección',
    'brokerRegister.step.bank-data': 'Datos bancarios',
    'brokerRegister.step.files': 'Documentos',
    // The pending screen of a brokerage not approved yet: any broker screen of any remote may show it.
    'broker.pending.title': 'Registro en revisión',
    'broker.pending.text':
      'Su cuenta de corredor está pendiente de aprobación. La aprobación tarda unos {days} días y recibirá un correo con el resultado.',
    'broker.pending.review': 'Revisar o completar el registro',
    'broker.unfinished.title': 'Falta poco para enviar su registro',
    'broker.unfinished.text':
      '{count, plural, one {Falta # paso} other {Faltan # pasos}} para que revisemos su registro:',
    'broker.unfinished.continue': 'Continuar el registro',
    'broker.refused.title': 'Registro no aprobado',
    'broker.refused.text':
      'El registro de su corredora no fue aprobado. El motivo se envió por correo; contacte a soporte si lo necesita.',
    // The purchase path (purchasePath in @platform/domain), which the quote, checkout, signing, policy
    // and success screens show, and a retention of none.
    ...PURCHASE_WORDS.es,
    'revenueBand.under': 'Hasta {amount}',
    'revenueBand.between': 'De {lower} a {upper}',
    'revenueBand.over': 'Más de {amount}',
  },
} satisfies Messages;

/** Id of a shared `common.*` text, for `intl.formatMessage({ id })`. */
export type PlatformMessageId = keyof (typeof commonMessages)['pt'];
