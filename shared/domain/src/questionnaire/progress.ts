import { isShown, pendingQuestions } from './answers';
import type { Answers, QuestionnaireDefinition } from './question-types';

/** Where one section of the form stands: what the section index shows beside its name. */
export interface SectionProgress {
  id: string;
  /** Required questions the answers so far show (a condition can add or hide some). */
  required: number;
  /** Of those, the ones answered whole (a table: its rows and every required cell of them). */
  answered: number;
  /** Nothing required is left: true also for a section that asks nothing required. */
  complete: boolean;
}

/** The question a pending field belongs to: `shareholders.list.0.name` -> `shareholders.list`. */
const questionOf = (field: string) => field.split('.').slice(0, 2).join('.');

/**
 * Each section's progress, in the order of the form, leaving out the sections none of whose
 * questions is shown (the page does not draw them). Counted from `pendingQuestions`, so a section
 * is complete exactly when finishing would not name any of its questions.
 */
export function sectionsProgress(definitions: readonly QuestionnaireDefinition[], answers: Answers): SectionProgress[] {
  const pending = new Set(pendingQuestions(definitions, answers).map(questionOf));
  return definitions.flatMap((definition) =>
    definition.sections.flatMap((section) => {
      const shown = section.questions.filter((question) => isShown(question, answers));
      if (!shown.length) return [];
      const required = shown.filter((question) => question.required);
      const answered = required.filter((question) => !pending.has(question.id)).length;
      return [{ id: section.id, required: required.length, answered, complete: answered === required.length }];
    }),
  );
}

/**
 * The first unanswered required field of the form, across sections (a table's missing cell by its
 * own id, `shareholders.list.0.percentage`), or null when nothing is left: where "next pending
 * question" takes the person.
 */
export const firstPendingField = (definitions: readonly QuestionnaireDefinition[], answers: Answers): string | null =>
  pendingQuestions(definitions, answers)[0] ?? null;
