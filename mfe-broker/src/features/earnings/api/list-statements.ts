import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useQuery } from '@platform/remote-kit';

/** The brokerage's commission statements and their fiscal notes (GET /v3/broker/earnings/statements). */
export const listStatements = (api: ApiClient) => unwrap(api.GET('/v3/broker/earnings/statements'));

export type Statement = Awaited<ReturnType<typeof listStatements>>['items'][number];

export function useStatements() {
  const { api } = usePlatform();
  return useQuery({ queryKey: ['earnings', 'statements'], queryFn: () => listStatements(api) });
}
