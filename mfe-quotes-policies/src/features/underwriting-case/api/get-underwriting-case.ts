import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** One desk case: answers, reasons, suggested pricing, published options, history (GET /v3/operations/underwriting/{id}). */
export const getUnderwritingCase = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/operations/underwriting/{id}', { params: { path: { id } } }));

export type UnderwritingCaseDetail = Awaited<ReturnType<typeof getUnderwritingCase>>;
export type CaseProduct = UnderwritingCaseDetail['products'][number];

export const underwritingCaseQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['underwriting-case', id], queryFn: () => getUnderwritingCase(api, id) });

export function useUnderwritingCase(id: string) {
  const { api } = usePlatform();
  return useQuery(underwritingCaseQuery(api, id));
}
