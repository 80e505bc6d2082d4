import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { isErrorCode, type ApiError, type ErrorCode } from '@platform/domain/error-codes';
import type { paths } from './schema.gen';
import { takeEarlyAnswer } from './early-reads';

export type ApiPaths = paths;
export type ApiClient = Client<paths>;

/** A failed API call, carrying the catalogue code the UI translates. */
export class ApiRequestError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly details?: ApiError['details'],
    /** With STALE_VERSION: the resource as it is now, to show what changed without a reload. */
    readonly current?: unknown,
  ) {
    super(code);
    this.name = 'ApiRequestError';
  }
}

/** The catalogue code to show for a failed call: the API's own, or UNEXPECTED_ERROR for anything else (network, bug). */
export const errorCodeOf = (error: unknown): ErrorCode =>
  error instanceof ApiRequestError ? error.code : 'UNEXPECTED_ERROR';

/**
 * The credentials for one request: `Authorization`, plus a `DPoP` proof for this method and URL
 * when the access token is bound to the browser's key. The shell owns the key, so it makes these.
 */
export type RequestAuthorizer = (request: { method: string; url: string }) => Promise<Record<string, string>>;

/** Credentials for a plain bearer token (no key binding): tests, standalone hosts. */
export const bearerAuthorizer =
  (getToken: () => string | null | undefined): RequestAuthorizer =>
  async (): Promise<Record<string, string>> => {
    const token = getToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

export interface ApiClientOptions {
  /** Origin the API is reached at; paths already start with `/v3`. */
  baseUrl: string;
  /** Signs each request, asked on every call so a refreshed token is used at once. */
  authorize?: RequestAuthorizer;
  /** Without `authorize`: the current access token, sent as a bearer token. */
  getToken?: () => string | null | undefined;
  /** Current account (tenant) for customer routes, when the user has several. */
  getAccountId?: () => string | null | undefined;
  fetch?: typeof fetch;
}

/** The typed client for the product API, generated from its OpenAPI document. */
export function createApiClient({
  baseUrl,
  authorize,
  getToken,
  getAccountId,
  fetch: fetchImpl,
}: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl, fetch: fetchImpl });
  const sign = authorize ?? bearerAuthorizer(getToken ?? (() => null));
  const auth: Middleware = {
    async onRequest({ request }) {
      const credentials = await sign({ method: request.method, url: request.url });
      for (const [name, value] of Object.entries(credentials)) request.headers.set(name, value);
      const accountId = getAccountId?.();
      if (accountId) request.headers.set('x-account-id', accountId);
      return request;
    },
  };
  // After the credentials, which the early read must have been sent with too (./early-reads.ts).
  const early: Middleware = { onRequest: async ({ request }) => takeEarlyAnswer(request) };
  client.use(auth, early);
  return client;
}

/**
 * Unwraps an openapi-fetch result: the data, or an ApiRequestError with a catalogue code.
 * A network failure (API down) becomes SERVICE_UNAVAILABLE so screens show a retry.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch {
    throw new ApiRequestError('SERVICE_UNAVAILABLE', 0);
  }
  const { data, error, response } = result;
  if (response.ok) return data as T;
  const body = error as (Partial<ApiError> & { current?: unknown }) | undefined;
  const code = isErrorCode(body?.code)
    ? body.code
    : response.status >= 500
      ? 'SERVICE_UNAVAILABLE'
      : 'UNEXPECTED_ERROR';
  throw new ApiRequestError(code, response.status, body?.details, body?.current);
}
