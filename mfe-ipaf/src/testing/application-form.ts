import type { ApplicationForm } from '../lib/application-form-api';

/** A cyber questionnaire in progress, as GET /v3/application-forms/{id} answers it; tests override what they check. */
export const applicationForm = (overrides: Partial<ApplicationForm> = {}): ApplicationForm =>
  ({
    id: 'f-1',
    account_id: 'a-1',
    status: 'IPAF_IN_PROGRESS',
    products: ['CYBER'],
    version: 4,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    definition_versions: { CYBER: 1 },
    answers: {},
    pending: [],
    progress: 0,
    finished_at: null,
    ...overrides,
  }) as ApplicationForm;
