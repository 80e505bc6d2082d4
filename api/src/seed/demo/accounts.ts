// Who can sign in (all with DEMO_PASSWORD), their accounts and memberships, and the demo company's profile.
import { id } from './ids';

export const DEMO_PASSWORD = 'Demo!2026';

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
  // A customer of each country beyond Brazil, in its language (demo/countries.ts).
  { key: 'mexico', email: 'mexico@demo.local', first_name: 'Mariana', last_name: 'Hernández', locale: 'es-MX' },
  { key: 'colombia', email: 'colombia@demo.local', first_name: 'Camilo', last_name: 'Restrepo', locale: 'es-CO' },
  { key: 'usa', email: 'usa@demo.local', first_name: 'Hannah', last_name: 'Brooks', locale: 'en-US' },
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

/** Company profile of Demo Tecnologia (db/schema/accounts.ts), so dashboard/profile opens filled in. */
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
