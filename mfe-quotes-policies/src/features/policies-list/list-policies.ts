import { unwrap, type ApiClient } from '@platform/api-client';

/** The signed-in customer's policies, latest effective date first (GET /v3/policies). */
export const listPolicies = (api: ApiClient) => unwrap(api.GET('/v3/policies'));

export type PolicyRow = Awaited<ReturnType<typeof listPolicies>>['items'][number];
