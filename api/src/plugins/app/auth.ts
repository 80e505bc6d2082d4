// Authentication (`authenticate`: a verified access token and the user it names) and the role
// guards routes compose after it. Decisions are made here, on the server, on every request.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { verifyDpopProof } from '../../lib/auth/dpop';
import { findTokenUser, isUuid, loadPrincipal, principalOf, type Principal } from '../../lib/auth/principal';
import { PRINCIPAL_CHANNEL, PrincipalCache } from '../../lib/auth/principal-cache';
import type { TokenVerifier } from '../../lib/auth/token-verifier';
import { AppError } from '../../lib/errors';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    tokenVerifier: TokenVerifier;
    /** The callers this instance authenticated lately, by token (lib/auth/principal-cache.ts). */
    principalCache: PrincipalCache;
    authenticate: preHandlerAsyncHookHandler;
    requireCustomer: preHandlerAsyncHookHandler;
    requireBroker: preHandlerAsyncHookHandler;
    /** A broker user whatever the brokerage's status: the register steps run while it is pending. */
    requireBrokerUser: preHandlerAsyncHookHandler;
    requireOperations: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The tenant a customer route acts on (x-account-id, or without that header the caller's first account). */
    accountId: string | null;
    /** When the access token expires (epoch seconds): long-lived answers (live updates) end then. */
    tokenExpiresAt: number | null;
  }
}

const AUTHORIZATION = /^(Bearer|DPoP)\s+([\w-]+\.[\w-]+\.[\w-]+)$/i;

export default fp<{ verifier: TokenVerifier }>(
  async (app, { verifier }) => {
    app.decorate('tokenVerifier', verifier);
    const cache = new PrincipalCache();
    app.decorate('principalCache', cache);
    // Every instance hears every change (the triggers of migration 0001_notify_triggers); its own writes before they answer.
    const stopListening = await app.database.listen(PRINCIPAL_CHANNEL, (payload) => cache.invalidate(payload), {
      ownWrites: true,
    });
    app.addHook('onClose', async () => stopListening());
    app.decorateRequest('principal', null);
    app.decorateRequest('accountId', null);
    app.decorateRequest('tokenExpiresAt', null);

    app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
      const header = request.headers.authorization;
      if (!header) throw new AppError('AUTH_REQUIRED');
      const match = AUTHORIZATION.exec(header);
      if (!match?.[1] || !match[2]) throw new AppError('TOKEN_INVALID');
      const [, scheme, token] = match;
      const cached = cache.get(token);
      const claims = cached ? null : await verifier.verify(token);
      const jkt = cached ? cached.jkt : claims?.cnf?.jkt;
      // A key-bound token is worthless without the key; a bearer token may not pose as DPoP.
      if (jkt) {
        if (scheme.toLowerCase() !== 'dpop') throw new AppError('TOKEN_INVALID');
        await verifyDpopProof(app.database.db, request, token, jkt);
      } else if (scheme.toLowerCase() === 'dpop') {
        throw new AppError('TOKEN_INVALID');
      }
      if (cached) {
        request.principal = cached.principal;
        request.tokenExpiresAt = cached.tokenExpiresAt;
        return;
      }
      const generation = cache.generation;
      const user = await findTokenUser(app.database.db, claims!, verifier.external);
      if (!user || user.status === 'DISABLED') throw new AppError('TOKEN_INVALID');
      request.principal = await loadPrincipal(app.database.db, user);
      request.tokenExpiresAt = typeof claims!.exp === 'number' ? claims!.exp : null;
      cache.set(token, { principal: request.principal, tokenExpiresAt: request.tokenExpiresAt, jkt }, generation);
    });

    app.decorate('requireCustomer', async (request: FastifyRequest) => {
      const principal = principalOf(request);
      if (principal.accounts.length === 0) throw new AppError('FORBIDDEN');
      const wanted = request.headers['x-account-id'];
      if (wanted === undefined) {
        request.accountId = principal.accounts[0]!.id;
        return;
      }
      // A header sent but unreadable (empty, repeated, not an id) is refused: acting on the first account instead would be a silent guess.
      if (typeof wanted !== 'string' || !isUuid(wanted))
        throw new AppError('VALIDATION_FAILED', undefined, [
          { field: 'x-account-id', message: 'must match format "uuid"' },
        ]);
      // Another tenant's account id reads as "no such account", never as "not yours".
      if (!principal.accounts.some((account) => account.id === wanted)) throw new AppError('NOT_FOUND');
      request.accountId = wanted;
    });

    app.decorate('requireBroker', async (request: FastifyRequest) => {
      const { broker } = principalOf(request);
      if (!broker) throw new AppError('FORBIDDEN');
      if (broker.status !== 'APPROVED') throw new AppError('BROKER_PENDING_APPROVAL');
    });

    app.decorate('requireBrokerUser', async (request: FastifyRequest) => {
      if (!principalOf(request).broker) throw new AppError('FORBIDDEN');
    });

    app.decorate('requireOperations', async (request: FastifyRequest) => {
      if (!principalOf(request).isOperations) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
