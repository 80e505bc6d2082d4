import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** Team members and pending invitations of an account (GET /v3/accounts/{accountId}/members). */
export const listMembers = (api: ApiClient, accountId: string) =>
  unwrap(api.GET('/v3/accounts/{accountId}/members', { params: { path: { accountId } } }));

export type Member = Awaited<ReturnType<typeof listMembers>>['items'][number];

/** Every read about an account's team starts with this key, so a change invalidates them all. */
export const membersKey = (accountId: string) => ['members', accountId];

export const membersQuery = (api: ApiClient, accountId: string) =>
  queryOptions({ queryKey: membersKey(accountId), queryFn: () => listMembers(api, accountId) });

export function useMembers(accountId: string) {
  const { api } = usePlatform();
  return useQuery(membersQuery(api, accountId));
}
