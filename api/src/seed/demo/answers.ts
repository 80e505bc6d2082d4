// The demo customer's questionnaire answers, shared by its forms, submissions and the desk's cases.
import type { Answers } from '@platform/domain';

/** The common part of the demo customer's questionnaires, answered (the in-progress one stops there). */
export const DEMO_COMPANY_ANSWERS: Answers = {
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

export const DEMO_CYBER_ANSWERS: Answers = {
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
