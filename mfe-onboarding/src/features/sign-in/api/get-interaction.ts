import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The sign-in attempt the identity provider sent the browser here with. */
export const getInteraction = (api: ApiClient, uid: string) =>
  unwrap(api.GET('/v3/auth/interactions/{uid}', { params: { path: { uid } } }));

export const interactionQuery = (api: ApiClient, uid: string) =>
  queryOptions({ queryKey: ['interaction', uid], queryFn: () => getInteraction(api, uid) });

export function useInteraction(uid: string) {
  const { api } = usePlatform();
  return useQuery(interactionQuery(api, uid));
}
