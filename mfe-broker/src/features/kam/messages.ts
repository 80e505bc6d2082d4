import { defineMessagesFor } from '@platform/i18n';

/** broker/kam/:kamId's texts, fetched with the screen. */
export const kamMessages = defineMessagesFor({
  pt: {
    'broker.kam.title': 'Seu gerente de contas',
    'broker.kam.description':
      'É a sua pessoa na seguradora: cotações difíceis, dúvidas de aceitação, comissões e campanhas.',
    'broker.kam.contact': 'Falar com {name}',
    'broker.kam.whatsapp': 'WhatsApp',
    'broker.kam.email': 'E-mail',
    'broker.kam.meeting': 'Agendar uma reunião',
    'broker.kam.meetingHint': 'Escolha um horário na agenda de {name}.',
    'broker.kam.opensInNewTab': '(abre em uma nova aba)',
    'broker.kam.notFound.title': 'Gerente de contas não encontrado',
    'broker.kam.notFound.text': 'Este não é o gerente de contas da sua corretora. Volte para a carteira.',
    'broker.kam.back': 'Voltar para a carteira',
  },
  en: {
    'broker.kam.title': 'Your account manager',
    'broker.kam.description':
      'Your person at the insurer: hard quotes, underwriting questions, commissions and campaigns.',
    'broker.kam.contact': 'Talk to {name}',
    'broker.kam.whatsapp': 'WhatsApp',
    'broker.kam.email': 'Email',
    'broker.kam.meeting': 'Book a meeting',
    'broker.kam.meetingHint': 'Pick a time in {name}’s calendar.',
    'broker.kam.opensInNewTab': '(opens in a new tab)',
    'broker.kam.notFound.title': 'Account manager not found',
    'broker.kam.notFound.text': 'This is not your brokerage’s account manager. Go back to your book.',
    'broker.kam.back': 'Back to your book',
  },
  es: {
    'broker.kam.title': 'Su gerente de cuentas',
    'broker.kam.description':
      'Es su persona en la aseguradora: cotizaciones difíciles, dudas de suscripción, comisiones y campañas.',
    'broker.kam.contact': 'Hablar con {name}',
    'broker.kam.whatsapp': 'WhatsApp',
    'broker.kam.email': 'Correo electrónico',
    'broker.kam.meeting': 'Agendar una reunión',
    'broker.kam.meetingHint': 'Elija un horario en la agenda de {name}.',
    'broker.kam.opensInNewTab': '(se abre en una pestaña nueva)',
    'broker.kam.notFound.title': 'Gerente de cuentas no encontrado',
    'broker.kam.notFound.text': 'Este no es el gerente de cuentas de su corredora. Vuelva a su cartera.',
    'broker.kam.back': 'Volver a su cartera',
  },
});
