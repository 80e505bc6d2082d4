import { unwrap, type ApiClient } from '@platform/api-client';

/** Removes a member or withdraws a pending invitation. */
export const removeMember = (api: ApiClient, accountId: string, memberId: string) =>
  unwrap(api.DELETE('/v3/accounts/{accountId}/members/{memberId}', { params: { path: { accountId, memberId } } }));
