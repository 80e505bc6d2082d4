import { unwrap, type ApiClient, type ApiPaths } from '@platform/api-client';
import type { BrokerFileKind } from '@platform/domain';

export type BrokerRegistration =
  ApiPaths['/v3/broker/registration']['get']['responses'][200]['content']['application/json'];
export type RegistrationUpdate = NonNullable<
  ApiPaths['/v3/broker/registration']['put']['requestBody']
>['content']['application/json'];

/** The signed-in broker's registration and progress (GET /v3/broker/registration). */
export const getRegistration = (api: ApiClient) => unwrap(api.GET('/v3/broker/registration'));

/** Saves one or more register steps (PUT /v3/broker/registration); answers the registration. */
export const saveRegistration = (api: ApiClient, update: RegistrationUpdate) =>
  unwrap(api.PUT('/v3/broker/registration', { body: update }));

/** Sends the finished registration for approval. */
export const submitRegistration = (api: ApiClient) => unwrap(api.POST('/v3/broker/registration/submit'));

/** Uploads one document as the raw request body: the API reads its type from its bytes. */
export const uploadBrokerFile = (api: ApiClient, kind: BrokerFileKind, file: File) =>
  unwrap(
    api.POST('/v3/broker/registration/files', {
      params: { query: { kind, file_name: file.name } },
      body: file as never,
      bodySerializer: (body: unknown) => body as BodyInit,
      headers: { 'content-type': 'application/octet-stream' },
    }),
  );
