import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The signed-in customer's quotes, newest first (GET /v3/quotes). */
export const listQuotes = (api: ApiClient) => unwrap(api.GET('/v3/quotes'));

export type QuoteRow = Awaited<ReturnType<typeof listQuotes>>['items'][number];

export const listQuotesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['quotes'], queryFn: () => listQuotes(api) });

export function useQuotes() {
  const { api } = usePlatform();
  return useQuery(listQuotesQuery(api));
}
