import { unwrap } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';
import { CYBER_KEY } from '../../../lib/use-cyber-live';

/** Cancels an assessment request: no further assessments (POST /v3/cyber/requests/{id}/cancel). */
export function useCancelCyberRequest() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      unwrap(api.POST('/v3/cyber/requests/{id}/cancel', { params: { path: { id } }, body: { version } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CYBER_KEY] }),
    refusalShownBy: 'screen',
  });
}
