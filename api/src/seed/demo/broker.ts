// The demo brokerage and the customers it is broker of record for.
import { ACCOUNT_IDS, BROKER_ID } from './accounts';
import { id } from './ids';

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
