import { unwrap, type ApiClient } from '@platform/api-client';
import { LIVE_TOPICS } from '@platform/domain/live-topics';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** What needs the broker now across its book, late first (GET /v3/broker/home/tasks). */
export const listBookTasks = (api: ApiClient) => unwrap(api.GET('/v3/broker/home/tasks'));

export type BookTask = Awaited<ReturnType<typeof listBookTasks>>['items'][number];

export const listBookTasksQuery = (api: ApiClient) =>
  queryOptions({
    // The tasks come from the companies' quotes, checkouts, invoices, policies and claims: a live update of any refreshes them.
    queryKey: ['book-tasks', LIVE_TOPICS.quotes, LIVE_TOPICS.payments, LIVE_TOPICS.claim, LIVE_TOPICS.cyber],
    queryFn: () => listBookTasks(api),
  });

export function useBookTasks() {
  const { api } = usePlatform();
  return useQuery(listBookTasksQuery(api));
}
