// Liveness and readiness in one: answers only when the database answers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { AppError } from '../../lib/errors';
import { withErrors } from '../../lib/schemas';

const Health = Type.Object(
  { status: Type.Literal('ok'), database: Type.Literal('ok'), version: Type.String() },
  { title: 'Health' },
);

const routes: FastifyPluginAsyncTypebox<{ version: string }> = async (app, { version }) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['platform'],
        summary: 'Service and database health',
        response: withErrors(Health),
      },
    },
    async (request) => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' as const, database: 'ok' as const, version };
    },
  );

  app.get(
    '/openapi.json',
    {
      schema: {
        operationId: 'getOpenApiDocument',
        tags: ['platform'],
        summary: 'This OpenAPI document',
        response: withErrors(Type.Object({}, { additionalProperties: true })),
      },
    },
    async () => app.swagger(),
  );
};

export default routes;
