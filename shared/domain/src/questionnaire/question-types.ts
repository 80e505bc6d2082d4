import type { Product } from '../statuses';

/**
 * The questionnaire as data (issue 11): the UI renders from these definitions and the API
 * validates answers with the same ones. Labels are not here: each question's words are the
 * i18n messages `ipaf.q.<id>` (and `ipaf.q.<id>.<OPTION>` for options), in the ipaf remote.
 */
export type AnswerType =
  | 'text'
  | 'long_text'
  | 'number'
  | 'money'
  | 'date'
  | 'yes_no'
  | 'single_choice'
  | 'multiple_choice'
  | 'email'
  | 'tax_id'
  | 'urls'
  | 'table';

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;
/** An answer as stored: money and dates are strings ("1500000.00", "2026-01-31"). */
export type AnswerValue = Cell | string[] | Row[];
export type Answers = Record<string, AnswerValue>;

/** Shown only when another answer (in the same row for a table column) is what it names. */
export type Condition =
  | { question: string; equals: Cell }
  | { question: string; includesAnyOf: readonly string[] }
  | { question: string; notEquals: Cell };

export interface Question {
  /** Stable id, dotted by section: `company.legal_name`, `cyber.mfa_email`. Never reused for another meaning. */
  id: string;
  type: AnswerType;
  required?: boolean;
  options?: readonly string[];
  when?: Condition;
  /** Numbers and money: inclusive bounds. Texts: `max` is the length. Tables: rows. */
  min?: number;
  max?: number;
  /** Table columns; their ids are the row keys. */
  columns?: readonly Question[];
  /** Table: this column's values may not add up past 100. */
  percentColumn?: string;
  /** A text written with its country's mask: typed into it and read back with it (a CEP `01310-100`). */
  mask?: 'postal_code';
  /** A number that is a share of 100: typed with decimals and read back with its sign (`33,5%`). */
  unit?: 'percent';
  /**
   * Options that are amounts of the account's currency (issue 28): the screens write them with the
   * money formatter (`MX$3,500,000`), not with a message that would name one currency.
   */
  amounts?: 'coverage_limit' | 'retention' | 'revenue_band';
  /** Prefilled from, and saved back to, this field of the company profile. */
  profileField?: string;
}

export interface Section {
  id: string;
  questions: readonly Question[];
}

/** One versioned definition: the common part, or one product's part. A form records the versions it was answered with. */
export interface QuestionnaireDefinition {
  part: 'COMMON' | Product;
  version: number;
  sections: readonly Section[];
}
