import type { Messages } from '@platform/i18n';

/**
 * The words the broker's view of a company's quote and policy screens adds (docs/broker-book.md):
 * fetched with those screens, so the customer's first visit does not carry them.
 */
export const brokerCompanyMessages: Messages = {
  pt: {
    'brokerCompany.trail': 'Você está em',
    'brokerCompany.companies': 'Empresas',
    'brokerCompany.back': 'Voltar para as empresas',
    'brokerCompany.notFound.title': 'Empresa não encontrada',
    'brokerCompany.notFound.text': 'Esta empresa não está na sua carteira, ou o endereço está incompleto.',
    'brokerCompany.toCompany': 'Abrir a empresa',
    'brokerCompany.quotes.empty':
      'Quando a análise de um questionário desta empresa terminar, as cotações aparecem aqui.',
    'brokerCompany.policies.title': 'Apólices',
    'brokerCompany.policies.empty': 'Esta empresa ainda não tem apólices.',
    'brokerCompany.record.quote': 'Cotação não encontrada',
    'brokerCompany.record.policy': 'Apólice não encontrada',
    'brokerCompany.record.text': 'O link não leva a um registro de uma empresa da sua carteira.',
  },
  en: {
    'brokerCompany.trail': 'You are in',
    'brokerCompany.companies': 'Companies',
    'brokerCompany.back': 'Back to companies',
    'brokerCompany.notFound.title': 'Company not found',
    'brokerCompany.notFound.text': 'This company is not in your book, or the address is incomplete.',
    'brokerCompany.toCompany': 'Open the company',
    'brokerCompany.quotes.empty':
      'When the analysis of one of this company’s questionnaires ends, its quotes show here.',
    'brokerCompany.policies.title': 'Policies',
    'brokerCompany.policies.empty': 'This company has no policies yet.',
    'brokerCompany.record.quote': 'Quote not found',
    'brokerCompany.record.policy': 'Policy not found',
    'brokerCompany.record.text': 'The link does not lead to a record of a company in your book.',
  },
  es: {
    'brokerCompany.trail': 'Usted está en',
    'brokerCompany.companies': 'Empresas',
    'brokerCompany.back': 'Volver a las empresas',
    'brokerCompany.notFound.title': 'Empresa no encontrada',
    'brokerCompany.notFound.text': 'Esta empresa no está en su cartera, o la dirección está incompleta.',
    'brokerCompany.toCompany': 'Abrir la empresa',
    'brokerCompany.quotes.empty':
      'Cuando termine el análisis de un cuestionario de esta empresa, sus cotizaciones aparecen aquí.',
    'brokerCompany.policies.title': 'Pólizas',
    'brokerCompany.policies.empty': 'Esta empresa aún no tiene pólizas.',
    'brokerCompany.record.quote': 'Cotización no encontrada',
    'brokerCompany.record.policy': 'Póliza no encontrada',
    'brokerCompany.record.text': 'El enlace no lleva a un registro de una empresa de su cartera.',
  },
};
