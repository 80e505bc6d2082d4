// What a form answers: the summary of lists, and the whole form with what is still pending.
import {
  definitionsFor,
  pendingQuestions,
  progressOf,
  type ApplicationFormStatus,
  type Product,
} from '@platform/domain';
import type { FormRow } from './form-access';

export const toFormSummary = (row: FormRow) => ({
  id: row.id,
  account_id: row.account_id,
  status: row.status as ApplicationFormStatus,
  products: row.products as Product[],
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** Where a form's first answers came from besides the profile (`prefilledFromOf`): the screen asks to check them. */
export type PrefilledFrom = { id: string; created_at: string } | null;

/**
 * The whole form; `taxIdType` is the account's (the tax id question asks for it), null when not
 * looked up; `prefilledFrom` the earlier form it started from, null when none or not looked up.
 */
export function toForm(row: FormRow, taxIdType: string | null = null, prefilledFrom: PrefilledFrom = null) {
  const definitions = definitionsFor(row.definition_versions);
  return {
    ...toFormSummary(row),
    answers: row.answers,
    definition_versions: row.definition_versions,
    pending: pendingQuestions(definitions, row.answers),
    progress: progressOf(definitions, row.answers),
    finished_at: row.finished_at?.toISOString() ?? null,
    tax_id_type: taxIdType,
    prefilled_from: prefilledFrom,
  };
}
