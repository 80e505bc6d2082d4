import type { ErrorCode } from '@platform/domain';
import { ERROR_MESSAGES } from '@platform/domain/error-messages';

/** An API refusal, by its catalogue code (as `@platform/api-client`'s `unwrap` gives it). */
export class RequestRefused extends Error {
  constructor(
    readonly code: ErrorCode,
    /** The fields the refusal names (a 422's `details`), to be shown on them. */
    readonly details: { field: string; code: string }[] = [],
  ) {
    super(code);
  }
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, value);

export const codeOf = (error: unknown): ErrorCode =>
  error instanceof RequestRefused ? error.code : 'UNEXPECTED_ERROR';

/**
 * An answer of the API read without the typed client (which the slim pages leave out): the body,
 * or a `RequestRefused` with the catalogue's code; a network failure is SERVICE_UNAVAILABLE.
 */
export async function answerOf<T>(request: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new RequestRefused('SERVICE_UNAVAILABLE');
  }
  const body = (await response.json().catch(() => undefined)) as
    { code?: unknown; details?: { field: string; code: string }[] } | undefined;
  if (response.ok) return body as T;
  if (isErrorCode(body?.code)) throw new RequestRefused(body.code, Array.isArray(body.details) ? body.details : []);
  throw new RequestRefused(response.status >= 500 ? 'SERVICE_UNAVAILABLE' : 'UNEXPECTED_ERROR');
}

/** A call to the API, answered as {@link answerOf} reads it. */
export const callApi = <T>(url: string, init?: RequestInit) => answerOf<T>(fetch(url, init));
