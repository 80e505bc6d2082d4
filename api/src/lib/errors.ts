// The one failure type of the API. Its code comes from the shared catalogue, and so does the
// HTTP status, so a front end and the API can never disagree on what a code means.
import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from '@platform/domain';

export interface ErrorDetail {
  field?: string;
  code?: ErrorCode;
  message?: string;
}

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code].en,
    readonly details?: ErrorDetail[],
    /**
     * retryAfterSeconds: for a refusal that passes with time (RATE_LIMITED), sent as Retry-After.
     * current: for STALE_VERSION, the resource as it is now, so the client can show what changed without a reload.
     */
    readonly options: { retryAfterSeconds?: number; current?: unknown } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code];
  }

  toJSON() {
    return {
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      ...(this.options.current !== undefined ? { current: this.options.current } : {}),
    };
  }
}

export const notFound = () => new AppError('NOT_FOUND');
/** A write based on an old version: 409 with the resource as it stands now (docs/concurrency.md). */
export const staleVersion = (current: unknown) => new AppError('STALE_VERSION', undefined, undefined, { current });
export const forbidden = () => new AppError('FORBIDDEN');
