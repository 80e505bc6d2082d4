import { unwrap, type ApiClient } from '@platform/api-client';

/** The sign-in attempt the identity provider sent the browser here with. */
export const getInteraction = (api: ApiClient, uid: string) =>
  unwrap(api.GET('/v3/auth/interactions/{uid}', { params: { path: { uid } } }));

/** Checks the credentials; answers where the browser goes to finish sign-in. */
export const submitLogin = (api: ApiClient, uid: string, email: string, password: string) =>
  unwrap(api.POST('/v3/auth/interactions/{uid}/login', { params: { path: { uid } }, body: { email, password } }));
