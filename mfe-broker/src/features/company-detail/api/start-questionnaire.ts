import { unwrap, type ApiClient } from '@platform/api-client';
import type { Product } from '@platform/domain';
import { usePlatform, useMutation } from '@platform/remote-kit';

/** Starts the customer's questionnaire as its broker of record (POST /v3/broker/companies/{id}/application-forms). */
export const startQuestionnaire = (api: ApiClient, companyId: string, products: Product[]) =>
  unwrap(
    api.POST('/v3/broker/companies/{id}/application-forms', {
      params: { path: { id: companyId } },
      body: { products },
    }),
  );

/** The start; the screen handles a questionnaire already in progress (it opens that one) and shows other refusals. */
export function useStartQuestionnaire(companyId: string) {
  const { api } = usePlatform();
  return useMutation({
    mutationFn: (products: Product[]) => startQuestionnaire(api, companyId, products),
    refusalShownBy: 'screen',
  });
}
