import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useQuery } from '@platform/remote-kit';

/** The approved brokerages, those a statement may be issued to (GET /v3/operations/brokers?status=APPROVED). */
export const listApprovedBrokerages = (api: ApiClient) =>
  unwrap(api.GET('/v3/operations/brokers', { params: { query: { status: 'APPROVED' } } }));

export function useApprovedBrokerages() {
  const { api } = usePlatform();
  return useQuery({ queryKey: ['brokers', 'approved'], queryFn: () => listApprovedBrokerages(api) });
}
