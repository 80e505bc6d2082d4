// Claims as the API answers them, for the screens' tests.
export const CLAIM_ID = '00000000-0000-4000-8000-000000000801';

export const claimRow = (overrides: Record<string, unknown> = {}) => ({
  id: CLAIM_ID,
  account_id: 'a-1',
  policy_id: 'p-1',
  product: 'D_AND_O',
  policy_number: 'DO-2026-000123',
  protocol_number: 'SIN-2026-00000001',
  type: 'THIRD_PARTY_CLAIM',
  status: 'IN_PROGRESS',
  description: 'Ex-diretor citado.',
  information_requested: false,
  decision_due_on: '2026-12-20',
  days_left: 10,
  version: 3,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  ...overrides,
});

export const claimDetail = (overrides: Record<string, unknown> = {}) => ({
  ...claimRow(),
  company_name: 'Demo Tecnologia Ltda',
  occurred_on: '2026-11-01',
  learned_on: '2026-11-10',
  contact_name: 'Carla Souza',
  contact_email: 'cliente@demo.local',
  contact_phone: '+55 11 4000-1000',
  claims_made_window: 'WITHIN_PERIOD',
  information_requested_at: null,
  decision: null,
  decided_at: null,
  allowed_events: ['ADD_INFORMATION'],
  timeline: [
    {
      id: 'e-1',
      event: 'REPORTED',
      status: 'PENDING',
      actor: 'CUSTOMER',
      message: '',
      created_at: '2026-11-20T10:00:00Z',
    },
  ],
  files: [],
  ...overrides,
});
