import type { paths } from '@platform/api-client';
import { isFormEditable } from '@platform/domain/form-status';

/** An item of a list the API answers at `path`. */
type ItemOf<P extends '/v3/policies' | '/v3/quotes' | '/v3/application-forms'> =
  paths[P]['get']['responses'][200]['content']['application/json']['items'][number];
type Policy = Pick<ItemOf<'/v3/policies'>, 'status' | 'expiry_date'>;
type Quote = Pick<ItemOf<'/v3/quotes'>, 'status'>;
type Form = Pick<ItemOf<'/v3/application-forms'>, 'id' | 'status' | 'updated_at'>;

/**
 * Where the customer's insurance stands, from the account's policies, quotes and application
 * forms: the same for the real home (its queries) and its first screen (the boot's answers).
 */
export function summariseHome(policies: readonly Policy[], quotes: readonly Quote[], forms: readonly Form[]) {
  const active = policies.filter((policy) => policy.status === 'ACTIVE');
  // ISO dates sort as text; the earliest expiry among active policies is the next one.
  const nextExpiry = active.map((policy) => policy.expiry_date).sort()[0] ?? null;
  // Forms come last-updated first: the first open one is the one to continue.
  const formInProgress = forms.find((form) => isFormEditable(form.status)) ?? null;
  return {
    activePolicies: active.length,
    nextExpiry,
    availableQuotes: quotes.filter((quote) => quote.status === 'AVAILABLE').length,
    searchingQuotes: quotes.filter((quote) => quote.status === 'SEARCHING').length,
    formInProgress: formInProgress && { id: formInProgress.id, updated_at: formInProgress.updated_at },
    isNewCustomer: policies.length === 0 && quotes.length === 0 && forms.length === 0,
  };
}

export type HomeSummary = ReturnType<typeof summariseHome>;
