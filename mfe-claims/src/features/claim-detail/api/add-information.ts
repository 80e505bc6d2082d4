import { unwrap, type ApiClient } from '@platform/api-client';
import { useMutation, usePlatform, useQueryClient } from '@platform/remote-kit';
import { uploadClaimFile } from '../../../lib/claim-files';
import { claimKey } from './get-claim';

/** The customer's answer (POST /v3/claims/{id}/information), with the documents it attaches. */
export const addInformation = (api: ApiClient, id: string, body: { message: string; version: number }) =>
  unwrap(api.POST('/v3/claims/{id}/information', { params: { path: { id } }, body }));

export function useAddInformation(id: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ message, version, files }: { message: string; version: number; files: File[] }) => {
      // Documents first: a refused one leaves the answer unsent, with everything typed still there.
      for (const file of files) await uploadClaimFile(api, id, file);
      return addInformation(api, id, { message, version });
    },
    onSuccess: (claim) => queryClient.setQueryData(claimKey(id), claim),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['claims'] }),
  });
}
