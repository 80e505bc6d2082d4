import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, useMutation, usePlatform, useQuery, useQueryClient } from '@platform/remote-kit';

/** What a signing link opens (GET /v3/signatures/{token}); SIGNATURE_LINK_INVALID when unknown, expired or replaced. */
export const getSignatureRequest = (api: ApiClient, token: string) =>
  unwrap(api.GET('/v3/signatures/{token}', { params: { path: { token } } }));

export type SignatureRequest = Awaited<ReturnType<typeof getSignatureRequest>>;

const signatureKey = (token: string) => ['signatures', token];

export function useSignatureRequest(token: string) {
  const { api } = usePlatform();
  return useQuery({
    ...queryOptions({ queryKey: signatureKey(token), queryFn: () => getSignatureRequest(api, token) }),
    enabled: Boolean(token),
  });
}

/** Mails a one-time code to the signatory (POST /v3/signatures/{token}/code). */
export function useSendSignatureCode(token: string) {
  const { api } = usePlatform();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/v3/signatures/{token}/code', { params: { path: { token } } })),
    refusalShownBy: 'screen',
  });
}

export interface SignBody {
  code: string;
  name: string;
  consent: true;
}

/** Signs (POST /v3/signatures/{token}/sign); the link then reads as signed. */
export function useSignProposal(token: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignBody) =>
      unwrap(api.POST('/v3/signatures/{token}/sign', { params: { path: { token } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKey(token) }),
  });
}

/** The proposal (or, once signed, the signed document) as a PDF: the API serves it to the link's holder. */
export const documentUrl = (token: string) => `/v3/signatures/${encodeURIComponent(token)}/document`;
