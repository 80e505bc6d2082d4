import { unwrap, type ApiClient, type ApiPaths } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';
import { REGISTRATION_KEY } from './get-registration';

export type RegistrationUpdate = NonNullable<
  ApiPaths['/v3/broker/registration']['put']['requestBody']
>['content']['application/json'];

/** Saves one or more register steps (PUT /v3/broker/registration); answers the registration. */
export const saveRegistration = (api: ApiClient, update: RegistrationUpdate) =>
  unwrap(api.PUT('/v3/broker/registration', { body: update }));

/** The save; the registration it answers replaces the cached one, so the stepper shows the step as done. */
export function useSaveRegistration() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: RegistrationUpdate) => saveRegistration(api, update),
    onSuccess: (registration) => queryClient.setQueryData(REGISTRATION_KEY, registration),
  });
}
