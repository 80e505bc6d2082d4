/** Canned API records for the screens' tests, shaped like the API's answers. */
export const policy = (overrides: Record<string, unknown> = {}) => ({
  id: 'p-1',
  account_id: 'a-1',
  product: 'D_AND_O',
  insurer: 'Seguradora Aurora',
  policy_number: 'DO-2024-0001',
  status: 'ACTIVE',
  effective_date: '2024-03-01',
  expiry_date: '2025-03-01',
  coverage_limit: '5000000.00',
  currency: 'BRL',
  created_at: '2024-02-20T12:00:00.000Z',
  ...overrides,
});

export const quote = (overrides: Record<string, unknown> = {}) => ({
  id: 'q-1',
  account_id: 'a-1',
  application_form_id: 'f-1',
  product: 'E_AND_O',
  insurer: 'Seguradora Aurora',
  coverage_limit: '1000000.00',
  gross_premium: '12345.60',
  currency: 'BRL',
  retention: 'R_25K',
  status: 'AVAILABLE',
  group: 'available',
  recommended: false,
  expires_at: '2024-07-15T12:00:00.000Z',
  created_at: '2024-06-15T12:00:00.000Z',
  selected_at: null,
  config_version: 'ENO-BR-2026.11',
  coverages: ['PROFESSIONAL_NEGLIGENCE', 'LOSS_OF_DOCUMENTS'],
  sublimits: [{ coverage: 'LOSS_OF_DOCUMENTS', share: 0.1, amount: '100000.00' }],
  exclusions: ['CONTRACTUAL_LIABILITY'],
  subjectivities: [
    { code: 'CONTRACT_TEMPLATE', due: 'BEFORE_BINDING', open: true, evidence: [] },
    { code: 'SIGNED_PROPOSAL_FORM', due: 'AFTER_BINDING', open: true, evidence: [] },
  ],
  open_pre_bind_subjectivities: 1,
  territorial_scope: 'BRAZIL',
  retroactive_date: '2022-06-15',
  insurance_code: '15414.900377/2026-08',
  ...overrides,
});

/** GET /v3/quotes: the quotes and the declined products. */
export const quoteList = (items: unknown[], declined: unknown[] = []) => ({ body: { items, declined } });

export const applicationForm = (overrides: Record<string, unknown> = {}) => ({
  id: 'f-1',
  account_id: 'a-1',
  status: 'IPAF_IN_PROGRESS',
  products: ['D_AND_O'],
  version: 2,
  created_at: '2024-05-01T12:00:00.000Z',
  updated_at: '2024-05-10T12:00:00.000Z',
  ...overrides,
});

/** An invoice of GET /v3/policies/{id}/invoices (and, with its policy and account, of the operations queue). */
export const invoice = (overrides: Record<string, unknown> = {}) => ({
  id: 'inv-1',
  policy_id: 'p-1',
  account_id: 'a-1',
  instalment: 1,
  number: 'DO-2024-0001-01',
  due_date: '2024-03-01',
  amount: '3221.40',
  iof: '221.40',
  currency: 'BRL',
  status: 'PENDING',
  paid_at: null,
  payment_method: null,
  version: 1,
  ...overrides,
});

export const openInvoice = (overrides: Record<string, unknown> = {}) => ({
  ...invoice(),
  policy_number: 'DO-2024-0001',
  policy_status: 'PENDING_INITIAL_PAYMENT',
  product: 'D_AND_O',
  company_name: 'Acme Tecnologia Ltda',
  country: 'br',
  ...overrides,
});

/** A task of the homes (GET /v3/home/tasks): by default a late D&O instalment. */
export const homeTask = (overrides: Record<string, unknown> = {}) => ({
  kind: 'INVOICE_DUE',
  id: 'i-1',
  account_id: 'a-1',
  company_name: 'Demo Tecnologia Ltda',
  product: 'D_AND_O',
  due_on: '2024-11-10',
  late: true,
  reference: 'DO-2024-0001-01',
  amount: '1234.56',
  currency: 'BRL',
  quote_id: null,
  application_form_id: null,
  policy_id: 'p-1',
  options: null,
  signatories: [],
  ...overrides,
});
