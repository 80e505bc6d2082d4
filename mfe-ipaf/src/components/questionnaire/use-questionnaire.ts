import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@platform/api-client';
import {
  changedAnswers,
  mergeAnswers,
  type AnswerConflict,
  type AnswerValue,
  type Answers,
  type ErrorCode,
} from '@platform/domain';
import type { ApplicationForm } from '../../lib/application-form-api';
import { createAnswersStore } from './answers-store';

/** How long typing must pause before the answers are saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'invalid' | 'refused';

interface Draft {
  /** The server's answers at `version`: what changes are measured against. */
  base: Answers;
  version: number;
  answers: Answers;
}

const storageKey = (formId: string) => `ipaf-draft:${formId}`;

/**
 * Keeps answers the API did not take for `form` on this device: the questionnaire restores them as
 * unsaved, and their next save puts any refusal on the questions (a prospect's first form).
 */
export function keepOnDevice(form: ApplicationForm, answers: Answers) {
  const draft: Draft = { base: form.answers, version: form.version, answers: { ...form.answers, ...answers } };
  localStorage.setItem(storageKey(form.id), JSON.stringify(draft));
}

/** A draft kept on this device, so nothing typed is lost to a reload or a dropped connection. */
function restoreDraft(form: ApplicationForm): Draft {
  const server = { base: form.answers, version: form.version, answers: form.answers };
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(form.id)) ?? 'null') as Draft | null;
    if (!stored || stored.version > form.version) return server;
    // Typed against an older version: replay it on the server's answers, per question.
    return { ...server, answers: mergeAnswers(stored.base, stored.answers, form.answers).merged };
  } catch {
    return server;
  }
}

/**
 * The questionnaire's answers on this page: local first (every change is kept on the device at
 * once), saved after a pause or on demand with only the changed answers, merged per question with
 * what others saved meanwhile. Questions both sides changed are returned as `conflicts` for the
 * person to choose; nothing is overwritten silently.
 */
/** Saves changed answers read at `version`: the API for a customer or a guest, the device for a prospect. */
export type SaveAnswers = (body: { version: number; answers: Answers }) => Promise<ApplicationForm>;

export function useQuestionnaire(form: ApplicationForm, saveAnswers: SaveAnswers) {
  const [initial] = useState<Draft>(() => restoreDraft(form));
  // The answers live in a store the fields read one by one; the hook's own state is what the page
  // around them shows (the version, the save state), so a change does not redraw the whole form.
  const [answers] = useState(() => createAnswersStore(initial.answers));
  const [version, setVersion] = useState(initial.version);
  const [state, setState] = useState<SaveState>(() =>
    Object.keys(changedAnswers(initial.base, initial.answers)).length ? 'pending' : 'saved',
  );
  const [conflicts, setConflicts] = useState<AnswerConflict[]>([]);
  const [problems, setProblems] = useState<{ field: string; code: string }[]>([]);
  const [mergedByOthers, setMergedByOthers] = useState(false);
  /** The catalogue code of the last refused save ('refused'), shown instead of a connection problem. */
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const draftRef = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const keep = useCallback(
    (next: Draft) => {
      draftRef.current = next;
      answers.set(next.answers);
      setVersion(next.version);
      if (Object.keys(changedAnswers(next.base, next.answers)).length)
        localStorage.setItem(storageKey(form.id), JSON.stringify(next));
      else localStorage.removeItem(storageKey(form.id));
    },
    [form.id, answers],
  );

  /** Someone else's version arrived (a 409 or a live update): combine it with what is typed here. */
  const rebase = useCallback(
    (theirs: { answers: Answers; version: number }) => {
      const current = draftRef.current;
      if (theirs.version <= current.version) return;
      const merged = mergeAnswers(current.base, current.answers, theirs.answers);
      keep({ base: theirs.answers, version: theirs.version, answers: merged.merged });
      setConflicts(merged.conflicts);
      setMergedByOthers(true);
      return merged.conflicts;
    },
    [keep],
  );

  const save = useCallback(async (): Promise<ApplicationForm | null> => {
    clearTimeout(timer.current);
    const sent = draftRef.current;
    const changes = changedAnswers(sent.base, sent.answers);
    if (!Object.keys(changes).length) {
      // Typed back to what the server holds: nothing to send, and nothing unsaved either.
      keep(sent);
      setState('saved');
      return null;
    }
    setState('saving');
    try {
      const saved = await saveAnswers({ version: sent.version, answers: changes });
      // What was typed while the save travelled stays, on top of what the server now holds.
      const typedSince = changedAnswers(sent.answers, draftRef.current.answers);
      keep({ base: saved.answers, version: saved.version, answers: { ...saved.answers, ...typedSince } });
      setProblems([]);
      setRefusal(null);
      setState(Object.keys(typedSince).length ? 'pending' : 'saved');
      return saved;
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'STALE_VERSION' && error.current) {
        const left = rebase(error.current as ApplicationForm) ?? [];
        setState(left.length ? 'conflict' : 'pending');
      } else if (error instanceof ApiRequestError && error.status === 400) {
        setProblems((error.details ?? []).map((detail) => ({ field: detail.field ?? '', code: detail.code ?? '' })));
        setState('invalid');
      } else if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        setRefusal(error.code);
        setState('refused');
      } else {
        setState('offline');
      }
      return null;
    }
  }, [saveAnswers, keep, rebase]);

  const change = useCallback(
    (question: string, value: AnswerValue) => {
      const current = draftRef.current;
      keep({ ...current, answers: { ...current.answers, [question]: value } });
      // The same list when nothing was cleared: a new one would redraw the page around the fields.
      setProblems((list) =>
        list.some((problem) => problem.field.startsWith(question))
          ? list.filter((problem) => !problem.field.startsWith(question))
          : list,
      );
      setState('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [keep, save],
  );

  /** The person chose an answer for a question both sides changed. */
  const resolve = useCallback(
    (question: string, value: AnswerValue | undefined) => {
      setConflicts((list) => list.filter((conflict) => conflict.question !== question));
      change(question, value ?? null);
    },
    [change],
  );

  // A newer version from the server (a live update refetched the form) is merged in.
  useEffect(() => {
    rebase(form);
  }, [form, rebase]);

  // Back online: save what waited.
  useEffect(() => {
    const retry = () => void save();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [save]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    answers,
    version,
    state,
    refusal,
    conflicts,
    problems,
    mergedByOthers,
    dismissMerged: () => setMergedByOthers(false),
    change,
    resolve,
    save,
  };
}
