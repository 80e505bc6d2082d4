import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The signed-in customer's application forms (IPAF), last updated first (GET /v3/application-forms). */
export const listApplicationForms = (api: ApiClient) => unwrap(api.GET('/v3/application-forms'));

export type ApplicationFormRow = Awaited<ReturnType<typeof listApplicationForms>>['items'][number];

export const listApplicationFormsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['application-forms'], queryFn: () => listApplicationForms(api) });

export function useApplicationForms() {
  const { api } = usePlatform();
  return useQuery(listApplicationFormsQuery(api));
}
