// The customer's quotes as the screens read them (GET /v3/quotes), the addresses of the quote
// screens and how options gather into offers. Shared by the quotes home, compare and detail.
import { unwrap, type ApiClient } from '@platform/api-client';
import type { QuoteGroup } from '@platform/domain/quote-status';
import { formSlugOf } from './quote-links';
import { useParams } from 'react-router';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';
import { useBrokerCompany } from './broker-company';
import { optionsOf, readQuoteParams } from './quote-options';

export const listQuotes = (api: ApiClient) => unwrap(api.GET('/v3/quotes'));
export type QuoteList = Awaited<ReturnType<typeof listQuotes>>;
export type QuoteRow = QuoteList['items'][number];
export type DeclinedProduct = QuoteList['declined'][number];

export const QUOTES_KEY = ['quotes'] as const;
export const listQuotesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: QUOTES_KEY, queryFn: () => listQuotes(api) });

/** A customer company's quotes as its broker of record reads them (GET /v3/broker/companies/{id}/quotes). */
export const listCompanyQuotes = (api: ApiClient, companyId: string) =>
  unwrap(api.GET('/v3/broker/companies/{id}/quotes', { params: { path: { id: companyId } } }));

// Under `quotes`, like the customer's: a live update about the account's quotes refetches it, and
// selecting an option (which invalidates `quotes`) too.
export const companyQuotesQuery = (api: ApiClient, companyId: string) =>
  queryOptions({ queryKey: [...QUOTES_KEY, 'broker', companyId], queryFn: () => listCompanyQuotes(api, companyId) });

/**
 * The signed-in customer's quotes and declined products (GET /v3/quotes), or, on the broker's
 * screens of a company, that company's.
 */
export function useQuotes() {
  const { api } = usePlatform();
  const company = useBrokerCompany();
  return useQuery({
    queryKey: company ? companyQuotesQuery(api, company.id).queryKey : QUOTES_KEY,
    queryFn: (): Promise<QuoteList> => (company ? listCompanyQuotes(api, company.id) : listQuotes(api)),
  });
}

// The quote screens' addresses: pure, so the home's first screen links to them without this file's reads.
export { NO_FORM, checkoutLink, compareLink, detailLink, formSlugOf } from './quote-links';

// The route read back and its options: pure, so the quote link's first screen draws from them too.
export { isQuoteGroup, optionsOf, readQuoteParams } from './quote-options';

/**
 * What quote compare and quote detail load: the options their address names. `unknown-address`
 * when it names no group or product, `loading` (the query, for QueryFallback) until the quotes are
 * in, then the route read back and its options.
 */
export function useQuoteOptions() {
  const params = useParams();
  const company = useBrokerCompany();
  const quotes = useQuotes();
  // The broker's address names one option (broker/company/:id/quotes/:quoteId/...): its group,
  // product and questionnaire are the option's own.
  const route = company ? null : readQuoteParams(params);
  if (!company && !route) return { status: 'unknown-address' } as const;
  if (quotes.status !== 'success') return { status: 'loading', query: quotes } as const;
  if (route)
    return {
      status: 'ready',
      route,
      options: optionsOf(quotes.data.items, route.product, route.formSlug, route.group),
    } as const;
  const named = quotes.data.items.find((quote) => quote.id === params.quoteId && quote.group !== null);
  if (!named?.group) return { status: 'ready', route: null, options: [] } as const;
  const own = { group: named.group, product: named.product, formSlug: formSlugOf(named) };
  return {
    status: 'ready',
    route: own,
    options: optionsOf(quotes.data.items, own.product, own.formSlug, own.group),
    named: named.id,
  } as const;
}

/** One card of the quotes home: the options of a product and questionnaire in one group. */
export interface Offer {
  key: string;
  group: QuoteGroup;
  /** The option the card shows: the selected one, else the recommended, else the first. */
  lead: QuoteRow;
  options: QuoteRow[];
}

export function offersOf(items: readonly QuoteRow[]): Offer[] {
  const offers = new Map<string, Offer>();
  for (const quote of items) {
    if (!quote.group) continue;
    const key = `${quote.group}:${quote.product}:${formSlugOf(quote)}`;
    const offer = offers.get(key);
    if (offer) offer.options.push(quote);
    else offers.set(key, { key, group: quote.group, lead: quote, options: [quote] });
  }
  for (const offer of offers.values())
    offer.lead =
      offer.options.find((quote) => quote.status === 'SELECTED') ??
      offer.options.find((quote) => quote.recommended) ??
      offer.options[0]!;
  return [...offers.values()];
}
