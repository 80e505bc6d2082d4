import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The account's policies a claim can be reported on (GET /v3/policies). */
export const listPolicies = (api: ApiClient) => unwrap(api.GET('/v3/policies'));

export type PolicyOption = Awaited<ReturnType<typeof listPolicies>>['items'][number];

export const listPoliciesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['policies'], queryFn: () => listPolicies(api) });

export function usePolicies() {
  const { api } = usePlatform();
  return useQuery(listPoliciesQuery(api));
}
