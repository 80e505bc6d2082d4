import {
  DEFAULT_TAX_ID_TYPE,
  maskTaxId,
  PRODUCTS,
  REVENUE_BANDS,
  taxIdProblem,
  type Answers,
  type Country,
  type FieldProblem,
  type Product,
  type RevenueBand,
  type TaxIdType,
} from '@platform/domain';

export type PreApplicationKind = 'company' | 'individual';

/** The guest's first answers (issue 24 item 6): who buys, the tax id, the products, the revenue band. */
export interface PreApplicationValues {
  kind: PreApplicationKind;
  taxIdType: TaxIdType;
  taxId: string;
  products: Product[];
  revenueBand: '' | RevenueBand;
}

export const emptyPreApplication = (country: Country, kind: PreApplicationKind): PreApplicationValues => ({
  kind,
  taxIdType: DEFAULT_TAX_ID_TYPE[country][kind === 'company' ? 'pj' : 'pf'],
  taxId: '',
  products: [],
  revenueBand: '',
});

/** The shared tax id rule the API runs too, then what the questionnaire needs to start. */
export function preApplicationProblems(values: PreApplicationValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const taxId = taxIdProblem(values.taxIdType, values.taxId);
  if (taxId) problems.push({ field: 'taxId', code: taxId });
  if (!values.products.some((product) => PRODUCTS.includes(product)))
    problems.push({ field: 'products', code: 'REQUIRED' });
  if (!REVENUE_BANDS.includes(values.revenueBand as RevenueBand))
    problems.push({ field: 'revenueBand', code: 'REQUIRED' });
  return problems;
}

/** The form's own "choose ..." for an empty field; the catalogue's for the rest. */
export const preApplicationMessage = ({ field, code }: FieldProblem) =>
  code === 'REQUIRED' || code === 'VALIDATION_FAILED' ? `preApplication.${field}.required` : undefined;

/** The answers the questionnaire starts from, by question id (shared/domain questionnaire COMMON). */
export const firstAnswers = (values: PreApplicationValues): Answers => ({
  'company.tax_id': maskTaxId(values.taxIdType, values.taxId),
  'company.annual_revenue_band': values.revenueBand,
});
