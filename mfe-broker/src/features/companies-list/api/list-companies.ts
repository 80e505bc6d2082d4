import { unwrap, type ApiClient } from '@platform/api-client';
import { LIVE_TOPICS } from '@platform/domain/live-topics';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';
import type { BookView } from '../book-view';

/** One page of the broker's book, searched, filtered and sorted on the server (GET /v3/broker/companies). */
export const listCompanies = (api: ApiClient, view: BookView, cursor: string | null) =>
  unwrap(
    api.GET('/v3/broker/companies', {
      params: {
        query: {
          q: view.q || undefined,
          status: view.status,
          product: view.product,
          sort: view.sort,
          order: view.order,
          cursor: cursor ?? undefined,
        },
      },
    }),
  );

export type CompaniesPage = Awaited<ReturnType<typeof listCompanies>>;
export type CompanyRow = CompaniesPage['items'][number];

export const listCompaniesQuery = (api: ApiClient, view: BookView, cursor: string | null) =>
  queryOptions({
    // The statuses come from the companies' forms, quotes, checkouts and policies: a live update of any refreshes the page.
    queryKey: ['broker-companies', LIVE_TOPICS.quotes, LIVE_TOPICS.payments, view, cursor],
    queryFn: () => listCompanies(api, view, cursor),
    // The page shown stays while the next one (or another filter) loads, so the table does not jump.
    placeholderData: (previous) => previous,
  });

export function useBrokerCompanies(view: BookView, cursor: string | null) {
  const { api } = usePlatform();
  return useQuery(listCompaniesQuery(api, view, cursor));
}
