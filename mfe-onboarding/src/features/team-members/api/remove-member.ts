import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';
import { membersKey } from './list-members';

/** Removes a member or withdraws a pending invitation. */
export const removeMember = (api: ApiClient, accountId: string, memberId: string) =>
  unwrap(api.DELETE('/v3/accounts/{accountId}/members/{memberId}', { params: { path: { accountId, memberId } } }));

/** The removal, after which the team list is read again. */
export function useRemoveMember(accountId: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => removeMember(api, accountId, memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(accountId) }),
  });
}
