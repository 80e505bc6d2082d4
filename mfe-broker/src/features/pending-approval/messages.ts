import { defineMessagesFor } from '@platform/i18n';

export const pendingApprovalMessages = defineMessagesFor({
  pt: {
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
  },
  en: {
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
  },
  es: {
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
  },
});
