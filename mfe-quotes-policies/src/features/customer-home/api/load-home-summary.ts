import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';
import { isFormEditable } from '@platform/domain/form-status';

/**
 * What the customer home summarises, from the account's policies, quotes and application forms
 * (GET /v3/policies, GET /v3/quotes, GET /v3/application-forms, in parallel).
 */
export async function loadHomeSummary(api: ApiClient) {
  const [policies, quotes, forms] = await Promise.all([
    unwrap(api.GET('/v3/policies')),
    unwrap(api.GET('/v3/quotes')),
    unwrap(api.GET('/v3/application-forms')),
  ]);
  const active = policies.items.filter((policy) => policy.status === 'ACTIVE');
  // ISO dates sort as text; the earliest expiry among active policies is the next one.
  const nextExpiry = active.map((policy) => policy.expiry_date).sort()[0] ?? null;
  // Forms come last-updated first: the first open one is the one to continue.
  const formInProgress = forms.items.find((form) => isFormEditable(form.status)) ?? null;
  return {
    activePolicies: active.length,
    nextExpiry,
    availableQuotes: quotes.items.filter((quote) => quote.status === 'AVAILABLE').length,
    searchingQuotes: quotes.items.filter((quote) => quote.status === 'SEARCHING').length,
    formInProgress: formInProgress && { id: formInProgress.id, updated_at: formInProgress.updated_at },
    isNewCustomer: policies.items.length === 0 && quotes.items.length === 0 && forms.items.length === 0,
  };
}

export type HomeSummary = Awaited<ReturnType<typeof loadHomeSummary>>;

export const loadHomeSummaryQuery = (api: ApiClient) =>
  // The home counts quotes and forms: a live update of either refreshes it.
  queryOptions({ queryKey: ['home-summary', 'quotes', 'application-form'], queryFn: () => loadHomeSummary(api) });

export function useHomeSummary() {
  const { api } = usePlatform();
  return useQuery(loadHomeSummaryQuery(api));
}
