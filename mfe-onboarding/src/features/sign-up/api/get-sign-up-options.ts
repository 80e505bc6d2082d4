import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** Whether "Continue with Google" is offered on the public account screens. */
export const getSignUpOptions = (api: ApiClient) => unwrap(api.GET('/v3/accounts/sign-up/options'));

export const signUpOptionsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['sign-up-options'], queryFn: () => getSignUpOptions(api) });

export function useSignUpOptions() {
  const { api } = usePlatform();
  return useQuery(signUpOptionsQuery(api));
}
