import { unwrap, type ApiClient } from '@platform/api-client';
import { LIVE_TOPICS } from '@platform/domain/live-topics';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** What needs the account now, late first (GET /v3/home/tasks). */
export const listHomeTasks = (api: ApiClient) => unwrap(api.GET('/v3/home/tasks'));

export type HomeTask = Awaited<ReturnType<typeof listHomeTasks>>['items'][number];

export const listHomeTasksQuery = (api: ApiClient) =>
  queryOptions({
    // The tasks come from quotes, checkouts, invoices, policies and claims: a live update of any refreshes them.
    queryKey: ['home-tasks', LIVE_TOPICS.quotes, LIVE_TOPICS.payments, LIVE_TOPICS.claim, LIVE_TOPICS.cyber],
    queryFn: () => listHomeTasks(api),
  });

export function useHomeTasks() {
  const { api } = usePlatform();
  return useQuery(listHomeTasksQuery(api));
}
