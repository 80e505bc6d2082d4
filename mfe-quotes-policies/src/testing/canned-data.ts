/** Canned API records for the screens' tests, shaped like the API's answers. */
export const policy = (overrides: Record<string, unknown> = {}) => ({
  id: 'p-1',
  product: 'D_AND_O',
  insurer: 'Seguradora Aurora',
  policy_number: 'DO-2024-0001',
  status: 'ACTIVE',
  effective_date: '2024-03-01',
  expiry_date: '2025-03-01',
  coverage_limit: 5_000_000,
  currency: 'BRL',
  ...overrides,
});

export const quote = (overrides: Record<string, unknown> = {}) => ({
  id: 'q-1',
  application_form_id: 'f-1',
  product: 'E_AND_O',
  insurer: 'Seguradora Aurora',
  coverage_limit: 1_000_000,
  gross_premium: 12_345.6,
  currency: 'BRL',
  status: 'AVAILABLE',
  recommended: false,
  expires_at: '2024-07-15T12:00:00.000Z',
  ...overrides,
});

export const applicationForm = (overrides: Record<string, unknown> = {}) => ({
  id: 'f-1',
  status: 'IPAF_IN_PROGRESS',
  products: ['D_AND_O'],
  version: 2,
  updated_at: '2024-05-10T12:00:00.000Z',
  ...overrides,
});
