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
  status: 'AVAILABLE',
  recommended: false,
  expires_at: '2024-07-15T12:00:00.000Z',
  created_at: '2024-06-15T12:00:00.000Z',
  ...overrides,
});

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
