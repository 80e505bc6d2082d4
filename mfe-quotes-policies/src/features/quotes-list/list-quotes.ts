import { unwrap, type ApiClient } from '@platform/api-client';

/** The signed-in customer's quotes, newest first (GET /v3/quotes). */
export const listQuotes = (api: ApiClient) => unwrap(api.GET('/v3/quotes'));

export type QuoteRow = Awaited<ReturnType<typeof listQuotes>>['items'][number];
