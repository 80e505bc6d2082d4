// A policy due for renewal (issue 24 item 5): its own company and person (renovacao@demo.local),
// so renewing it in the demo or in the e2e journey changes nobody else's questionnaires. The cyber
// policy ends 60 days after the seed day (the home's renewal task shows, the renewal is open), was
// issued from last year's questionnaire and carries a retroactive date three years back. Ids in the
// 4417 block.
import { DEMO_COMPANY_ANSWERS, DEMO_CYBER_ANSWERS } from './answers';
import { dateFrom, day, id } from './ids';

export const RENEWAL_DEMO = {
  email: 'renovacao@demo.local',
  accountId: id(4417_001),
  membershipId: id(4417_002),
  formId: id(4417_003),
  quoteId: id(4417_004),
  policyId: id(4417_005),
  legalName: 'Renova Software Ltda',
  taxId: '44170001000150',
} as const;

export const RENEWAL_DEMO_USER = {
  email: RENEWAL_DEMO.email,
  first_name: 'Renata',
  last_name: 'Novaes',
  locale: 'pt-BR',
} as const;

/** The records of the policy due for renewal, by table; the user is DEMO_PASSWORD's like every demo person. */
export function demoRenewal(now: Date) {
  const started = dateFrom(now, -305);
  return {
    accounts: [
      {
        id: RENEWAL_DEMO.accountId,
        kind: 'company' as const,
        country: 'br' as const,
        tax_id_type: 'CNPJ',
        tax_id: RENEWAL_DEMO.taxId,
        legal_name: RENEWAL_DEMO.legalName,
        owner_email: RENEWAL_DEMO.email,
      },
    ],
    applicationForms: [
      {
        id: RENEWAL_DEMO.formId,
        account_id: RENEWAL_DEMO.accountId,
        status: 'CLOSED' as const,
        products: ['CYBER'],
        version: 4,
        definition_versions: { COMMON: 1, CYBER: 1 },
        answers: {
          ...DEMO_COMPANY_ANSWERS,
          ...DEMO_CYBER_ANSWERS,
          'company.legal_name': RENEWAL_DEMO.legalName,
          'company.tax_id': RENEWAL_DEMO.taxId,
          'company.description': 'Plataforma de gestão de contratos para escritórios de advocacia.',
          'company.contact_email': RENEWAL_DEMO.email,
          'cyber.start_date': started,
        },
        finished_at: new Date(now.getTime() - 320 * day),
        created_at: new Date(now.getTime() - 330 * day),
        updated_at: new Date(now.getTime() - 305 * day),
      },
    ],
    quotes: [
      {
        id: RENEWAL_DEMO.quoteId,
        account_id: RENEWAL_DEMO.accountId,
        application_form_id: RENEWAL_DEMO.formId,
        product: 'CYBER' as const,
        insurer: 'Seguradora Beta',
        coverage_limit: '2000000.00',
        gross_premium: '14800.00',
        retention: 'R_25K',
        status: 'ISSUED' as const,
        retroactive_date: dateFrom(now, -305 - 3 * 365),
      },
    ],
    policies: [
      {
        id: RENEWAL_DEMO.policyId,
        account_id: RENEWAL_DEMO.accountId,
        product: 'CYBER' as const,
        insurer: 'Seguradora Beta',
        policy_number: 'CY-2025-004417',
        status: 'ACTIVE' as const,
        effective_date: started,
        expiry_date: dateFrom(now, 60),
        coverage_limit: '2000000.00',
        quote_id: RENEWAL_DEMO.quoteId,
        retention: 'R_25K',
        gross_premium: '14800.00',
        total_premium: '14800.00',
      },
    ],
  };
}
