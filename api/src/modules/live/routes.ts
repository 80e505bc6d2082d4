// GET /v3/live: the signed-in user's server-sent-events stream of live updates ("the other party
// changed this form"). Authenticated like every call (the shell reads it with fetch(), so it can
// send Authorization and a DPoP proof, which EventSource cannot). The stream ends when the access
// token expires; the shell reconnects with the renewed one, so a removed membership or a
// revoked session stops the updates within one token lifetime.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { brokerCustomers } from '../../db/schema';
import type { LiveEvent } from './live-hub';
import { principalOf } from '../../lib/auth/principal';
import { bearer } from '../../lib/schemas';

/** Sent as `retry:`: how long a client waits before reconnecting after the stream drops. */
export const LIVE_RETRY_MS = 3000;
/** A comment line now and then keeps proxies from closing an idle stream and lets clients notice a dead one. */
export const LIVE_HEARTBEAT_MS = 25_000;

export const formatLiveEvent = (event: LiveEvent, sequence: number) =>
  `id: ${sequence}\nevent: update\ndata: ${JSON.stringify(event)}\n\n`;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/live',
    {
      schema: {
        operationId: 'streamLiveUpdates',
        tags: ['live'],
        summary: 'Server-sent events: `update` events `{ topic, id, version? }` for what the caller may read',
        description: `text/event-stream. Comment heartbeats every ${LIVE_HEARTBEAT_MS / 1000} s; \`retry: ${LIVE_RETRY_MS}\`; the stream ends when the access token expires.`,
        security: bearer,
        response: {
          200: { description: 'The event stream', content: { 'text/event-stream': { schema: Type.String() } } },
          '4xx': { description: 'Refused', content: { 'application/json': { schema: Type.Ref('ApiError') } } },
          '5xx': { description: 'Failed', content: { 'application/json': { schema: Type.Ref('ApiError') } } },
        },
      },
      preValidation: [app.authenticate],
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const accountIds = new Set(principal.accounts.map((account) => account.id));
      if (principal.broker?.status === 'APPROVED') {
        const customers = await app.database.db
          .select({ accountId: brokerCustomers.account_id })
          .from(brokerCustomers)
          .where(eq(brokerCustomers.broker_id, principal.broker.id));
        for (const { accountId } of customers) accountIds.add(accountId);
      }

      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        // The headers hooks set (CORS, safety headers): a hijacked reply no longer sends them itself.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store',
        connection: 'keep-alive',
        // Proxies (nginx and the like) must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);

      let open = true;
      const end = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        stream.end();
      };
      const unsubscribe = app.liveHub.subscribe({
        userId: principal.user.id,
        accountIds,
        send: (event, sequence) => void stream.write(formatLiveEvent(event, sequence)),
        close: end,
      });
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), LIVE_HEARTBEAT_MS);
      const untilExpiry = request.tokenExpiresAt ? request.tokenExpiresAt * 1000 - Date.now() : 0;
      const expiry = setTimeout(end, Math.max(untilExpiry, 1000));
      request.raw.on('close', end);
      stream.on('close', end);
    },
  );
};

export default routes;
