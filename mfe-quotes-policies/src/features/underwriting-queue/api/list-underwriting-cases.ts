import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useQuery } from '@platform/remote-kit';

export interface CaseFilter {
  status: 'REFERRED' | 'DECIDED';
  product?: 'D_AND_O' | 'E_AND_O' | 'CYBER';
}

/** The cases on the underwriting desk, oldest first (GET /v3/operations/underwriting; operations only). */
export const listUnderwritingCases = (api: ApiClient, filter: CaseFilter) =>
  unwrap(api.GET('/v3/operations/underwriting', { params: { query: filter } }));

export type UnderwritingCaseRow = Awaited<ReturnType<typeof listUnderwritingCases>>['items'][number];

export function useUnderwritingCases(filter: CaseFilter) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['underwriting-cases', filter],
    queryFn: () => listUnderwritingCases(api, filter),
  });
}
