import { unwrap, type ApiClient } from '@platform/api-client';
import { useMutation, usePlatform, useQueryClient } from '@platform/remote-kit';
import { opsClaimKey } from './get-ops-claim';

export type OpsClaimEvent = 'START_ANALYSIS' | 'REQUEST_INFORMATION' | 'APPROVE' | 'REJECT';

/** Moves a claim along its state machine (POST /v3/operations/claims/{id}/transitions). */
export const moveClaim = (
  api: ApiClient,
  id: string,
  body: { event: OpsClaimEvent; message: string; version: number },
) => unwrap(api.POST('/v3/operations/claims/{id}/transitions', { params: { path: { id } }, body }));

export function useMoveClaim(id: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { event: OpsClaimEvent; message: string; version: number }) => moveClaim(api, id, body),
    onSuccess: (claim) => {
      queryClient.setQueryData(opsClaimKey(id), claim);
      void queryClient.invalidateQueries({ queryKey: ['claims'] });
    },
    onError: (error: unknown) => {
      // A stale version or a move someone else made first: show the claim as it is now.
      const current = (error as { current?: unknown }).current;
      if (current) queryClient.setQueryData(opsClaimKey(id), current as never);
    },
  });
}
