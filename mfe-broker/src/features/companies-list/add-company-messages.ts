import type { Messages } from '@platform/i18n';

/** "Add company" (issue 23 item 2): fetched with its dialog, not on the first visit. */
export const addCompanyMessages: Messages = {
  pt: {
    'broker.addCompany.title': 'Adicionar empresa',
    'broker.addCompany.intro':
      'Informe o CNPJ da empresa e quem administra a conta dela. Enviamos um convite a essa pessoa; a empresa entra na sua carteira quando o convite for aceito.',
    'broker.addCompany.taxId': 'CNPJ',
    'broker.addCompany.taxIdHint': 'Com ou sem pontuação, por exemplo 11.444.777/0001-61',
    'broker.addCompany.name': 'Razão social',
    'broker.addCompany.administratorName': 'Nome do administrador',
    'broker.addCompany.administratorEmail': 'E-mail do administrador',
    'broker.addCompany.submit': 'Enviar convite',
    'broker.addCompany.cancel': 'Cancelar',
    'broker.addCompany.close': 'Fechar',
    'broker.addCompany.open': 'Ver empresa',
    'broker.addCompany.INVITED.title': 'Convite enviado',
    'broker.addCompany.INVITED.detail':
      'Enviamos o convite para {email}. {company} entra na sua carteira quando o convite for aceito.',
    'broker.addCompany.IN_BOOK.title': 'Empresa já está na sua carteira',
    'broker.addCompany.IN_BOOK.detail': '{company} já é sua cliente; nada foi enviado.',
  },
  en: {
    'broker.addCompany.title': 'Add company',
    'broker.addCompany.intro':
      'Enter the company’s CNPJ and who administers its account. We send that person an invitation; the company joins your book once it is accepted.',
    'broker.addCompany.taxId': 'CNPJ',
    'broker.addCompany.taxIdHint': 'With or without punctuation, for example 11.444.777/0001-61',
    'broker.addCompany.name': 'Legal name',
    'broker.addCompany.administratorName': 'Administrator’s name',
    'broker.addCompany.administratorEmail': 'Administrator’s e-mail',
    'broker.addCompany.submit': 'Send invitation',
    'broker.addCompany.cancel': 'Cancel',
    'broker.addCompany.close': 'Close',
    'broker.addCompany.open': 'Open company',
    'broker.addCompany.INVITED.title': 'Invitation sent',
    'broker.addCompany.INVITED.detail':
      'We sent the invitation to {email}. {company} joins your book once the invitation is accepted.',
    'broker.addCompany.IN_BOOK.title': 'Company already in your book',
    'broker.addCompany.IN_BOOK.detail': '{company} is already your customer; nothing was sent.',
  },
  es: {
    'broker.addCompany.title': 'Añadir empresa',
    'broker.addCompany.intro':
      'Indique el CNPJ de la empresa y quién administra su cuenta. Enviamos una invitación a esa persona; la empresa entra en su cartera cuando la acepte.',
    'broker.addCompany.taxId': 'CNPJ',
    'broker.addCompany.taxIdHint': 'Con o sin puntuación, por ejemplo 11.444.777/0001-61',
    'broker.addCompany.name': 'Razón social',
    'broker.addCompany.administratorName': 'Nombre del administrador',
    'broker.addCompany.administratorEmail': 'Correo del administrador',
    'broker.addCompany.submit': 'Enviar invitación',
    'broker.addCompany.cancel': 'Cancelar',
    'broker.addCompany.close': 'Cerrar',
    'broker.addCompany.open': 'Ver empresa',
    'broker.addCompany.INVITED.title': 'Invitación enviada',
    'broker.addCompany.INVITED.detail':
      'Enviamos la invitación a {email}. {company} entra en su cartera cuando la invitación sea aceptada.',
    'broker.addCompany.IN_BOOK.title': 'La empresa ya está en su cartera',
    'broker.addCompany.IN_BOOK.detail': '{company} ya es su cliente; no se envió nada.',
  },
};
