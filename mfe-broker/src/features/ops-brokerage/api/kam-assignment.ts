import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, useMutation, usePlatform, useQuery, useQueryClient } from '@platform/remote-kit';

/** The KAMs operations can assign (GET /v3/operations/kams). */
export const kamsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['ops-kams'], queryFn: () => unwrap(api.GET('/v3/operations/kams')) });

/** The brokerage's KAM and the assignment's version (GET /v3/operations/brokers/{id}/kam). */
export const kamAssignmentQuery = (api: ApiClient, brokerId: string) =>
  queryOptions({
    queryKey: ['ops-brokerage', brokerId, 'kam'],
    queryFn: () => unwrap(api.GET('/v3/operations/brokers/{id}/kam', { params: { path: { id: brokerId } } })),
  });

export function useKams() {
  const { api } = usePlatform();
  return useQuery(kamsQuery(api));
}

export function useKamAssignment(brokerId: string) {
  const { api } = usePlatform();
  return useQuery(kamAssignmentQuery(api, brokerId));
}

/** Assigns the KAM (null withdraws it); the platform form shows a refusal on the screen. */
export function useAssignKam(brokerId: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kam_id: string | null; version: number }) =>
      unwrap(api.PUT('/v3/operations/brokers/{id}/kam', { params: { path: { id: brokerId } }, body })),
    onSuccess: (saved) => queryClient.setQueryData(kamAssignmentQuery(api, brokerId).queryKey, saved),
    // A stale version: read the assignment as it is now, so the next save carries its version.
    onError: () => queryClient.invalidateQueries({ queryKey: kamAssignmentQuery(api, brokerId).queryKey }),
  });
}
