import type { Messages } from '@platform/i18n';

/** The broker home's page and its table of companies (the texts its first screen draws too). */
export const companiesMessages: Messages = {
  pt: {
    'broker.companies.title': 'Empresas clientes',
    'broker.companies.empty.title': 'Nenhuma empresa cliente ainda',
    'broker.companies.empty.text':
      'Quando uma empresa se cadastrar com você como corretor, ela aparecerá aqui com o andamento dos questionários.',
    'broker.company.name': 'Empresa',
    'broker.company.contact': 'Contato',
    'broker.company.noContact': 'Sem contato informado',
    'broker.company.forms': 'Questionários concluídos',
    'broker.company.formsProgress': '{completed} de {total}',
    'broker.company.assessment': 'Avaliação cibernética',
    'broker.assessment.NO_ASSESSMENT': 'Sem avaliação',
    'broker.assessment.IN_PROGRESS': 'Em andamento',
    'broker.assessment.COMPLETED': 'Concluída',
  },
  en: {
    'broker.companies.title': 'Customer companies',
    'broker.companies.empty.title': 'No customer companies yet',
    'broker.companies.empty.text':
      'When a company signs up with you as its broker, it will show here with the progress of its questionnaires.',
    'broker.company.name': 'Company',
    'broker.company.contact': 'Contact',
    'broker.company.noContact': 'No contact given',
    'broker.company.forms': 'Questionnaires completed',
    'broker.company.formsProgress': '{completed} of {total}',
    'broker.company.assessment': 'Cyber assessment',
    'broker.assessment.NO_ASSESSMENT': 'No assessment',
    'broker.assessment.IN_PROGRESS': 'In progress',
    'broker.assessment.COMPLETED': 'Completed',
  },
  es: {
    'broker.companies.title': 'Empresas clientes',
    'broker.companies.empty.title': 'Aún no hay empresas clientes',
    'broker.companies.empty.text':
      'Cuando una empresa se registre con usted como corredor, aparecerá aquí con el avance de sus cuestionarios.',
    'broker.company.name': 'Empresa',
    'broker.company.contact': 'Contacto',
    'broker.company.noContact': 'Sin contacto informado',
    'broker.company.forms': 'Cuestionarios completados',
    'broker.company.formsProgress': '{completed} de {total}',
    'broker.company.assessment': 'Evaluación cibernética',
    'broker.assessment.NO_ASSESSMENT': 'Sin evaluación',
    'broker.assessment.IN_PROGRESS': 'En curso',
    'broker.assessment.COMPLETED': 'Completada',
  },
};
