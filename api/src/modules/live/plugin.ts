// Live updates across API instances: `app.publishLive(...)` sends the message through PostgreSQL
// (pg_notify), every instance LISTENs and hands it to the streams of its own connected users.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { LiveHub, type LiveMessage } from './live-hub';

export const LIVE_CHANNEL = 'live_updates';

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
    /**
     * Tells the users who may see it that something changed (`{ accountId | userId, topic, id,
     * version }`). Call it after the change is committed; a failure is logged, never thrown, so a
     * saved record is never reported as failed because nobody could be told.
     */
    publishLive(message: LiveMessage): Promise<void>;
  }
}

function parse(payload: string): LiveMessage | null {
  try {
    const message = JSON.parse(payload) as Partial<LiveMessage>;
    if (typeof message.topic !== 'string' || typeof message.id !== 'string') return null;
    if (typeof message.accountId !== 'string' && typeof message.userId !== 'string') return null;
    return message as LiveMessage;
  } catch {
    return null;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const hub = new LiveHub();
    app.decorate('liveHub', hub);
    const stopListening = await app.database.listen(LIVE_CHANNEL, (payload) => {
      const message = parse(payload);
      if (message) hub.deliver(message);
      else app.log.warn({ payload }, 'ignored a malformed live update');
    });
    app.decorate('publishLive', async (message: LiveMessage) => {
      try {
        await app.database.db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
      } catch (error) {
        app.log.error({ err: error, topic: message.topic, id: message.id }, 'publishing a live update failed');
      }
    });
    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => stopListening());
  },
  { name: 'live', dependencies: ['database'] },
);
