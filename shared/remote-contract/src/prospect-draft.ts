import type { Answers, Product } from '@platform/domain';
import { currentVersions } from '@platform/domain/questionnaire-definitions';

/**
 * A prospect's answers wait on this device until there is an account to give them to
 * (docs/questionnaire.md "A prospect without an account", docs/pre-application.md): the guest's
 * pre-application (mfe-onboarding) writes the first answers, public-ipaf (mfe-ipaf) the rest, and
 * ipaf/one-page makes them the account's first questionnaire after sign-in. Part of the contract:
 * both remotes read and write the same key and shape (a questionnaire as the API answers it).
 */
export const PROSPECT_DRAFT_KEY = 'ipaf-public-form';

/** A new draft for `products`, with `answers`, shaped as the API's questionnaire. */
export function newProspectDraft(products: Product[], answers: Answers = {}) {
  const now = new Date().toISOString();
  return {
    id: 'public',
    account_id: '',
    status: 'IPAF_IN_PROGRESS' as const,
    products,
    version: 1,
    created_at: now,
    updated_at: now,
    definition_versions: currentVersions(products),
    answers,
    pending: [] as string[],
    progress: 0,
    finished_at: null,
    tax_id_type: null,
    prefilled_from: null,
  };
}
export type ProspectDraft = ReturnType<typeof newProspectDraft>;

export function readProspectDraft(): ProspectDraft | null {
  try {
    return JSON.parse(localStorage.getItem(PROSPECT_DRAFT_KEY) ?? 'null') as ProspectDraft | null;
  } catch {
    return null;
  }
}

export const writeProspectDraft = (draft: ProspectDraft) =>
  localStorage.setItem(PROSPECT_DRAFT_KEY, JSON.stringify(draft));

/**
 * The pre-application's answers as the draft's first answers: a draft already on the device keeps
 * its other answers and gains the products chosen now.
 */
export function startProspectDraft(products: Product[], answers: Answers): ProspectDraft {
  const existing = readProspectDraft();
  const chosen = [...new Set([...(existing?.products ?? []), ...products])];
  const draft = existing
    ? {
        ...existing,
        products: chosen,
        definition_versions: currentVersions(chosen),
        answers: { ...existing.answers, ...answers },
      }
    : newProspectDraft(chosen, answers);
  writeProspectDraft(draft);
  return draft;
}
