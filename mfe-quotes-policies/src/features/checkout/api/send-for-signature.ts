import { unwrap, type ApiClient } from '@platform/api-client';
import { useMutation, usePlatform, useQueryClient } from '@platform/remote-kit';
import { quoteCheckoutKey, type Checkout, type QuoteCheckout } from './get-quote-checkout';

export interface CheckoutFieldsBody {
  start_date: string;
  signer_type: 'LEGAL_REPRESENTATIVE' | 'ATTORNEY';
  signer_name: string;
  signer_email: string;
  admin_name: string;
  admin_email: string;
  instalments: number;
}

/** POST /v3/quotes/{id}/checkout: creates it (asking again for the same quote answers the open one). */
export const createCheckout = (api: ApiClient, quoteId: string, body: CheckoutFieldsBody) =>
  unwrap(api.POST('/v3/quotes/{id}/checkout', { params: { path: { id: quoteId } }, body }));

/** PATCH /v3/checkouts/{id} at the version loaded (409 STALE_VERSION with `current` otherwise). */
export const updateCheckout = (api: ApiClient, id: string, body: CheckoutFieldsBody & { version: number }) =>
  unwrap(api.PATCH('/v3/checkouts/{id}', { params: { path: { id } }, body }));

/**
 * POST /v3/checkouts/{id}/signature-requests: mails the legal signatory the signing link. The
 * checkout's version names the send (Idempotency-Key): sent again after an answer was lost, it
 * answers the checkout as sent instead of a second link or 409.
 */
export const sendForSignature = (api: ApiClient, id: string, version: number) =>
  unwrap(
    api.POST('/v3/checkouts/{id}/signature-requests', {
      params: { path: { id }, header: { 'idempotency-key': `${id}:${version}` } },
      body: { version },
    }),
  );

/**
 * Saves the checkout (creating it the first time) and sends it for signature, in one step: what
 * the screen's one button does. The answer (the checkout as the API computed it) goes in the cache.
 */
export function useSendForSignature(quoteId: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, current }: { fields: CheckoutFieldsBody; current: Checkout | null }) => {
      const saved = current
        ? await updateCheckout(api, current.id, { ...fields, version: current.version })
        : await createCheckout(api, quoteId, fields);
      return sendForSignature(api, saved.id, saved.version);
    },
    // The checkout page says every refusal above the form (a field's own goes on the field too).
    refusalShownBy: 'screen',
    onSuccess: (checkout) =>
      queryClient.setQueryData<QuoteCheckout>(quoteCheckoutKey(quoteId), (old) => old && { ...old, checkout }),
    onError: () => queryClient.invalidateQueries({ queryKey: quoteCheckoutKey(quoteId) }),
  });
}

export type SendForSignature = ReturnType<typeof useSendForSignature>;
