import { unwrap, type ApiClient } from '@platform/api-client';
import type { CyberRequestInput } from '@platform/domain';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';
import { CYBER_KEY } from '../../../lib/use-cyber-live';

/** Asks for an assessment (POST /v3/cyber/requests); answers the request with its domain proof. */
export const requestAssessment = (api: ApiClient, body: CyberRequestInput) =>
  unwrap(api.POST('/v3/cyber/requests', { body }));

export function useRequestAssessment() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CyberRequestInput) => requestAssessment(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CYBER_KEY] }),
  });
}
