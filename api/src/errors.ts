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
    /** For a refusal that passes with time (RATE_LIMITED): sent as Retry-After. */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code];
  }

  toJSON() {
    return { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
