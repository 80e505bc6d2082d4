import type { AnswerValue, Answers } from './question-types';

/** A question both sides changed differently since the version they started from. */
export interface AnswerConflict {
  question: string;
  mine: AnswerValue | undefined;
  theirs: AnswerValue | undefined;
}

/** Equal answers, tables compared by value whatever the key order. */
export const sameAnswer = (a: AnswerValue | undefined, b: AnswerValue | undefined): boolean => {
  if (a === b) return true;
  if (a === undefined || b === undefined || a === null || b === null) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameAnswer(item as AnswerValue, b[index] as AnswerValue));
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameAnswer(a[key] ?? null, b[key] ?? null));
  }
  return false;
};

/**
 * Three-way merge per question (issue 11, co-editing): `base` is what I read, `mine` what I have
 * now, `theirs` what the server holds after someone else saved. What only one side changed is kept
 * from that side; a question both changed to different answers is a conflict, left at their
 * answer in `merged` until the person chooses. Nothing is silently overwritten.
 */
export function mergeAnswers(
  base: Answers,
  mine: Answers,
  theirs: Answers,
): { merged: Answers; conflicts: AnswerConflict[] } {
  const merged: Answers = {};
  const conflicts: AnswerConflict[] = [];
  const questions = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)]);
  for (const question of questions) {
    const [was, mineNow, theirsNow] = [base[question], mine[question], theirs[question]];
    const pick = sameAnswer(mineNow, was)
      ? theirsNow
      : sameAnswer(theirsNow, was) || sameAnswer(mineNow, theirsNow)
        ? mineNow
        : (conflicts.push({ question, mine: mineNow, theirs: theirsNow }), theirsNow);
    if (pick !== undefined) merged[question] = pick;
  }
  return { merged, conflicts };
}

/** The answers I changed since `base`: what a save sends, so the server can merge it the same way. */
export function changedAnswers(base: Answers, mine: Answers): Answers {
  const changed: Answers = {};
  for (const question of new Set([...Object.keys(base), ...Object.keys(mine)]))
    if (!sameAnswer(base[question], mine[question])) changed[question] = mine[question] ?? null;
  return changed;
}
