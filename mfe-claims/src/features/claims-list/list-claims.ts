import { unwrap, type ApiClient } from '@platform/api-client';

/** The signed-in customer's claims (GET /v3/claims). */
export const listClaims = (api: ApiClient) => unwrap(api.GET('/v3/claims'));

export type ClaimRow = Awaited<ReturnType<typeof listClaims>>['items'][number];
