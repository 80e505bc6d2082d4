import { unwrap, type ApiClient, type ApiPaths } from '@platform/api-client';

export type BrokerProfileUpdate = NonNullable<
  ApiPaths['/v3/broker/profile']['put']['requestBody']
>['content']['application/json'];

/** Bank details and taxation data of the signed-in broker's brokerage. */
export const getBrokerProfile = (api: ApiClient) => unwrap(api.GET('/v3/broker/profile'));
export const saveBrokerProfile = (api: ApiClient, body: BrokerProfileUpdate) =>
  unwrap(api.PUT('/v3/broker/profile', { body }));
