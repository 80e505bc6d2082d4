// One error format for every failure: { code, message, details? } with a catalogue code.
// 5xx answers never carry the cause; it goes to the log with the request id instead.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, type ErrorCode } from '@platform/domain';
import { AppError, type ErrorDetail } from '../../errors';
import { globalPlugin } from '../../lib/global-plugin';

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

// Fastify's own 4xx errors (bad JSON, wrong content type, body too large...) all mean the request is malformed.
function codeForClientError(status: number): ErrorCode {
  if (status === 401) return 'AUTH_REQUIRED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'FILE_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

export function toAppError(error: FastifyError | AppError | Error): AppError | null {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (fastifyError.validation) {
    const details: ErrorDetail[] = fastifyError.validation.map((issue) => ({
      field: fieldOf(issue as ValidationIssue, fastifyError.validationContext),
      message: issue.message ?? 'is invalid',
    }));
    return new AppError('VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED.en, details);
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(codeForClientError(status), status === 400 ? ERROR_MESSAGES.VALIDATION_FAILED.en : undefined);
  return null;
}

export default globalPlugin('error-handler', async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = toAppError(error);
    if (known && known.statusCode < 500) {
      request.log.info({ code: known.code }, 'request refused');
      return reply.status(known.statusCode).send(known.toJSON());
    }
    request.log.error({ err: error }, 'request failed');
    const failure = known ?? new AppError('INTERNAL_ERROR');
    return reply.status(failure.statusCode).send({ code: failure.code, message: ERROR_MESSAGES[failure.code].en });
  });

  app.setNotFoundHandler((_request, reply) => {
    const error = new AppError('NOT_FOUND');
    return reply.status(error.statusCode).send(error.toJSON());
  });
});
