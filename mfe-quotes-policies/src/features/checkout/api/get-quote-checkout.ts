import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** A quote option with its checkout (null before one exists) and the broker of record (GET /v3/quotes/{id}/checkout). */
export const getQuoteCheckout = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/quotes/{id}/checkout', { params: { path: { id } } }));

export type QuoteCheckout = Awaited<ReturnType<typeof getQuoteCheckout>>;
export type Checkout = NonNullable<QuoteCheckout['checkout']>;

/** Under `quotes`: a change of the quote (select, live update) refreshes its checkout too. */
export const quoteCheckoutKey = (id: string) => ['quotes', id, 'checkout'];

export const quoteCheckoutQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: quoteCheckoutKey(id), queryFn: () => getQuoteCheckout(api, id) });

export function useQuoteCheckout(id: string) {
  const { api } = usePlatform();
  return useQuery(quoteCheckoutQuery(api, id));
}
