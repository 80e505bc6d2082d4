import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform } from './platform-context';

/** The signed-in user as the API knows them: role, accounts, brokerage (GET /v3/me). */
export const getMe = (api: ApiClient) => unwrap(api.GET('/v3/me'));

export type Me = Awaited<ReturnType<typeof getMe>>;

/**
 * The one query of `/v3/me` in a remote's screens: the broker area's gate (the brokerage's status)
 * and the KAM link (its KAM) read the same answer, so a page opened cold asks once, and the read
 * the shell started at boot serves them both (issue 25: the broker home asked for it twice).
 */
export const getMeQuery = (api: ApiClient) => queryOptions({ queryKey: ['me'], queryFn: () => getMe(api) });

/** What `select` takes of `/v3/me`; pass a function defined once (not inline) so the result keeps its identity. */
export function useMe<T>(select: (me: Me) => T) {
  const { api } = usePlatform();
  return useQuery({ ...getMeQuery(api), select });
}
