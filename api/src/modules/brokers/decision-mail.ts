import type { MailTemplate } from '../../lib/mail/outbox';

/** To the broker when operations approve the brokerage. */
export const brokerApprovedMail: MailTemplate = {
  pt: {
    subject: 'Sua corretora foi aprovada',
    body: 'Olá {name}, a corretora {broker} foi aprovada. Entre para acessar a área da corretora.',
  },
  en: {
    subject: 'Your brokerage has been approved',
    body: 'Hello {name}, {broker} has been approved. Sign in to reach the broker area.',
  },
  es: {
    subject: 'Su corredora fue aprobada',
    body: 'Hola {name}, {broker} fue aprobada. Inicie sesión para acceder al área del corredor.',
  },
};

/** To the broker when operations refuse the brokerage, with the reason they gave. */
export const brokerRefusedMail: MailTemplate = {
  pt: {
    subject: 'Seu cadastro de corretora não foi aprovado',
    body: 'Olá {name}, o cadastro da corretora {broker} não foi aprovado. Motivo: {reason}. Fale com o suporte se precisar.',
  },
  en: {
    subject: 'Your brokerage registration was not approved',
    body: 'Hello {name}, the registration of {broker} was not approved. Reason: {reason}. Contact support if you need help.',
  },
  es: {
    subject: 'Su registro de corredora no fue aprobado',
    body: 'Hola {name}, el registro de {broker} no fue aprobado. Motivo: {reason}. Contacte a soporte si lo necesita.',
  },
};
