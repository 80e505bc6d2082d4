import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';
import { summariseHome } from '../home-summary';

export type { HomeSummary } from '../home-summary';

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
  return summariseHome(policies.items, quotes.items, forms.items);
}

export const loadHomeSummaryQuery = (api: ApiClient) =>
  // The home counts quotes and forms: a live update of either refreshes it.
  queryOptions({ queryKey: ['home-summary', 'quotes', 'application-form'], queryFn: () => loadHomeSummary(api) });

export function useHomeSummary() {
  const { api } = usePlatform();
  return useQuery(loadHomeSummaryQuery(api));
}
