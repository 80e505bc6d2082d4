import type { QuestionnaireDefinition } from '../question-types';
import { requestQuestions, yesNoWithDetail } from './request';

const required = true;

/** Professional liability, claims-made (insurance-model.md section 1): services, contracts, history. */
export const E_AND_O_QUESTIONS: QuestionnaireDefinition = {
  part: 'E_AND_O',
  version: 1,
  sections: [
    {
      id: 'eno_business',
      questions: [
        { id: 'eno.years_in_business', type: 'number', required, min: 0, max: 200 },
        {
          id: 'eno.services',
          type: 'table',
          required,
          min: 1,
          max: 20,
          percentColumn: 'revenue_share',
          columns: [
            { id: 'service', type: 'text', required, max: 200 },
            { id: 'revenue_share', type: 'number', required, min: 0, max: 100, unit: 'percent' },
          ],
        },
        { id: 'eno.largest_client_share', type: 'number', required, min: 0, max: 100, unit: 'percent' },
        { id: 'eno.written_contracts', type: 'yes_no', required },
        { id: 'eno.limitation_of_liability', type: 'yes_no', required },
        { id: 'eno.subcontractors', type: 'yes_no', required },
        {
          id: 'eno.subcontractors_insured',
          type: 'yes_no',
          required,
          when: { question: 'eno.subcontractors', equals: true },
        },
        { id: 'eno.quality_assurance', type: 'long_text', max: 2000 },
      ],
    },
    {
      id: 'eno_history',
      questions: [
        ...yesNoWithDetail('eno.claims_last_5_years'),
        { id: 'eno.current_insurance', type: 'yes_no', required },
        {
          id: 'eno.current_retroactive_date',
          type: 'date',
          required,
          when: { question: 'eno.current_insurance', equals: true },
        },
        { id: 'eno.declined_before', type: 'yes_no', required },
      ],
    },
    { id: 'eno_request', questions: requestQuestions('eno') },
  ],
};
