// The demo world: who can sign in (all with DEMO_PASSWORD) and what each one sees.
// Fixed ids make the seed idempotent and the demo stable across restarts.
import type { Answers } from '@platform/domain';

export const DEMO_PASSWORD = 'Demo!2026';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_USERS = [
  { key: 'cliente', email: 'cliente@demo.local', first_name: 'Carla', last_name: 'Souza', locale: 'pt-BR' },
  { key: 'membro', email: 'membro@demo.local', first_name: 'Marcos', last_name: 'Lima', locale: 'pt-BR' },
  { key: 'outra', email: 'outra@demo.local', first_name: 'Olívia', last_name: 'Santos', locale: 'pt-BR' },
  { key: 'corretor', email: 'corretor@demo.local', first_name: 'Rafael', last_name: 'Moreira', locale: 'pt-BR' },
  {
    key: 'ops',
    email: 'ops@demo.local',
    first_name: 'Otávio',
    last_name: 'Operações',
    locale: 'pt-BR',
    is_operations: true,
  },
  { key: 'vazio', email: 'vazio@demo.local', first_name: 'Vera', last_name: 'Vaz', locale: 'pt-BR' },
  // Came over from the old authentication: must reset the password by e-mail before signing in.
  {
    key: 'migrado',
    email: 'migrado@demo.local',
    first_name: 'Miguel',
    last_name: 'Migrado',
    locale: 'pt-BR',
    status: 'PASSWORD_RESET_REQUIRED',
  },
] as const;
export type DemoUserKey = (typeof DEMO_USERS)[number]['key'];

export const ACCOUNT_IDS = { demo: id(101), outra: id(102), terceira: id(103), vazio: id(104), migrada: id(105) };
export const BROKER_ID = id(201);

export const DEMO_ACCOUNTS = [
  {
    id: ACCOUNT_IDS.demo,
    kind: 'company',
    country: 'br',
    tax_id_type: 'CNPJ',
    tax_id: '16727230000197',
    legal_name: 'Demo Tecnologia Ltda',
    website: 'https://demo-tecnologia.example',
    billing_email: 'financeiro@demo.local',
    owner_email: 'cliente@demo.local',
    user_kam: 'Juliana Prado',
  },
  {
    id: ACCOUNT_IDS.outra,
    kind: 'company',
    country: 'br',
    tax_id_type: 'CNPJ',
    tax_id: '11444777000161',
    legal_name: 'Outra Empresa SA',
    website: null,
    billing_email: null,
    owner_email: 'outra@demo.local',
    user_kam: null,
  },
  {
    id: ACCOUNT_IDS.terceira,
    kind: 'company',
    country: 'br',
    tax_id_type: 'CNPJ',
    tax_id: '33445566000186',
    legal_name: 'Terceira Indústria Ltda',
    website: null,
    billing_email: null,
    owner_email: 'contato@terceira.example',
    user_kam: null,
  },
  {
    id: ACCOUNT_IDS.vazio,
    kind: 'company',
    country: 'br',
    tax_id_type: 'CNPJ',
    tax_id: '44556677000186',
    legal_name: 'Vazio Serviços Ltda',
    website: null,
    billing_email: null,
    owner_email: 'vazio@demo.local',
    user_kam: null,
  },
  {
    id: ACCOUNT_IDS.migrada,
    kind: 'company',
    country: 'br',
    tax_id_type: 'CNPJ',
    tax_id: '55667788000186',
    legal_name: 'Migrada Comércio Ltda',
    website: null,
    billing_email: null,
    owner_email: 'migrado@demo.local',
    user_kam: null,
  },
] as const;

export const DEMO_MEMBERSHIPS: {
  id: string;
  user: DemoUserKey;
  account: string;
  role: 'ACCOUNT_ADMIN' | 'TEAM_MEMBER';
}[] = [
  { id: id(301), user: 'cliente', account: ACCOUNT_IDS.demo, role: 'ACCOUNT_ADMIN' },
  { id: id(302), user: 'membro', account: ACCOUNT_IDS.demo, role: 'TEAM_MEMBER' },
  { id: id(303), user: 'outra', account: ACCOUNT_IDS.outra, role: 'ACCOUNT_ADMIN' },
  { id: id(304), user: 'vazio', account: ACCOUNT_IDS.vazio, role: 'ACCOUNT_ADMIN' },
  { id: id(305), user: 'migrado', account: ACCOUNT_IDS.migrada, role: 'ACCOUNT_ADMIN' },
];

export const DEMO_BROKER = {
  id: BROKER_ID,
  legal_name: 'Demo Corretora de Seguros',
  name: 'Demo Corretora',
  tax_id: '11222333000181',
  email: 'corretor@demo.local',
  city: 'São Paulo',
  address: 'Avenida Paulista',
  address_number: '1000',
  postal_code: '01310-100',
  phone: '+55 11 4000-0000',
  website: 'https://corretora.example',
  status: 'APPROVED' as const,
  needs_bank_info: false,
};

export const DEMO_BROKER_CUSTOMERS = [
  {
    id: id(401),
    broker_id: BROKER_ID,
    account_id: ACCOUNT_IDS.outra,
    customer_name: 'Olívia Santos',
    assessment_status: 'IN_PROGRESS' as const,
  },
  {
    id: id(402),
    broker_id: BROKER_ID,
    account_id: ACCOUNT_IDS.terceira,
    customer_name: 'Tiago Ferreira',
    assessment_status: 'NO_ASSESSMENT' as const,
  },
];

const day = 24 * 60 * 60 * 1000;
/** A date `offset` days from the seed run, as YYYY-MM-DD. */
const dateFrom = (now: Date, offset: number) => new Date(now.getTime() + offset * day).toISOString().slice(0, 10);

/** The common part of the demo customer's questionnaires, answered (the in-progress one stops there). */
const DEMO_COMPANY_ANSWERS: Answers = {
  'company.legal_name': 'Demo Tecnologia Ltda',
  'company.tax_id': '16727230000197',
  'company.start_of_operations': '2018-03-01',
  'company.description': 'Software as a service for retail inventory.',
  'company.activity': 'SOFTWARE_DEVELOPMENT_THIRD_PARTY',
  'company.total_employees': 42,
  'company.annual_revenue_band': 'OVER_5M',
  'company.revenue_last_year': '8500000.00',
  'company.no_website': false,
  'company.websites': ['https://demo-tecnologia.example'],
  'company.contact_email': 'cliente@demo.local',
  'address.zip_code': '01310-100',
  'address.street': 'Avenida Paulista',
  'address.number': '1000',
  'address.neighborhood': 'Bela Vista',
  'address.city': 'São Paulo',
  'address.state': 'SP',
  'shareholders.list': [
    { name: 'Carla Souza', percentage: 60 },
    { name: 'Fundo Demo', percentage: 40 },
  ],
  'key_persons.list': [
    { full_name: 'Carla Souza', role: 'FOUNDER', academic_background: 'MASTERS', employment_type: 'FULL_TIME' },
  ],
  'client_activities.list': ['SOFTWARE_DEVELOPMENT_THIRD_PARTY', 'WEB_HOSTING'],
};

const DEMO_CYBER_ANSWERS: Answers = {
  'cyber.high_risk_activities': ['NONE'],
  'cyber.payment_cards': false,
  'cyber.personal_data': true,
  'cyber.records': 'FROM_100K_TO_500K',
  'cyber.health_data': false,
  'cyber.mfa_email': true,
  'cyber.mfa_remote_access': true,
  'cyber.mfa_admin': true,
  'cyber.backups': true,
  'cyber.backup_features': ['ENCRYPTED', 'TESTED'],
  'cyber.edr': 'MICROSOFT_DEFENDER',
  'cyber.laptop_encryption': 'YES',
  'cyber.dual_approval': true,
  'cyber.phishing_training': 'QUARTERLY',
  'cyber.patch_days': 'FROM_7_TO_30',
  'cyber.incident_response_plan': true,
  'cyber.incidents': false,
  'cyber.known_circumstances': false,
  'cyber.requested_limit': 'L_2M',
  'cyber.retention': 'R_50K',
  'cyber.start_date': '2027-01-01',
};

/** Two applications referred to the underwriting desk (issue 12): one near its 25-day deadline. */
const REFERRED = [
  {
    form: id(505),
    submission: id(801),
    quote: id(605),
    account: ACCOUNT_IDS.terceira,
    receivedDaysAgo: 22,
    answers: {
      ...DEMO_COMPANY_ANSWERS,
      'company.legal_name': 'Terceira Indústria Ltda',
      'company.tax_id': '33445566000186',
      ...DEMO_CYBER_ANSWERS,
      'cyber.incidents': true,
      'cyber.requested_limit': 'L_5M',
    } as Answers,
  },
  {
    form: id(506),
    submission: id(802),
    quote: id(606),
    account: ACCOUNT_IDS.outra,
    receivedDaysAgo: 4,
    answers: {
      ...DEMO_COMPANY_ANSWERS,
      'company.legal_name': 'Outra Empresa SA',
      'company.tax_id': '11444777000161',
      // No backups: the features question is hidden, so it has no answer.
      ...Object.fromEntries(Object.entries(DEMO_CYBER_ANSWERS).filter(([key]) => key !== 'cyber.backup_features')),
      'cyber.backups': false,
    } as Answers,
  },
] as const;

/** The underwriting desk's waiting cases: the finished forms, their submissions and the "searching" quotes. */
export function demoReferrals(now: Date, decide: (answers: Answers) => unknown[]) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  return {
    applicationForms: REFERRED.map((item) => ({
      id: item.form,
      account_id: item.account,
      status: 'QUOTING',
      products: ['CYBER'],
      version: 3,
      definition_versions: { COMMON: 1, CYBER: 1 },
      answers: { ...item.answers },
      finished_at: at(item.receivedDaysAgo),
      created_at: at(item.receivedDaysAgo + 6),
      updated_at: at(item.receivedDaysAgo),
    })),
    underwritingSubmissions: REFERRED.map((item) => ({
      id: item.submission,
      form_id: item.form,
      account_id: item.account,
      products: ['CYBER'],
      definition_versions: { COMMON: 1, CYBER: 1 },
      answers: { ...item.answers },
      status: 'REFERRED',
      created_at: at(item.receivedDaysAgo),
      results: decide({ ...item.answers }),
      decided_at: at(item.receivedDaysAgo),
    })),
    quotes: REFERRED.map((item) => ({
      id: item.quote,
      account_id: item.account,
      application_form_id: item.form,
      submission_id: item.submission,
      product: 'CYBER' as const,
      status: 'SEARCHING' as const,
      config_version: 'CYBER-BR-2026.11',
    })),
  };
}

export function demoRecords(now: Date) {
  const demo = ACCOUNT_IDS.demo;
  return {
    applicationForms: [
      {
        id: id(501),
        account_id: demo,
        status: 'IPAF_IN_PROGRESS',
        products: ['D_AND_O', 'E_AND_O'],
        version: 3,
        definition_versions: { COMMON: 1, D_AND_O: 1, E_AND_O: 1 },
        answers: DEMO_COMPANY_ANSWERS,
      },
      {
        id: id(504),
        account_id: demo,
        status: 'PENDING_REVIEW',
        products: ['CYBER'],
        version: 2,
        definition_versions: { COMMON: 1, CYBER: 1 },
        answers: { ...DEMO_COMPANY_ANSWERS, ...DEMO_CYBER_ANSWERS },
        finished_at: new Date(now.getTime() - 5 * day),
        created_at: new Date(now.getTime() - 40 * day),
        updated_at: new Date(now.getTime() - 5 * day),
      },
      { id: id(502), account_id: ACCOUNT_IDS.outra, status: 'QUOTE_READY', products: ['E_AND_O'], version: 1 },
      { id: id(503), account_id: ACCOUNT_IDS.terceira, status: 'CLOSED', products: ['CYBER'], version: 2 },
    ],
    quotes: [
      {
        id: id(601),
        account_id: demo,
        application_form_id: id(501),
        product: 'D_AND_O' as const,
        insurer: 'Seguradora Alfa',
        coverage_limit: '5000000.00',
        gross_premium: '18500.00',
        status: 'AVAILABLE' as const,
        recommended: true,
        expires_at: new Date(now.getTime() + 20 * day),
      },
      {
        id: id(602),
        account_id: demo,
        application_form_id: id(501),
        product: 'E_AND_O' as const,
        insurer: null,
        coverage_limit: null,
        gross_premium: null,
        status: 'SEARCHING' as const,
        recommended: false,
        expires_at: null,
      },
      {
        id: id(603),
        account_id: demo,
        application_form_id: null,
        product: 'CYBER' as const,
        insurer: 'Seguradora Beta',
        coverage_limit: '1000000.00',
        gross_premium: '7200.00',
        status: 'EXPIRED' as const,
        recommended: false,
        expires_at: new Date(now.getTime() - 30 * day),
      },
      {
        id: id(604),
        account_id: ACCOUNT_IDS.terceira,
        application_form_id: id(503),
        product: 'CYBER' as const,
        insurer: 'Seguradora Beta',
        coverage_limit: '2000000.00',
        gross_premium: '9900.00',
        status: 'BEING_ISSUED' as const,
        recommended: true,
        expires_at: new Date(now.getTime() + 10 * day),
      },
    ],
    policies: [
      {
        id: id(701),
        account_id: demo,
        product: 'D_AND_O' as const,
        insurer: 'Seguradora Alfa',
        policy_number: 'DO-2026-000123',
        status: 'ACTIVE' as const,
        effective_date: dateFrom(now, -120),
        expiry_date: dateFrom(now, 245),
        coverage_limit: '5000000.00',
      },
      {
        id: id(702),
        account_id: demo,
        product: 'CYBER' as const,
        insurer: 'Seguradora Beta',
        policy_number: 'CY-2024-000456',
        status: 'EXPIRED' as const,
        effective_date: dateFrom(now, -500),
        expiry_date: dateFrom(now, -135),
        coverage_limit: '1000000.00',
      },
      {
        id: id(703),
        account_id: ACCOUNT_IDS.outra,
        product: 'E_AND_O' as const,
        insurer: 'Seguradora Gama',
        policy_number: 'EO-2026-000789',
        status: 'ACTIVE' as const,
        effective_date: dateFrom(now, -30),
        expiry_date: dateFrom(now, 335),
        coverage_limit: '3000000.00',
      },
    ],
    claims: [
      {
        id: id(801),
        account_id: demo,
        policy_id: id(701),
        protocol_number: 'SIN-2026-0001',
        type: 'Reclamação trabalhista',
        status: 'IN_PROGRESS' as const,
        description: 'Ex-diretor citado em ação trabalhista.',
      },
      {
        id: id(802),
        account_id: demo,
        policy_id: id(702),
        protocol_number: 'SIN-2025-0042',
        type: 'Incidente cibernético',
        status: 'APPROVED' as const,
        description: 'Ransomware em servidor de arquivos.',
      },
    ],
    cyberReports: [
      {
        id: id(901),
        account_id: demo,
        report_date: dateFrom(now, -150),
        score: 62,
        vulnerability_count: 14,
        risk_level: 'HIGH' as const,
      },
      {
        id: id(902),
        account_id: demo,
        report_date: dateFrom(now, -60),
        score: 71,
        vulnerability_count: 8,
        risk_level: 'MEDIUM' as const,
      },
      {
        id: id(903),
        account_id: demo,
        report_date: dateFrom(now, -5),
        score: 84,
        vulnerability_count: 3,
        risk_level: 'LOW' as const,
      },
    ],
  };
}

/** Company profile of Demo Tecnologia (migrations/006), so dashboard/profile opens filled in. */
export const DEMO_COMPANY_PROFILE = {
  account_id: ACCOUNT_IDS.demo,
  name: 'Demo Tecnologia',
  websites: ['https://demo-tecnologia.example'],
  total_employees: 48,
  annual_revenue_band: 'FROM_1M_TO_5M' as const,
  activity: 'SOFTWARE_DEVELOPMENT_INTERNAL' as const,
  main_domain: 'demo-tecnologia.example',
  start_of_operations: '2016-04-01',
  address_street: 'Rua Funchal',
  address_number: '418',
  address_detail: '12º andar',
  address_neighborhood: 'Vila Olímpia',
  address_city: 'São Paulo',
  address_state: 'SP',
  address_zip_code: '04551-060',
};
