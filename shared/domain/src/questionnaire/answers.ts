import type { ErrorCode } from '../errors/error-codes';
import type { TaxIdType } from '../tax-id';
import { taxIdProblem } from '../tax-id';
import { isValidEmail } from '../validation/email';
import { normalizeUrl } from '../validation/url';
import type { AnswerValue, Answers, Cell, Question, QuestionnaireDefinition, Row } from './question-types';

/** A question (or a table cell, `shareholders.list.2.percentage`) and the catalogue code to show under it. */
export interface AnswerProblem {
  field: string;
  code: ErrorCode;
}

export interface AnswerContext {
  /** The account's tax id type: CNPJ for a Brazilian company, RFC for a Mexican individual... */
  taxIdType: TaxIdType;
  /** YYYY-MM-DD; bounds nothing today but keeps validation pure for tests. */
  today?: string;
}

const MONEY = /^\d{1,15}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 200;

/** An ISO calendar day that exists (`2015-02-31` does not): the rule of a date answer, and of the date input's mask. */
export const isRealDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const allQuestions = (definitions: readonly QuestionnaireDefinition[]): Question[] =>
  definitions.flatMap((definition) => definition.sections.flatMap((section) => section.questions));

/** Nothing given: null, an empty or blank text, an empty list. `false` and 0 are answers. */
export const isEmptyAnswer = (value: AnswerValue | undefined): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && value.length === 0);

/** Whether a question applies, given the answers around it (the row's cells for a table column). */
export function isShown(question: Question, answers: Answers | Row): boolean {
  const when = question.when;
  if (!when) return true;
  const value = answers[when.question] as AnswerValue | undefined;
  if ('equals' in when) return value === when.equals;
  if ('notEquals' in when) return value !== when.notEquals;
  return Array.isArray(value) && value.some((item) => typeof item === 'string' && when.includesAnyOf.includes(item));
}

/** The code for one value of one question, or null; emptiness is for `pendingQuestions`, not here. */
function valueProblem(question: Question, value: AnswerValue, context: AnswerContext): ErrorCode | null {
  const inRange = (n: number) =>
    (question.min === undefined || n >= question.min) && (question.max === undefined || n <= question.max);
  switch (question.type) {
    case 'text':
      return typeof value === 'string' && value.length <= (question.max ?? MAX_TEXT) && !/[\t\r\n]/.test(value)
        ? null
        : 'ANSWER_INVALID';
    case 'long_text':
      return typeof value === 'string' && value.length <= (question.max ?? MAX_TEXT) ? null : 'ANSWER_INVALID';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && inRange(value) ? null : 'ANSWER_INVALID';
    case 'money':
      return typeof value === 'string' && MONEY.test(value) ? null : 'ANSWER_INVALID';
    case 'date':
      return typeof value === 'string' && isRealDate(value) ? null : 'ANSWER_INVALID';
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'ANSWER_INVALID';
    case 'single_choice':
      return typeof value === 'string' && question.options?.includes(value) ? null : 'ANSWER_INVALID';
    case 'multiple_choice':
      return Array.isArray(value) &&
        value.every((item) => typeof item === 'string' && question.options?.includes(item)) &&
        new Set(value as string[]).size === value.length
        ? null
        : 'ANSWER_INVALID';
    case 'email':
      if (typeof value !== 'string') return 'ANSWER_INVALID';
      return isValidEmail(value) ? null : 'INVALID_EMAIL';
    case 'tax_id':
      if (typeof value !== 'string') return 'ANSWER_INVALID';
      return taxIdProblem(context.taxIdType, value) === 'INVALID_TAX_ID' ? 'INVALID_TAX_ID' : null;
    case 'urls':
    case 'table':
      return null; // element by element, in answerProblems
  }
}

function tableProblems(question: Question, rows: AnswerValue, context: AnswerContext): AnswerProblem[] {
  if (!Array.isArray(rows) || rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row)))
    return [{ field: question.id, code: 'ANSWER_INVALID' }];
  const table = rows as Row[];
  const problems: AnswerProblem[] = [];
  if (question.max !== undefined && table.length > question.max)
    problems.push({ field: question.id, code: 'ANSWER_INVALID' });
  const columns = question.columns ?? [];
  table.forEach((row, index) => {
    for (const key of Object.keys(row))
      if (!columns.some((column) => column.id === key))
        problems.push({ field: `${question.id}.${index}.${key}`, code: 'ANSWER_INVALID' });
    for (const column of columns) {
      const cell = row[column.id];
      if (isEmptyAnswer(cell) || !isShown(column, row)) continue;
      const code = valueProblem(column, cell as Cell, context);
      if (code) problems.push({ field: `${question.id}.${index}.${column.id}`, code });
    }
  });
  if (question.percentColumn) {
    const total = table.reduce(
      (sum, row) =>
        sum + (typeof row[question.percentColumn!] === 'number' ? (row[question.percentColumn!] as number) : 0),
      0,
    );
    // Compared in hundredths so 33.33 + 33.33 + 33.34 is exactly 100.
    if (Math.round(total * 100) > 100 * 100) problems.push({ field: question.id, code: 'PERCENTAGES_OVER_100' });
  }
  return problems;
}

/**
 * What is wrong with the answers given so far, for the form and for the API alike. Saving a
 * half-finished form is fine: an empty required question is pending (see `pendingQuestions`),
 * not a problem. An answer to a question no definition has is ANSWER_INVALID; answers to
 * questions hidden by a condition are dropped by `withoutHidden`, not refused, so a co-editor
 * answering a question the other just hid never fails a save.
 */
export function answerProblems(
  definitions: readonly QuestionnaireDefinition[],
  answers: Answers,
  context: AnswerContext,
): AnswerProblem[] {
  const questions = new Map(allQuestions(definitions).map((question) => [question.id, question]));
  const problems: AnswerProblem[] = [];
  for (const [id, value] of Object.entries(answers)) {
    const question = questions.get(id);
    if (!question) {
      problems.push({ field: id, code: 'ANSWER_INVALID' });
      continue;
    }
    if (isEmptyAnswer(value)) continue;
    if (question.type === 'table') problems.push(...tableProblems(question, value, context));
    else if (question.type === 'urls') {
      if (!Array.isArray(value) || (question.max !== undefined && value.length > question.max))
        problems.push({ field: id, code: 'ANSWER_INVALID' });
      else
        value.forEach((url, index) => {
          if (typeof url !== 'string' || (url.trim() && !normalizeUrl(url)))
            problems.push({ field: `${id}.${index}`, code: 'INVALID_URL' });
        });
    } else {
      const code = valueProblem(question, value, context);
      if (code) problems.push({ field: id, code });
    }
  }
  return problems;
}

/** The answers without those to questions their conditions hide: what is stored. */
export function withoutHidden(definitions: readonly QuestionnaireDefinition[], answers: Answers): Answers {
  const kept: Answers = {};
  for (const question of allQuestions(definitions)) {
    if (!(question.id in answers) || !isShown(question, answers)) continue;
    const value = answers[question.id] ?? null;
    kept[question.id] =
      question.type === 'table' && Array.isArray(value)
        ? (value as Row[]).map((row) =>
            Object.fromEntries(
              Object.entries(row).filter(([key]) => {
                const column = question.columns?.find((c) => c.id === key);
                return column ? isShown(column, row) : true;
              }),
            ),
          )
        : value;
  }
  return kept;
}

/**
 * The answers after a save: `changes` over `answers`, a null clearing an answer, and only what the
 * definitions ask and show kept (a product dropped from the form takes its answers with it).
 * The API stores this; a prospect's device keeps the same.
 */
export function applyAnswerChanges(
  definitions: readonly QuestionnaireDefinition[],
  answers: Answers,
  changes: Answers,
): Answers {
  const merged = Object.fromEntries(Object.entries({ ...answers, ...changes }).filter(([, value]) => value !== null));
  return withoutHidden(definitions, merged);
}

/**
 * Required questions (and required cells of table rows) shown and not answered, in the order of
 * the questionnaire: a form with any cannot be finished (QUESTIONS_PENDING), and the page
 * scrolls to the first.
 */
export function pendingQuestions(definitions: readonly QuestionnaireDefinition[], answers: Answers): string[] {
  const pending: string[] = [];
  for (const question of allQuestions(definitions)) {
    if (!question.required || !isShown(question, answers)) continue;
    const value = answers[question.id];
    if (question.type === 'table') {
      const rows = Array.isArray(value) ? (value as Row[]) : [];
      if (rows.length < (question.min ?? 1)) pending.push(question.id);
      rows.forEach((row, index) => {
        for (const column of question.columns ?? [])
          if (column.required && isShown(column, row) && isEmptyAnswer(row[column.id]))
            pending.push(`${question.id}.${index}.${column.id}`);
      });
    } else if (question.type === 'urls') {
      if (!Array.isArray(value) || !value.some((url) => typeof url === 'string' && url.trim()))
        pending.push(question.id);
    } else if (isEmptyAnswer(value)) pending.push(question.id);
  }
  return pending;
}

/** Share of the shown required questions answered, 0 to 1, for the progress indicator. */
export function progressOf(definitions: readonly QuestionnaireDefinition[], answers: Answers): number {
  const shown = allQuestions(definitions).filter((question) => question.required && isShown(question, answers));
  if (!shown.length) return 1;
  const pending = new Set(
    pendingQuestions(definitions, answers).map((field) => field.split('.').slice(0, 2).join('.')),
  );
  return (shown.length - shown.filter((question) => pending.has(question.id)).length) / shown.length;
}
