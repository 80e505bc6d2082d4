import type { Messages } from '@platform/i18n';

/** The contact channels on the help center and the meeting page (spec section 1). */
export const contactMessages: Messages = {
  pt: {
    'shell.contact.whatsapp.title': 'WhatsApp',
    'shell.contact.whatsapp.text': 'Respostas rápidas em horário comercial.',
    'shell.contact.whatsapp.action': 'Conversar no WhatsApp',
    'shell.contact.whatsapp.greeting': 'Olá! Preciso de ajuda com meu seguro empresarial.',
    'shell.contact.email.title': 'E-mail',
    'shell.contact.email.text': 'Para dúvidas detalhadas ou documentos. Respondemos em até 1 dia útil.',
    'shell.contact.meeting.text': 'Converse com um especialista por vídeo no horário que preferir.',
    'shell.contact.meeting.action': 'Escolher um horário',
    'shell.contact.opensInNewTab': '(abre em uma nova aba)',
    'shell.meeting.otherChannels': 'Prefere outro canal?',
  },
  en: {
    'shell.contact.whatsapp.title': 'WhatsApp',
    'shell.contact.whatsapp.text': 'Quick answers during business hours.',
    'shell.contact.whatsapp.action': 'Chat on WhatsApp',
    'shell.contact.whatsapp.greeting': 'Hello! I need help with my business insurance.',
    'shell.contact.email.title': 'E-mail',
    'shell.contact.email.text': 'For detailed questions or documents. We answer within 1 business day.',
    'shell.contact.meeting.text': 'Talk to a specialist by video at a time that suits you.',
    'shell.contact.meeting.action': 'Pick a time',
    'shell.contact.opensInNewTab': '(opens in a new tab)',
    'shell.meeting.otherChannels': 'Prefer another channel?',
  },
  es: {
    'shell.contact.whatsapp.title': 'WhatsApp',
    'shell.contact.whatsapp.text': 'Respuestas rápidas en horario comercial.',
    'shell.contact.whatsapp.action': 'Chatear por WhatsApp',
    'shell.contact.whatsapp.greeting': '¡Hola! Necesito ayuda con mi seguro empresarial.',
    'shell.contact.email.title': 'Correo electrónico',
    'shell.contact.email.text': 'Para consultas detalladas o documentos. Respondemos en 1 día hábil.',
    'shell.contact.meeting.text': 'Hable con un especialista por video en el horario que prefiera.',
    'shell.contact.meeting.action': 'Elegir un horario',
    'shell.contact.opensInNewTab': '(se abre en una nueva pestaña)',
    'shell.meeting.otherChannels': '¿Prefiere otro canal?',
  },
};

/** The operations home (`/ops`). */
export const opsMessages: Messages = {
  pt: {
    'shell.ops.title': 'Operações',
    'shell.ops.brokers.title': 'Corretoras aguardando aprovação',
    'shell.ops.brokers.name': 'Razão social',
    'shell.ops.brokers.taxId': 'CNPJ',
    'shell.ops.brokers.submitted': 'Cadastro enviado em',
    'shell.ops.brokers.notSubmitted': 'Cadastro ainda não enviado',
    'shell.ops.brokers.empty': 'Nenhuma corretora aguardando',
    'shell.ops.brokers.emptyText': 'Quando uma corretora enviar o cadastro, ela aparece aqui.',
  },
  en: {
    'shell.ops.title': 'Operations',
    'shell.ops.brokers.title': 'Brokerages waiting for approval',
    'shell.ops.brokers.name': 'Legal name',
    'shell.ops.brokers.taxId': 'Tax id',
    'shell.ops.brokers.submitted': 'Registration sent on',
    'shell.ops.brokers.notSubmitted': 'Registration not sent yet',
    'shell.ops.brokers.empty': 'No brokerage waiting',
    'shell.ops.brokers.emptyText': 'When a brokerage sends its registration, it shows up here.',
  },
  es: {
    'shell.ops.title': 'Operaciones',
    'shell.ops.brokers.title': 'Corredores esperando aprobación',
    'shell.ops.brokers.name': 'Razón social',
    'shell.ops.brokers.taxId': 'Identificación fiscal',
    'shell.ops.brokers.submitted': 'Registro enviado el',
    'shell.ops.brokers.notSubmitted': 'Registro aún no enviado',
    'shell.ops.brokers.empty': 'Ningún corredor esperando',
    'shell.ops.brokers.emptyText': 'Cuando un corredor envíe su registro, aparecerá aquí.',
  },
};
