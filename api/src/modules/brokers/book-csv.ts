// The book as a CSV file (what the broker filtered, every page): one line per company, its texts
// in the language the broker reads the screen in. The cells follow RFC 4180; a cell a spreadsheet
// would run as a formula (= + - @ first) gets a leading apostrophe, since company names are typed
// by customers.
import type { BrokerSideStatus, Language, Product } from '@platform/domain';
import type { bookCompany } from './book';

type BookCompany = ReturnType<typeof bookCompany>;

const TEXTS: Record<
  Language,
  { headers: string[]; statuses: Record<BrokerSideStatus, string>; products: Record<Product, string> }
> = {
  pt: {
    headers: [
      'Empresa',
      'Documento',
      'Contato',
      'E-mail',
      'Situação por produto',
      'Formulários concluídos',
      'Formulários',
      'Vence em',
    ],
    statuses: {
      POLICY_ISSUED: 'Apólice emitida',
      FORM_IN_PROGRESS: 'Formulário em andamento',
      FORM_EXPIRED: 'Formulário expirado',
      WORKING_ON_QUOTE: 'Cotação em elaboração',
      QUOTE_AWAITING_SELECTION: 'Cotação aguardando escolha',
      QUOTE_EXPIRED: 'Cotação expirada',
      QUOTE_REJECTED: 'Cotação recusada',
      ISSUING_POLICY: 'Emitindo apólice',
      POLICY_EXPIRED: 'Apólice vencida',
      POLICY_PENDING_PAYMENT: 'Apólice aguardando pagamento',
      POLICY_TO_RENEW: 'Apólice a renovar',
      POLICY_PENDING_SIGNATURE: 'Apólice aguardando assinatura',
    },
    products: { D_AND_O: 'D&O', E_AND_O: 'RC Profissional', CYBER: 'Cyber' },
  },
  en: {
    headers: ['Company', 'Tax id', 'Contact', 'E-mail', 'Status by product', 'Forms completed', 'Forms', 'Expires on'],
    statuses: {
      POLICY_ISSUED: 'Policy issued',
      FORM_IN_PROGRESS: 'Form in progress',
      FORM_EXPIRED: 'Form expired',
      WORKING_ON_QUOTE: 'Working on quote',
      QUOTE_AWAITING_SELECTION: 'Quote awaiting selection',
      QUOTE_EXPIRED: 'Quote expired',
      QUOTE_REJECTED: 'Quote rejected',
      ISSUING_POLICY: 'Issuing policy',
      POLICY_EXPIRED: 'Policy expired',
      POLICY_PENDING_PAYMENT: 'Policy pending payment',
      POLICY_TO_RENEW: 'Policy to renew',
      POLICY_PENDING_SIGNATURE: 'Policy pending signature',
    },
    products: { D_AND_O: 'D&O', E_AND_O: 'E&O', CYBER: 'Cyber' },
  },
  es: {
    headers: [
      'Empresa',
      'Documento',
      'Contacto',
      'Correo',
      'Estado por producto',
      'Formularios completados',
      'Formularios',
      'Vence el',
    ],
    statuses: {
      POLICY_ISSUED: 'Póliza emitida',
      FORM_IN_PROGRESS: 'Formulario en curso',
      FORM_EXPIRED: 'Formulario vencido',
      WORKING_ON_QUOTE: 'Cotización en preparación',
      QUOTE_AWAITING_SELECTION: 'Cotización por elegir',
      QUOTE_EXPIRED: 'Cotización vencida',
      QUOTE_REJECTED: 'Cotización rechazada',
      ISSUING_POLICY: 'Emitiendo póliza',
      POLICY_EXPIRED: 'Póliza vencida',
      POLICY_PENDING_PAYMENT: 'Póliza pendiente de pago',
      POLICY_TO_RENEW: 'Póliza por renovar',
      POLICY_PENDING_SIGNATURE: 'Póliza pendiente de firma',
    },
    products: { D_AND_O: 'D&O', E_AND_O: 'RC Profesional', CYBER: 'Cyber' },
  },
};

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV text (header line first, CRLF line ends) of the book's companies. */
export function bookCsv(companies: BookCompany[], language: Language): string {
  const texts = TEXTS[language];
  const lines = companies.map((company) =>
    [
      company.company_name,
      company.tax_id,
      company.customer_name,
      company.email,
      company.statuses.map((entry) => `${texts.products[entry.product]}: ${texts.statuses[entry.status]}`).join('; '),
      company.forms_info.forms_completed,
      company.forms_info.total_forms,
      company.forms_info.expiration_date,
    ]
      .map(cell)
      .join(','),
  );
  return [texts.headers.map(cell).join(','), ...lines].join('\r\n') + '\r\n';
}
