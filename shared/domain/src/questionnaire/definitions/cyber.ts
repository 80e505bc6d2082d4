import type { QuestionnaireDefinition } from '../question-types';
import { requestQuestions, yesNoWithDetail } from './request';

const required = true;
export const HIGH_RISK_ACTIVITIES = [
  'ADULT_CONTENT',
  'CANNABIS',
  'CRYPTO_ASSETS',
  'DEBT_COLLECTION',
  'GAMBLING',
  'MANAGED_IT_SECURITY',
  'PAYMENT_PROCESSING',
  'NONE',
] as const;
export const RECORD_COUNTS = ['NONE', 'UNDER_100K', 'FROM_100K_TO_500K', 'FROM_500K_TO_1M', 'OVER_1M'] as const;

/** Cyber, the shortest (insurance-model.md section 1): exposure, controls, history; the scan learns the rest. */
export const CYBER_QUESTIONS: QuestionnaireDefinition = {
  part: 'CYBER',
  version: 1,
  sections: [
    {
      id: 'cyber_exposure',
      questions: [
        { id: 'cyber.high_risk_activities', type: 'multiple_choice', required, options: HIGH_RISK_ACTIVITIES },
        { id: 'cyber.payment_cards', type: 'yes_no', required },
        { id: 'cyber.personal_data', type: 'yes_no', required },
        { id: 'cyber.health_data', type: 'yes_no', required },
        {
          id: 'cyber.records',
          type: 'single_choice',
          required,
          options: RECORD_COUNTS,
          when: { question: 'cyber.personal_data', equals: true },
        },
      ],
    },
    {
      id: 'cyber_controls',
      questions: [
        { id: 'cyber.mfa_email', type: 'yes_no', required },
        { id: 'cyber.mfa_remote_access', type: 'yes_no', required },
        { id: 'cyber.mfa_admin', type: 'yes_no', required },
        { id: 'cyber.backups', type: 'yes_no', required },
        {
          id: 'cyber.backup_features',
          type: 'multiple_choice',
          options: ['ENCRYPTED', 'IMMUTABLE', 'TESTED'],
          when: { question: 'cyber.backups', equals: true },
        },
        {
          id: 'cyber.edr',
          type: 'single_choice',
          required,
          options: ['CROWDSTRIKE', 'SENTINELONE', 'MICROSOFT_DEFENDER', 'OTHER', 'NONE'],
        },
        { id: 'cyber.laptop_encryption', type: 'single_choice', required, options: ['YES', 'NO', 'SOMETIMES'] },
        { id: 'cyber.dual_approval', type: 'yes_no', required },
        {
          id: 'cyber.phishing_training',
          type: 'single_choice',
          required,
          options: ['NEVER', 'YEARLY', 'QUARTERLY', 'MONTHLY'],
        },
        { id: 'cyber.patch_days', type: 'single_choice', required, options: ['UNDER_7', 'FROM_7_TO_30', 'OVER_30'] },
        { id: 'cyber.incident_response_plan', type: 'yes_no', required },
      ],
    },
    {
      id: 'cyber_history',
      questions: [...yesNoWithDetail('cyber.incidents'), ...yesNoWithDetail('cyber.known_circumstances')],
    },
    { id: 'cyber_request', questions: requestQuestions('cyber') },
  ],
};
