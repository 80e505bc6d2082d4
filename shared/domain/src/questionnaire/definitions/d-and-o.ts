import type { QuestionnaireDefinition } from '../question-types';
import { requestQuestions, yesNoWithDetail } from './request';

const required = true;

/** Directors and officers (insurance-model.md section 1): ownership, US exposure, finances, history. */
export const D_AND_O_QUESTIONS: QuestionnaireDefinition = {
  part: 'D_AND_O',
  version: 1,
  sections: [
    {
      id: 'dno_profile',
      questions: [
        { id: 'dno.company_type', type: 'single_choice', required, options: ['PUBLIC', 'PRIVATE', 'NON_PROFIT'] },
        { id: 'dno.us_listed', type: 'yes_no', required },
        { id: 'dno.has_subsidiaries', type: 'yes_no', required },
        {
          id: 'dno.subsidiaries',
          type: 'table',
          required,
          min: 1,
          max: 50,
          when: { question: 'dno.has_subsidiaries', equals: true },
          columns: [
            { id: 'name', type: 'text', required, max: 200 },
            { id: 'country', type: 'text', required, max: 100 },
            { id: 'ownership', type: 'number', required, min: 0, max: 100, unit: 'percent' },
          ],
        },
      ],
    },
    {
      id: 'dno_financials',
      questions: [
        { id: 'dno.total_assets', type: 'money', required },
        { id: 'dno.net_income', type: 'money', required },
        { id: 'dno.net_worth', type: 'money', required },
        { id: 'dno.funding_raised', type: 'money' },
        { id: 'dno.covenant_breach', type: 'yes_no', required },
      ],
    },
    {
      id: 'dno_history',
      questions: [
        { id: 'dno.mergers_acquisitions', type: 'yes_no', required },
        { id: 'dno.securities_offering', type: 'yes_no', required },
        { id: 'dno.bylaws_indemnify', type: 'yes_no', required },
        ...yesNoWithDetail('dno.proceedings'),
        ...yesNoWithDetail('dno.known_circumstances'),
        { id: 'dno.current_insurance', type: 'yes_no', required },
        {
          id: 'dno.current_carrier',
          type: 'text',
          required,
          max: 200,
          when: { question: 'dno.current_insurance', equals: true },
        },
        { id: 'dno.current_limit', type: 'money', when: { question: 'dno.current_insurance', equals: true } },
        { id: 'dno.declined_before', type: 'yes_no', required },
      ],
    },
    { id: 'dno_request', questions: requestQuestions('dno') },
  ],
};
