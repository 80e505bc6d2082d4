import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useMutation, useQuery, useQueryClient } from '@platform/remote-kit';
import { CYBER_KEY } from '../../../lib/use-cyber-live';

/** One assessment request with its domain proof (GET /v3/cyber/requests/{id}). */
export const getCyberRequest = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/cyber/requests/{id}', { params: { path: { id } } }));

export type CyberRequestView = Awaited<ReturnType<typeof getCyberRequest>>;

export const cyberRequestQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: [CYBER_KEY, 'request', id], queryFn: () => getCyberRequest(api, id) });

export function useCyberRequest(id: string | null) {
  const { api } = usePlatform();
  return useQuery({ ...cyberRequestQuery(api, id ?? ''), enabled: Boolean(id) });
}

/** Asks the platform to look for the DNS record or the file now (POST /v3/cyber/requests/{id}/verify). */
export function useVerifyDomain(id: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      unwrap(api.POST('/v3/cyber/requests/{id}/verify', { params: { path: { id } }, body: { version } })),
    refusalShownBy: 'screen',
    onSuccess: (answer) => {
      queryClient.setQueryData(cyberRequestQuery(api, id).queryKey, answer.request);
      void queryClient.invalidateQueries({ queryKey: [CYBER_KEY] });
    },
  });
}
