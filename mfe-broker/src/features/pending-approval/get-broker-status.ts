import { unwrap, type ApiClient } from '@platform/api-client';

/** The signed-in user's brokerage status, read fresh so an approval shows at once (GET /v3/me). */
export const getBrokerStatus = async (api: ApiClient) => (await unwrap(api.GET('/v3/me'))).broker?.status ?? null;
