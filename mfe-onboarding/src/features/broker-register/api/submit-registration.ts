import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';
import { REGISTRATION_KEY } from './get-registration';

/** Sends the finished registration for approval. */
export const submitRegistration = (api: ApiClient) => unwrap(api.POST('/v3/broker/registration/submit'));

/** The submission, after which every read of the registration (here and in the broker area) is stale. */
export function useSubmitRegistration() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitRegistration(api),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY }),
  });
}
