import { unwrap, type ApiClient, type ApiPaths } from '@platform/api-client';

type ProfileChange = ApiPaths['/v3/accounts/{accountId}/profile']['put']['requestBody']['content']['application/json'];

/** The company profile and billing e-mail of an account (GET /v3/accounts/{accountId}/profile). */
export const getProfile = (api: ApiClient, accountId: string) =>
  unwrap(api.GET('/v3/accounts/{accountId}/profile', { params: { path: { accountId } } }));

export type CompanyProfile = Awaited<ReturnType<typeof getProfile>>;

/** Saves the profile; a stale `version` answers STALE_VERSION. */
export const saveProfile = (api: ApiClient, accountId: string, change: ProfileChange) =>
  unwrap(api.PUT('/v3/accounts/{accountId}/profile', { params: { path: { accountId } }, body: change }));

/** Sets or clears (empty) the billing e-mail; a stale `version` (billing_email_version) answers STALE_VERSION. */
export const saveBillingEmail = (api: ApiClient, accountId: string, billingEmail: string, version: number) =>
  unwrap(
    api.PUT('/v3/accounts/{accountId}/billing-email', {
      params: { path: { accountId } },
      body: { billing_email: billingEmail, version },
    }),
  );
