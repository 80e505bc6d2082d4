// Canned underwriting desk answers for the desk screens' tests.
import { currentVersions } from '@platform/domain';

const DAY = 24 * 3600_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** A case row of GET /v3/operations/underwriting, received `receivedDaysAgo` days ago. */
export function deskCase(overrides: Record<string, unknown> = {}, receivedDaysAgo = 2) {
  return {
    id: 'case-1',
    form_id: 'form-1',
    account_id: 'account-1',
    company: 'Acme Tecnologia Ltda',
    country: 'br',
    currency: 'BRL',
    status: 'REFERRED',
    form_status: 'QUOTING',
    version: 4,
    answers: {},
    created_at: iso(-receivedDaysAgo),
    decided_at: null,
    deadline: iso(25 - receivedDaysAgo),
    products: [
      {
        product: 'CYBER',
        decision: 'REFER',
        reasons: ['NO_BACKUPS', 'PRIOR_INCIDENTS'],
        reason_code: null,
        reason: null,
      },
      { product: 'D_AND_O', decision: 'DECLINE', reasons: ['GOING_CONCERN'], reason_code: null, reason: null },
    ],
    ...overrides,
  };
}

/** GET /v3/operations/underwriting/{id}: the case with answers, suggested prices and history. */
export function deskCaseDetail(overrides: Record<string, unknown> = {}) {
  const base = deskCase();
  return {
    ...base,
    answers: { 'cyber.mfa_email': true, 'cyber.backups': false },
    definition_versions: currentVersions(['CYBER']),
    tax_id_type: 'CNPJ',
    country: 'br',
    currency: 'BRL',
    products: [
      {
        ...base.products[0],
        insurer: 'Seguradora Alfa',
        terms: {
          coverages: ['DATA_BREACH_RESPONSE', 'CYBER_EXTORTION'],
          sublimits: [{ coverage: 'CYBER_EXTORTION', share: 0.25 }],
          exclusions: ['WAR_AND_TERRORISM'],
          subjectivities: [{ code: 'MFA_EVIDENCE', due: 'BEFORE_BINDING' }],
          territorial_scope: 'BRAZIL',
          retroactive_date: '2024-11-23',
          insurance_code: '15414.900111/2026-11',
        },
        kept_retroactive_date: null,
        suggested: [
          { limit: 'L_1M', retention: 'R_25K', premium: '8000.00', recommended: false },
          { limit: 'L_2M', retention: 'R_25K', premium: '11000.00', recommended: true },
        ],
        options: [],
      },
    ],
    history: [],
    ...overrides,
  };
}
