import { unwrap, type ApiClient } from '@platform/api-client';

/** The signed-in customer's application forms (IPAF), last updated first (GET /v3/application-forms). */
export const listApplicationForms = (api: ApiClient) => unwrap(api.GET('/v3/application-forms'));

export type ApplicationFormRow = Awaited<ReturnType<typeof listApplicationForms>>['items'][number];
