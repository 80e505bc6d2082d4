import { useSyncExternalStore } from 'react';
import type { AnswerValue, Answers } from '@platform/domain';

/**
 * The answers typed on this page, held outside React's state: each part of the questionnaire reads
 * the little it draws from (one field its answer, a section which of its questions show, the index
 * its counts), so a change redraws what depends on it and not the 150 fields around it.
 */
export interface AnswersStore {
  get(): Answers;
  set(next: Answers): void;
  subscribe(listener: () => void): () => void;
}

export function createAnswersStore(initial: Answers): AnswersStore {
  let answers = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => answers,
    set(next) {
      if (next === answers) return;
      answers = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One question's answer: the component redraws when that answer changes, not when another does. */
export function useAnswer(store: AnswersStore, question: string): AnswerValue | undefined {
  return useSyncExternalStore(store.subscribe, () => store.get()[question]);
}

/**
 * A text derived from the answers (the ids of a section's shown questions, the index's counts): the
 * component redraws only when the text changes. A text, because it compares by value.
 */
export function useAnswersText(store: AnswersStore, derive: (answers: Answers) => string): string {
  return useSyncExternalStore(store.subscribe, () => derive(store.get()));
}
