import { useQuery } from '@tanstack/react-query';
import { errorCodeOf } from '@platform/api-client';
import type { ErrorCode } from '@platform/domain';

export type QueryState<T> =
  { status: 'loading' } | { status: 'error'; code: ErrorCode } | { status: 'success'; data: T };

/**
 * Reads `key` through the platform's query cache (TanStack Query: cached, deduplicated, retried
 * on network and server failures, refetched on a live update about it) as loading / error /
 * success with a retry. `key` is `resource` or `resource:id...` (`policy:<id>`): its first part
 * names the resource a live update invalidates.
 */
export function useApiQuery<T>(key: string, load: () => Promise<T>): QueryState<T> & { retry: () => void } {
  const query = useQuery({ queryKey: key.split(':'), queryFn: load });
  const retry = () => void query.refetch();
  if (query.status === 'success') return { status: 'success', data: query.data, retry };
  if (query.status === 'error') return { status: 'error', code: errorCodeOf(query.error), retry };
  return { status: 'loading', retry };
}
