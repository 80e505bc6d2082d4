// One error format for every failure: { code, message, details? } with a catalogue code and the
// catalogue's text in the language the request asks for (Accept-Language). Developer wording
// thrown with an AppError goes to the log, not to the user.
// 5xx answers never carry the cause; it goes to the log with the request id instead.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, languageOfAcceptLanguage, type ErrorCode } from '@platform/domain';
import { AppError, type ErrorDetail } from '../../lib/errors';
import fp from 'fastify-plugin';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

// Ajv's instancePath is a JSON pointer (/address/city); the client wants the field name.
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  const missing = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  if (typeof missing === 'string') path.push(missing);
  return path.join('.') || context || 'body';
}

const UPLOAD = /^(application\/octet-stream|multipart\/)/i;

// Fastify's own 4xx errors, raised before a handler runs (bad JSON, wrong content type, body too large...).
function codeForClientError(error: FastifyError, status: number, contentType: string | undefined): ErrorCode {
  if (status === 401) return 'AUTH_REQUIRED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return UPLOAD.test(contentType ?? '') ? 'FILE_TOO_LARGE' : 'REQUEST_TOO_LARGE';
  if (status === 414) return 'URI_TOO_LONG';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (
    error instanceof SyntaxError ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
  )
    return 'INVALID_JSON';
  return 'VALIDATION_FAILED';
}

export function toAppError(error: FastifyError | AppError | Error, contentType?: string): AppError | null {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError & { validationContext?: string };
  // A path naming no possible record (`/v3/policies/not-a-uuid`) names nothing there is: not found.
  if (fastifyError.validation && fastifyError.validationContext === 'params') return new AppError('NOT_FOUND');
  if (fastifyError.validation) {
    const details: ErrorDetail[] = fastifyError.validation.map((issue) => ({
      field: fieldOf(issue as ValidationIssue, fastifyError.validationContext),
      message: issue.message ?? 'is invalid',
    }));
    return new AppError('VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED.en, details);
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(codeForClientError(fastifyError, status, contentType));
  return null;
}

/** The answer body of a refusal: the catalogue's text for the code, in the request's language. */
export function errorBody(
  request: Pick<FastifyRequest, 'headers'>,
  error: Pick<AppError, 'code' | 'details'> & Partial<Pick<AppError, 'options'>>,
) {
  const language = languageOfAcceptLanguage(request.headers['accept-language']);
  const current = error.options?.current;
  return {
    code: error.code,
    message: ERROR_MESSAGES[error.code][language],
    ...(error.details ? { details: error.details } : {}),
    ...(current !== undefined ? { current } : {}),
  };
}

/**
 * Fastify ends the connection after refusing a body it did not read (too large, a type no route
 * reads), so the client may send no more. A proxy still sending that body then meets a reset and
 * never sees the refusal (the shell's proxy answered 503 instead of 413). Up to this size the rest
 * of the body is read and dropped instead, and the refusal arrives; past it, the connection still
 * ends. The shell's proxy refuses bigger bodies itself (scripts/api-proxy.mjs).
 */
export const MAX_DRAINED_BYTES = 16 * 1024 * 1024;

function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  if (reply.getHeader('connection') !== 'close' || request.raw.complete) return;
  const length = Number(request.headers['content-length']);
  // Without the header Node reads the rest of the body once the answer is sent, and keeps the connection.
  if (Number.isInteger(length) && length <= MAX_DRAINED_BYTES) reply.removeHeader('connection');
}

/** Longer addresses are refused (414) before routing; browsers and proxies stop around here too. */
export const MAX_URL_LENGTH = 8192;

/**
 * Node's HTTP parser refuses a request it cannot read (headers past maxHeaderSize, a broken
 * request line) before Fastify exists for it. The answer still follows the catalogue, in the
 * language the raw request asked for when it can be read off the bytes.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'VALIDATION_FAILED';
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(
    Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '',
  )?.[1];
  const body = JSON.stringify(errorBody({ headers: { 'accept-language': acceptLanguage } }, { code }));
  const status = code === 'HEADERS_TOO_LARGE' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The router's own refusals (a malformed address, a path segment past maxParamLength), in the catalogue's format. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'URI_TOO_LONG'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'VALIDATION_FAILED'
        : 'INTERNAL_ERROR';
  if (code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'routing failed');
  return reply.status(new AppError(code).statusCode).send(errorBody(request, { code }));
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.url.length > MAX_URL_LENGTH) throw new AppError('URI_TOO_LONG');
    });

    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const known = toAppError(error, request.headers['content-type']);
      if (known && known.statusCode < 500) {
        request.log.info({ code: known.code, reason: known.message }, 'request refused');
        drainRefusedBody(request, reply);
        if (known.options.retryAfterSeconds) void reply.header('retry-after', String(known.options.retryAfterSeconds));
        return reply.status(known.statusCode).send(errorBody(request, known));
      }
      request.log.error({ err: error }, 'request failed');
      const failure = known ?? new AppError('INTERNAL_ERROR');
      return reply.status(failure.statusCode).send(errorBody(request, { code: failure.code }));
    });

    app.setNotFoundHandler((request, reply) => reply.status(404).send(errorBody(request, { code: 'NOT_FOUND' })));
  },
  { name: 'error-handler' },
);
