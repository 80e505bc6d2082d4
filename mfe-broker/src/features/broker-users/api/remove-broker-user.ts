import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';
import { brokerUsersKey } from './list-broker-users';

/** Removes a colleague or withdraws a pending invitation (DELETE /v3/broker/users/{brokerUserId}). */
export const removeBrokerUser = (api: ApiClient, brokerUserId: string) =>
  unwrap(api.DELETE('/v3/broker/users/{brokerUserId}', { params: { path: { brokerUserId } } }));

/** The removal, after which the list is read again. */
export function useRemoveBrokerUser() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brokerUserId: string) => removeBrokerUser(api, brokerUserId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brokerUsersKey }),
  });
}
