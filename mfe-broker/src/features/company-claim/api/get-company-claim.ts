import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, saveFile, usePlatform, useQuery } from '@platform/remote-kit';

/** One claim of a customer company, with its timeline and documents (GET /v3/broker/companies/{id}/claims/{claimId}). */
export const getCompanyClaim = (api: ApiClient, companyId: string, claimId: string) =>
  unwrap(api.GET('/v3/broker/companies/{id}/claims/{claimId}', { params: { path: { id: companyId, claimId } } }));

export type CompanyClaimDetail = Awaited<ReturnType<typeof getCompanyClaim>>;

/** Holds `claim` and the claim's id: a live update about it refetches the screen. */
export const companyClaimQuery = (api: ApiClient, companyId: string, claimId: string) =>
  queryOptions({
    queryKey: ['claim', claimId, 'broker', companyId],
    queryFn: () => getCompanyClaim(api, companyId, claimId),
  });

export function useCompanyClaim(companyId: string, claimId: string) {
  const { api } = usePlatform();
  return useQuery(companyClaimQuery(api, companyId, claimId));
}

/** Fetches a document with the broker's credentials and hands it to the browser as a download. */
export async function downloadCompanyClaimFile(
  api: ApiClient,
  companyId: string,
  claimId: string,
  file: { id: string; file_name: string },
) {
  const blob = (await unwrap(
    api.GET('/v3/broker/companies/{id}/claims/{claimId}/files/{fileId}', {
      params: { path: { id: companyId, claimId, fileId: file.id } },
      parseAs: 'blob',
    }),
  )) as unknown as Blob;
  saveFile(blob, file.file_name);
}
