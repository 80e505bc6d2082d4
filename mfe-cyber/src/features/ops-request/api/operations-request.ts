import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useMutation, useQuery, useQueryClient } from '@platform/remote-kit';
import type { paths } from '@platform/api-client';
import { CYBER_KEY } from '../../../lib/use-cyber-live';

export type PublishReportBody =
  paths['/v3/operations/cyber/requests/{id}/reports']['post']['requestBody']['content']['application/json'];

/** One request with its proof, schedule and reports (GET /v3/operations/cyber/requests/{id}). */
export const getOperationsRequest = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/operations/cyber/requests/{id}', { params: { path: { id } } }));

export type OperationsRequest = Awaited<ReturnType<typeof getOperationsRequest>>;

export function useOperationsRequest(id: string) {
  const { api } = usePlatform();
  return useQuery(
    queryOptions({ queryKey: [CYBER_KEY, 'ops', 'request', id], queryFn: () => getOperationsRequest(api, id) }),
  );
}

/** One report with its findings, for the rulings (GET /v3/operations/cyber/reports/{id}). */
export function useOperationsReport(id: string) {
  const { api } = usePlatform();
  return useQuery(
    queryOptions({
      queryKey: [CYBER_KEY, 'ops', 'report', id],
      queryFn: () => unwrap(api.GET('/v3/operations/cyber/reports/{id}', { params: { path: { id } } })),
    }),
  );
}

function useCyberMutation<T, R>(run: (api: ApiClient, input: T) => Promise<R>) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(api, input),
    // The request page and its forms show each refusal in place (ops-request-page, dispute-rulings).
    refusalShownBy: 'screen',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CYBER_KEY] }),
  });
}

export const useConfirmDomain = (id: string) =>
  useCyberMutation((api, version: number) =>
    unwrap(
      api.POST('/v3/operations/cyber/requests/{id}/confirm-domain', { params: { path: { id } }, body: { version } }),
    ),
  );

export const usePublishReport = (id: string) =>
  useCyberMutation((api, body: PublishReportBody) =>
    unwrap(api.POST('/v3/operations/cyber/requests/{id}/reports', { params: { path: { id } }, body })),
  );

export const useRuleDispute = () =>
  useCyberMutation((api, input: { findingId: string; version: number; decision: 'ACCEPT' | 'REJECT'; note?: string }) =>
    unwrap(
      api.POST('/v3/operations/cyber/findings/{id}/ruling', {
        params: { path: { id: input.findingId } },
        body: { version: input.version, decision: input.decision, ...(input.note ? { note: input.note } : {}) },
      }),
    ),
  );
