import type { Question } from '../question-types';

/** Limits and retentions offered in the request section of every product (BRL; spec section 3's coverage limits). */
export const REQUESTED_LIMITS = ['L_1M', 'L_2M', 'L_3M', 'L_5M', 'L_10M'] as const;
export const RETENTIONS = ['R_NONE', 'R_25K', 'R_50K', 'R_100K', 'R_250K'] as const;

/** "Requested limit, retention and start date", asked by each product in its own section. */
export const requestQuestions = (prefix: string): Question[] => [
  { id: `${prefix}.requested_limit`, type: 'single_choice', required: true, options: REQUESTED_LIMITS },
  { id: `${prefix}.retention`, type: 'single_choice', required: true, options: RETENTIONS },
  { id: `${prefix}.start_date`, type: 'date', required: true },
];

/** A yes/no question and, when yes, the text that explains it. */
export const yesNoWithDetail = (id: string): Question[] => [
  { id, type: 'yes_no', required: true },
  { id: `${id}_detail`, type: 'long_text', required: true, max: 2000, when: { question: id, equals: true } },
];
