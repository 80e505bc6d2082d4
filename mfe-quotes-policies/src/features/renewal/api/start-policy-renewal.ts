import { unwrap, type ApiClient } from '@platform/api-client';
import { useMutation, usePlatform, useQueryClient } from '@platform/remote-kit';
import { policyRenewalQuery } from '../../../lib/policy-renewal';

/** Starts (or continues) the renewal questionnaire; `replace` closes another one in progress (after confirming). */
export const startPolicyRenewal = (api: ApiClient, id: string, replace: boolean) =>
  unwrap(api.POST('/v3/policies/{id}/renewal', { params: { path: { id } }, body: { replace } }));

/** The renewal page shows FORM_IN_PROGRESS (asking to replace) and every other refusal in place. */
export function useStartPolicyRenewal(id: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replace: boolean) => startPolicyRenewal(api, id, replace),
    onSuccess: (renewal) => queryClient.setQueryData(policyRenewalQuery(api, id).queryKey, renewal),
    refusalShownBy: 'screen',
  });
}
