import { unwrap, type ApiClient, type ApiPaths } from '@platform/api-client';

/** The body of POST /v3/accounts/sign-up/tax-id-check. */
export type TaxIdCheck =
  ApiPaths['/v3/accounts/sign-up/tax-id-check']['post']['requestBody']['content']['application/json'];

/** Whether the tax id may open an account; refused under `taxId` when registered or under another broker. */
export const checkTaxId = (api: ApiClient, body: TaxIdCheck) =>
  unwrap(api.POST('/v3/accounts/sign-up/tax-id-check', { body }));
