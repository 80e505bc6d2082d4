import type { Question } from '../../shared/domain/src';
import { DEFINITIONS } from '../../shared/domain/src/questionnaire/definitions';

/**
 * A plausible answer for a question of the definitions, never one that opens a follow-up and one
 * that keeps a D&O risk clear: the journeys fill a whole questionnaire through the API with it.
 */
export function sampleAnswer(question: Question): unknown {
  switch (question.type) {
    case 'yes_no':
      return false;
    case 'single_choice':
      return question.options![0];
    case 'multiple_choice':
      return [question.options!.includes('NONE') ? 'NONE' : question.options![0]];
    case 'number':
      return 10;
    case 'money':
      return '1000000.00';
    case 'date':
      return '2020-01-01';
    case 'email':
      return 'cfo@empresa.example';
    case 'urls':
      return ['empresa.example'];
    case 'table':
      return [Object.fromEntries(question.columns!.map((column) => [column.id, sampleAnswer(column) ?? 'Ana']))];
    default:
      return 'Texto';
  }
}

/**
 * Answers for the questions `ids` names (a form's pending ones), each the sample answer unless
 * `given` has one: the underwriting desk's e2e and API test build their referred application with
 * it (yes to MFA on e-mail, or the engine declines outright; no backups, so it is referred).
 */
export function sampleAnswersFor(ids: Iterable<string>, given: Record<string, unknown> = {}): Record<string, unknown> {
  const answers: Record<string, unknown> = Object.fromEntries([...ids].map((id) => [id, null]));
  for (const question of DEFINITIONS.flatMap((definition) => definition.sections.flatMap((s) => s.questions)))
    if (question.id in answers)
      answers[question.id] = question.id in given ? given[question.id] : sampleAnswer(question);
  return answers;
}
