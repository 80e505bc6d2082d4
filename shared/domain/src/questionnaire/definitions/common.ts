import { COMPANY_ACTIVITIES, REVENUE_BANDS } from '../../company-profile/profile-choices';
import type { QuestionnaireDefinition } from '../question-types';

export const KEY_PERSON_ROLES = ['FOUNDER', 'C_LEVEL', 'DIRECTOR', 'MANAGER', 'SPECIALIST', 'OTHER'] as const;
export const ACADEMIC_BACKGROUNDS = [
  'MASTERS',
  'HIGHER_EDUCATION',
  'HIGH_SCHOOL',
  'TECHNICAL_COURSE',
  'OTHER',
] as const;
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'HALF_TIME', 'THIRD_PARTY'] as const;

const required = true;

/** Asked once whatever the products: the company, prefilled from and saved back to its profile (spec section 3). */
export const COMMON_QUESTIONS: QuestionnaireDefinition = {
  part: 'COMMON',
  version: 1,
  sections: [
    {
      id: 'company',
      questions: [
        { id: 'company.legal_name', type: 'text', required, max: 200, profileField: 'legal_name' },
        { id: 'company.tax_id', type: 'tax_id', required },
        { id: 'company.start_of_operations', type: 'date', required, profileField: 'start_of_operations' },
        { id: 'company.description', type: 'long_text', required, max: 2000 },
        {
          id: 'company.activity',
          type: 'single_choice',
          required,
          options: COMPANY_ACTIVITIES,
          profileField: 'activity',
        },
        {
          id: 'company.total_employees',
          type: 'number',
          required,
          min: 0,
          max: 10_000_000,
          profileField: 'total_employees',
        },
        {
          id: 'company.annual_revenue_band',
          type: 'single_choice',
          required,
          options: REVENUE_BANDS,
          amounts: 'revenue_band',
          profileField: 'annual_revenue_band',
        },
        { id: 'company.revenue_last_year', type: 'money', required },
        { id: 'company.revenue_next_year', type: 'money' },
        { id: 'company.no_website', type: 'yes_no', profileField: 'no_website' },
        {
          id: 'company.websites',
          type: 'urls',
          required,
          max: 5,
          when: { question: 'company.no_website', notEquals: true },
          profileField: 'websites',
        },
        { id: 'company.contact_email', type: 'email', required },
      ],
    },
    {
      id: 'address',
      questions: [
        {
          id: 'address.zip_code',
          type: 'text',
          required,
          max: 20,
          mask: 'postal_code',
          profileField: 'address.zip_code',
        },
        { id: 'address.street', type: 'text', required, max: 200, profileField: 'address.street' },
        { id: 'address.number', type: 'text', required, max: 20, profileField: 'address.number' },
        { id: 'address.detail', type: 'text', max: 200, profileField: 'address.detail' },
        { id: 'address.neighborhood', type: 'text', required, max: 200, profileField: 'address.neighborhood' },
        { id: 'address.city', type: 'text', required, max: 200, profileField: 'address.city' },
        { id: 'address.state', type: 'text', required, max: 200, profileField: 'address.state' },
      ],
    },
    {
      id: 'shareholders',
      questions: [
        {
          id: 'shareholders.list',
          type: 'table',
          required,
          min: 1,
          max: 50,
          percentColumn: 'percentage',
          columns: [
            { id: 'name', type: 'text', required, max: 200 },
            { id: 'percentage', type: 'number', required, min: 0, max: 100, unit: 'percent' },
          ],
        },
      ],
    },
    {
      id: 'key_persons',
      questions: [
        {
          id: 'key_persons.list',
          type: 'table',
          required,
          min: 1,
          max: 50,
          columns: [
            { id: 'full_name', type: 'text', required, max: 200 },
            { id: 'role', type: 'single_choice', required, options: KEY_PERSON_ROLES },
            { id: 'academic_background', type: 'single_choice', required, options: ACADEMIC_BACKGROUNDS },
            { id: 'employment_type', type: 'single_choice', options: EMPLOYMENT_TYPES },
          ],
        },
      ],
    },
    {
      id: 'client_activities',
      questions: [
        { id: 'client_activities.list', type: 'multiple_choice', required, options: COMPANY_ACTIVITIES },
        {
          id: 'client_activities.other',
          type: 'text',
          required,
          max: 200,
          when: { question: 'client_activities.list', includesAnyOf: ['OTHERS'] },
        },
      ],
    },
  ],
};
