import { unwrap, type ApiClient, type paths } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';

type Path = '/v3/operations/underwriting/{id}/quotes';
export type PublishBody = paths[Path]['post']['requestBody']['content']['application/json'];
export type PublishedOptionInput = PublishBody['options'][number];
export type DeclineBody =
  paths['/v3/operations/underwriting/{id}/decline']['post']['requestBody']['content']['application/json'];

/** Publishes quote options for a referred product (POST /v3/operations/underwriting/{id}/quotes). */
export const publishQuoteOptions = (api: ApiClient, id: string, body: PublishBody) =>
  unwrap(api.POST('/v3/operations/underwriting/{id}/quotes', { params: { path: { id } }, body }));

/** Declines a referred product with a reason (POST /v3/operations/underwriting/{id}/decline). */
export const declineReferredProduct = (api: ApiClient, id: string, body: DeclineBody) =>
  unwrap(api.POST('/v3/operations/underwriting/{id}/decline', { params: { path: { id } }, body }));

/** After a decision the case and the queue are read again (the case's version moved on). */
function useRefreshDesk(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['underwriting-case', id] }),
      queryClient.invalidateQueries({ queryKey: ['underwriting-cases'] }),
    ]);
}

export function usePublishQuoteOptions(id: string) {
  const { api } = usePlatform();
  const refresh = useRefreshDesk(id);
  return useMutation({ mutationFn: (body: PublishBody) => publishQuoteOptions(api, id, body), onSuccess: refresh });
}

export function useDeclineReferredProduct(id: string) {
  const { api } = usePlatform();
  const refresh = useRefreshDesk(id);
  return useMutation({ mutationFn: (body: DeclineBody) => declineReferredProduct(api, id, body), onSuccess: refresh });
}
