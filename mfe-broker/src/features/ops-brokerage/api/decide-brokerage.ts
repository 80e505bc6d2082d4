import { unwrap, type ApiClient } from '@platform/api-client';
import { useMutation, usePlatform, useQueryClient } from '@platform/remote-kit';
import { brokerageQuery } from './get-brokerage';

export type BrokerageDecision = { decision: 'approve' } | { decision: 'refuse'; reason: string };

/** Approves or refuses a brokerage waiting for approval (POST /v3/operations/brokers/{id}/approve|refuse). */
export const decideBrokerage = (api: ApiClient, id: string, body: BrokerageDecision) => {
  const params = { path: { id } };
  return unwrap(
    body.decision === 'approve'
      ? api.POST('/v3/operations/brokers/{id}/approve', { params })
      : api.POST('/v3/operations/brokers/{id}/refuse', { params, body: { reason: body.reason } }),
  );
};

/** The decision; the brokerage's page shows the answer, and the lists (queue, approved) read again. */
export function useDecideBrokerage(id: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrokerageDecision) => decideBrokerage(api, id, body),
    onSuccess: (saved) => queryClient.setQueryData(brokerageQuery(api, id).queryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops-brokers'] }),
  });
}
