import { useQuery } from '@tanstack/react-query';

/**
 * Reads `key` through the platform's query cache. `key` is `resource` or `resource:id...`
 * (`policy:<id>`): its first part names the resource a live update invalidates.
 * @deprecated A feature's `api/<verb>-<noun>.ts` holds its query options and hook.
 */
export const useApiQuery = <T>(key: string, load: () => Promise<T>) =>
  useQuery({ queryKey: key.split(':'), queryFn: load });
