// The OpenAPI 3.1 document, generated from the route schemas. The front ends' typed client is
// generated from it (shared/api-client), so every route needs an operationId and full schemas.
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { ApiError } from '../../lib/schemas';

export default fp<{ version: string }>(
  async (app, { version }) => {
    app.addSchema(ApiError);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Platform product API',
          version,
          description:
            'Customer, broker and operations API. Every failure answers { code, message, details? } with a catalogue code.',
        },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'Access token for urn:platform:api (also accepted as `DPoP <token>` with a DPoP proof).',
            },
          },
        },
      },
      // Shared schemas keep their $id as the component name (ApiError), not def-0.
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
    });
  },
  { name: 'swagger' },
);
