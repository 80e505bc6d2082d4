import { unwrap, type ApiClient, type ApiPaths } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';
import { BROKER_PROFILE_KEY } from './get-broker-profile';

export type BrokerProfileUpdate = NonNullable<
  ApiPaths['/v3/broker/profile']['put']['requestBody']
>['content']['application/json'];

/** Saves one section with the profile's version; a stale one answers STALE_VERSION. */
export const saveBrokerProfile = (api: ApiClient, body: BrokerProfileUpdate) =>
  unwrap(api.PUT('/v3/broker/profile', { body }));

/** The save; the profile it answers (with its new version) replaces the cached one. */
export function useSaveBrokerProfile() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrokerProfileUpdate) => saveBrokerProfile(api, body),
    onSuccess: (profile) => queryClient.setQueryData(BROKER_PROFILE_KEY, profile),
  });
}
