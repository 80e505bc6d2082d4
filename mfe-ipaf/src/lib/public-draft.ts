import {
  answerProblems,
  applyAnswerChanges,
  definitionsFor,
  type Answers,
  type Product,
  type TaxIdType,
} from '@platform/domain';
import { ApiRequestError } from '@platform/api-client';
import { newProspectDraft, PROSPECT_DRAFT_KEY } from '@platform/remote-contract/prospect-draft';
import type { ApplicationForm } from './application-form-api';

// A prospect's questionnaire (public-ipaf), before any account exists: kept on this device only,
// judged by the same rules as the API, and handed to the API as the account's first form once the
// person has signed up and signed in (docs/questionnaire.md). Nothing is typed twice.

const KEY = PROSPECT_DRAFT_KEY;

export function readPublicDraft(): ApplicationForm | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') as ApplicationForm | null;
  } catch {
    return null;
  }
}

export const clearPublicDraft = () => localStorage.removeItem(KEY);

export function startPublicDraft(products: Product[]): ApplicationForm {
  const draft = newProspectDraft(products) as unknown as ApplicationForm;
  localStorage.setItem(KEY, JSON.stringify(draft));
  return draft;
}

/** Saves on the device what the API would accept, refusing what it would refuse, in the same shape. */
export function savePublicDraft(taxIdType: TaxIdType, changes: Answers): ApplicationForm {
  const draft = readPublicDraft();
  if (!draft) throw new ApiRequestError('NOT_FOUND', 404);
  const definitions = definitionsFor(draft.definition_versions);
  const problems = answerProblems(definitions, changes, { taxIdType });
  if (problems.length) throw new ApiRequestError('VALIDATION_FAILED', 400, problems);
  const saved = {
    ...draft,
    answers: applyAnswerChanges(definitions, draft.answers, changes),
    version: draft.version + 1,
  };
  localStorage.setItem(KEY, JSON.stringify(saved));
  return saved;
}
