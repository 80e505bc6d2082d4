import { unwrap, type ApiClient, type ApiPaths } from '@platform/api-client';

export type BrokerSignUpRequest = ApiPaths['/v3/brokers/sign-up']['post']['requestBody']['content']['application/json'];

/** Creates the broker user and the brokerage, pending approval (POST /v3/brokers/sign-up). */
export const signUpBroker = (api: ApiClient, body: BrokerSignUpRequest) =>
  unwrap(api.POST('/v3/brokers/sign-up', { body }));
