import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useQuery } from '@platform/remote-kit';

/** The policy's full wording (GET /v3/policies/{id}/wording); another account's is NOT_FOUND. */
export const getPolicyWording = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/policies/{id}/wording', { params: { path: { id } } }));

export type PolicyWordingData = Awaited<ReturnType<typeof getPolicyWording>>;

export function usePolicyWording(id: string) {
  const { api } = usePlatform();
  return useQuery({ queryKey: ['policy', id, 'wording'], queryFn: () => getPolicyWording(api, id) });
}
