import type { Question } from '../question-types';

/**
 * Limits and retentions offered in the request section of every product (spec section 3's coverage
 * limits). The limit codes are steps: what each covers is in the account's currency (LIMIT_AMOUNTS).
 */
export const REQUESTED_LIMITS = ['L_1M', 'L_2M', 'L_3M', 'L_5M', 'L_10M'] as const;
export const RETENTIONS = ['R_NONE', 'R_25K', 'R_50K', 'R_100K', 'R_250K'] as const;
export type Retention = (typeof RETENTIONS)[number];

/**
 * What each retention keeps, in major units of the quote's currency: a label shows it through the
 * money formatter (`R$ 25.000,00`, `R$25,000.00`), never as a hand-written string; 0 is "no retention".
 */
export const RETENTION_AMOUNTS: Record<Retention, number> = {
  R_NONE: 0,
  R_25K: 25_000,
  R_50K: 50_000,
  R_100K: 100_000,
  R_250K: 250_000,
};

/** The amount a retention code keeps, null for a code the catalogue does not know. */
export const retentionAmount = (code: string): number | null =>
  code in RETENTION_AMOUNTS ? RETENTION_AMOUNTS[code as Retention] : null;

/** "Requested limit, retention and start date", asked by each product in its own section. */
export const requestQuestions = (prefix: string): Question[] => [
  {
    id: `${prefix}.requested_limit`,
    type: 'single_choice',
    required: true,
    options: REQUESTED_LIMITS,
    amounts: 'coverage_limit',
  },
  { id: `${prefix}.retention`, type: 'single_choice', required: true, options: RETENTIONS, amounts: 'retention' },
  { id: `${prefix}.start_date`, type: 'date', required: true },
];

/** A yes/no question and, when yes, the text that explains it. */
export const yesNoWithDetail = (id: string): Question[] => [
  { id, type: 'yes_no', required: true },
  { id: `${id}_detail`, type: 'long_text', required: true, max: 2000, when: { question: id, equals: true } },
];
