import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@platform/api-client';
import type { EventBus } from '@platform/event-bus';

/** A refusal will not change by asking again; only failures of the network or the server are retried. */
const worthRetrying = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status < 500);

/** A server-state cache with the platform's retry and freshness rules. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: worthRetrying, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The one cache every remote shares: this module is a federation singleton (shared with the
 * remote kit), so a list read by one remote is not fetched again by another.
 */
export const platformQueryClient = createQueryClient();

/**
 * Query keys start with the resource they read (`['application-forms']`, `['policy', id]`), and a
 * live update names its topic and record: everything read about that resource is refetched. A query
 * that sums up several resources names their topics in its key (`['home-summary', 'quotes']`).
 */
export function invalidateOnLiveUpdates(client: QueryClient, eventBus: EventBus): () => void {
  return eventBus.on('live:update', ({ topic, id }) => {
    void client.invalidateQueries({
      predicate: (query) =>
        query.queryKey.includes(topic) || query.queryKey[0] === `${topic}s` || query.queryKey.includes(id),
    });
  });
}

// Features read and write server state through these, from the remote kit, never from the library
// directly; writes through the kit's `useMutation` (./use-mutation.ts), which shows every refusal.
export { queryOptions, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
