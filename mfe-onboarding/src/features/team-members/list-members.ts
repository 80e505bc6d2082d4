import { unwrap, type ApiClient } from '@platform/api-client';

/** Team members and pending invitations of an account (GET /v3/accounts/{accountId}/members). */
export const listMembers = (api: ApiClient, accountId: string) =>
  unwrap(api.GET('/v3/accounts/{accountId}/members', { params: { path: { accountId } } }));
