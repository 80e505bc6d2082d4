import type { FieldCode, FieldProblem } from '@platform/domain';
// Single files of the domain (its `exports`), not its index: the slim pages must not carry the whole domain.
import { type ErrorCode, isErrorCode } from '@platform/domain/error-codes';

/**
 * The API as the slim pages of the boot code call it (`fetch` alone, before `@platform/api-client`
 * loads), answered as `@platform/api-client`'s `unwrap` answers: the body, or a catalogue code
 * with the refusal's field problems.
 */

export { isErrorCode };

export class RequestRefused extends Error {
  constructor(
    readonly code: ErrorCode,
    /** The fields the API named (`details[]` of a 400/409), as the shared rules name them. */
    readonly details: FieldProblem[] = [],
  ) {
    super(code);
  }
}

const isFieldCode = (value: unknown): value is FieldCode =>
  value === 'REQUIRED' || value === 'INVALID' || isErrorCode(value);

type RefusalBody = { code?: unknown; details?: { field?: unknown; code?: unknown }[] } | undefined;

const detailsOf = (body: RefusalBody): FieldProblem[] =>
  (Array.isArray(body?.details) ? body.details : []).flatMap((detail) =>
    typeof detail?.field === 'string'
      ? [{ field: detail.field, code: isFieldCode(detail.code) ? detail.code : 'VALIDATION_FAILED' }]
      : [],
  );

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
  const body = (await response.json().catch(() => undefined)) as RefusalBody;
  if (response.ok) return body as T;
  if (isErrorCode(body?.code)) throw new RequestRefused(body.code, detailsOf(body));
  throw new RequestRefused(response.status >= 500 ? 'SERVICE_UNAVAILABLE' : 'UNEXPECTED_ERROR');
}

/** A call to the API, answered as {@link answerOf} reads it. */
export const callApi = <T>(url: string, init?: RequestInit) => answerOf<T>(fetch(url, init));

export const codeOf = (error: unknown): ErrorCode =>
  error instanceof RequestRefused ? error.code : 'UNEXPECTED_ERROR';
