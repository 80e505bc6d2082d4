import { unwrap, type ApiClient } from '@platform/api-client';
import { useMutation, usePlatform, useQuery, useQueryClient } from '@platform/remote-kit';

/** The certificates made of a policy (GET /v3/policies/{id}/certificates), revoked ones included. */
export const listPolicyCertificates = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/policies/{id}/certificates', { params: { path: { id } } }));

export type PolicyCertificate = Awaited<ReturnType<typeof listPolicyCertificates>>['items'][number];

const certificatesKey = (id: string) => ['policy', id, 'certificates'];

export function usePolicyCertificates(id: string) {
  const { api } = usePlatform();
  return useQuery({ queryKey: certificatesKey(id), queryFn: () => listPolicyCertificates(api, id) });
}

/** Makes a certificate for a named holder; the list is read again. */
export function useCreateCertificate(id: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holderName: string) =>
      unwrap(
        api.POST('/v3/policies/{id}/certificates', { params: { path: { id } }, body: { holder_name: holderName } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificatesKey(id) }),
  });
}

/** Revokes a certificate at the version shown; a stale one (409) reads the list again. */
export function useRevokeCertificate(id: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificate: Pick<PolicyCertificate, 'id' | 'version'>) =>
      unwrap(
        api.POST('/v3/policies/{id}/certificates/{certificateId}/revoke', {
          params: { path: { id, certificateId: certificate.id } },
          body: { version: certificate.version },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificatesKey(id) }),
  });
}
