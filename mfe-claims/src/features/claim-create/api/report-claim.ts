import { unwrap, type ApiClient } from '@platform/api-client';
import type { ClaimReport, ClaimType } from '@platform/domain';
import { useMutation, usePlatform, useQueryClient } from '@platform/remote-kit';

export type ClaimReportBody = Omit<ClaimReport, 'type'> & { type: ClaimType; request_key: string };

/** Reports a claim (POST /v3/claims); the same request_key again answers the same claim. */
export const reportClaim = (api: ApiClient, body: ClaimReportBody) => unwrap(api.POST('/v3/claims', { body }));

export function useReportClaim() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimReportBody) => reportClaim(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['claims'] }),
  });
}
