import { unwrap, type ApiClient, type ApiPaths } from '@platform/api-client';

/** The body of POST /v3/accounts/sign-up, as the API's schema declares it. */
export type SignUpRequest = ApiPaths['/v3/accounts/sign-up']['post']['requestBody']['content']['application/json'];

/** Creates the account; the person confirms the e-mail before signing in, so nothing is cached yet. */
export const signUp = (api: ApiClient, body: SignUpRequest) => unwrap(api.POST('/v3/accounts/sign-up', { body }));
