import { unwrap, type ApiClient } from '@platform/api-client';
import type { Answers, Language, Product } from '@platform/domain';

// The questionnaire's operations (GET/PATCH /v3/application-forms/{id}, POST .../finish and
// POST /v3/application-forms): fetchers, their query options and hooks, in one place.

const readForm = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/application-forms/{id}', { params: { path: { id } } }));
export type ApplicationForm = Awaited<ReturnType<typeof readForm>> & { answers: Answers };
export const getApplicationForm = (api: ApiClient, id: string) => readForm(api, id) as Promise<ApplicationForm>;

export const saveAnswers = (
  api: ApiClient,
  id: string,
  body: { version: number; answers?: Answers; products?: Product[] },
) =>
  unwrap(
    api.PATCH('/v3/application-forms/{id}', {
      params: { path: { id } },
      body: body as never,
    }),
  ) as Promise<ApplicationForm>;

export const startApplicationForm = (api: ApiClient, products: Product[], replace = false) =>
  unwrap(api.POST('/v3/application-forms', { body: { products, replace } })) as Promise<ApplicationForm>;

export const finishApplicationForm = (api: ApiClient, id: string, body: { version: number; language: Language }) =>
  unwrap(api.POST('/v3/application-forms/{id}/finish', { params: { path: { id } }, body }));

/** A guest's link (shared-ipaf/index?token=): the token is the credential, sent as a header, never in a URL the API logs. */
export const getSharedForm = (api: ApiClient, token: string) =>
  unwrap(
    api.GET('/v3/shared-forms/current', { params: { header: { 'x-share-token': token } } }),
  ) as Promise<ApplicationForm>;

export const saveSharedAnswers = (api: ApiClient, token: string, body: { version: number; answers?: Answers }) =>
  unwrap(
    api.PATCH('/v3/shared-forms/current', { params: { header: { 'x-share-token': token } }, body: body as never }),
  ) as Promise<ApplicationForm>;

/** The customer's forms, to find the one in progress. */
export const listApplicationForms = (api: ApiClient) => unwrap(api.GET('/v3/application-forms'));

export const listFormShares = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/application-forms/{id}/shares', { params: { path: { id } } }));

export const shareApplicationForm = (api: ApiClient, id: string, email: string, language: 'pt' | 'en' | 'es') =>
  unwrap(api.POST('/v3/application-forms/{id}/shares', { params: { path: { id } }, body: { email, language } }));

export const revokeFormShare = (api: ApiClient, id: string, shareId: string) =>
  unwrap(api.DELETE('/v3/application-forms/{id}/shares/{shareId}', { params: { path: { id, shareId } } }));
