import { unwrap, type ApiClient } from '@platform/api-client';

/** Checks the credentials; answers where the browser goes to finish sign-in (a full page load, so no cache to update). */
export const submitLogin = (api: ApiClient, uid: string, email: string, password: string) =>
  unwrap(api.POST('/v3/auth/interactions/{uid}/login', { params: { path: { uid } }, body: { email, password } }));
