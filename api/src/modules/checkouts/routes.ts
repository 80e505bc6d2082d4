// Checkout of a selected quote (issue 12 part 4): read, create (idempotent per quote), change
// (versioned; voids a signature), send to the legal signatory, download the signed document.
// Access per record (checkout-access.ts): administrator and broker of record write; team members
// and operations read; other tenants and brokers get 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { languageOfAcceptLanguage } from '@platform/domain';
import type { AppConfig } from '../../config';
import { sendAttachment } from '../../lib/attachment';
import { principalOf } from '../../lib/auth/principal';
import { AppError, staleVersion } from '../../lib/errors';
import {
  findIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyHeader,
  takeIdempotencyKey,
} from '../../lib/idempotency';
import { bearer, IdParams, FileDownload, withErrors } from '../../lib/schemas';
import { latestSignature, requestSignature, signatureProvider } from '../signatures';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { checkouts } from '../../db/schema';
import { assertMayEdit, checkoutForPrincipal, quoteForPrincipal } from './checkout-access';
import { quoteCheckout, toCheckout } from './checkout-view';
import { createCheckout, updateCheckout } from './save-checkout';
import { Checkout, CreateCheckout, QuoteCheckout, SendForSignature, UpdateCheckout } from './schemas';

const tags = ['checkouts'];

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;
  // Fails at start-up for an unknown SIGNATURE_PROVIDER, not at the first checkout.
  const provider = signatureProvider(config.signatureProvider);
  const languageOf = (request: FastifyRequest) => languageOfAcceptLanguage(request.headers['accept-language']);

  app.get(
    '/quotes/:id/checkout',
    {
      schema: {
        operationId: 'getQuoteCheckout',
        tags,
        summary: 'A quote option with its checkout (null before one is created) and the broker of record',
        security: bearer,
        params: IdParams,
        response: withErrors(QuoteCheckout),
      },
      preValidation: [app.authenticate],
    },
    async (request) => {
      const { quote, caller } = await quoteForPrincipal(db, principalOf(request), request.params.id);
      return quoteCheckout(db, quote, caller);
    },
  );

  app.post(
    '/quotes/:id/checkout',
    {
      schema: {
        operationId: 'createCheckout',
        tags,
        summary:
          'Creates the checkout of a SELECTED quote (replacing an open one of the same product); asking again for the same quote answers the open checkout',
        security: bearer,
        params: IdParams,
        body: CreateCheckout,
        response: withErrors(Checkout),
      },
      preValidation: [app.authenticate],
    },
    async (request) => {
      const { quote, caller } = await quoteForPrincipal(db, principalOf(request), request.params.id);
      const row = await createCheckout(db, quote.id, caller, request.body, languageOf(request), config.checkoutRates);
      return toCheckout(db, row);
    },
  );

  app.patch(
    '/checkouts/:id',
    {
      schema: {
        operationId: 'updateCheckout',
        tags,
        summary:
          'Changes a checkout at its version (409 STALE_VERSION otherwise); after sending or signing, voids the signature',
        security: bearer,
        params: IdParams,
        body: UpdateCheckout,
        response: withErrors(Checkout),
      },
      preValidation: [app.authenticate],
    },
    async (request) => {
      const { checkout, caller } = await checkoutForPrincipal(db, principalOf(request), request.params.id);
      const row = await updateCheckout(
        db,
        checkout.id,
        caller,
        request.body,
        (current) => toCheckout(db, current),
        config.checkoutRates,
      );
      return toCheckout(db, row);
    },
  );

  app.post(
    '/checkouts/:id/signature-requests',
    {
      schema: {
        operationId: 'sendCheckoutForSignature',
        tags,
        summary:
          'Mails the legal signatory a signing link (an earlier link stops working); the checkout is pending signature. With an Idempotency-Key, sending again answers the checkout as sent, without a second link',
        security: bearer,
        params: IdParams,
        headers: IdempotencyHeader,
        body: SendForSignature,
        response: withErrors(Checkout),
      },
      preValidation: [app.authenticate],
    },
    async (request) => {
      const principal = principalOf(request);
      const { checkout, caller } = await checkoutForPrincipal(db, principal, request.params.id);
      assertMayEdit(caller);
      const outcome = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [locked] = await tx.select().from(checkouts).where(eq(checkouts.id, checkout.id)).for('update');
        // Sent already with this key (its answer lost in a failover): the checkout as it is, no second
        // link. The checkout's lock queues two sends of one key.
        const key = request.headers[IDEMPOTENCY_KEY_HEADER];
        const write = key && {
          userId: principal.user.id,
          key,
          operation: 'sendCheckoutForSignature' as const,
          targetId: locked!.id,
        };
        if (write && (await findIdempotencyKey(tx, write)) === 'again') return { saved: locked! };
        if (locked!.version !== request.body.version) return { stale: locked! };
        if (write) await takeIdempotencyKey(tx, write);
        const sender = `${principal.user.first_name} ${principal.user.last_name}`.trim() || principal.user.email;
        return {
          saved: await requestSignature(tx, locked!, {
            provider,
            userId: principal.user.id,
            sender,
            publicUrl: config.publicUrl,
          }),
        };
      });
      if (outcome.stale) throw staleVersion(await toCheckout(db, outcome.stale));
      return toCheckout(db, outcome.saved!);
    },
  );

  app.get(
    '/checkouts/:id/signed-document',
    {
      schema: {
        operationId: 'downloadSignedProposal',
        tags,
        summary: 'The signed proposal with its evidence page (PDF)',
        security: bearer,
        params: IdParams,
        response: withErrors(FileDownload),
      },
      preValidation: [app.authenticate],
    },
    async (request, reply) => {
      const { checkout } = await checkoutForPrincipal(db, principalOf(request), request.params.id);
      const signature = await latestSignature(db, checkout.id);
      // Not signed (yet, or any more): the checkout exists, its signed document does not.
      if (signature?.status !== 'SIGNED' || !signature.signed_document) throw new AppError('TRANSITION_NOT_ALLOWED');
      return sendAttachment(reply, {
        body: signature.signed_document,
        contentType: 'application/pdf',
        fileName: `signed-proposal-${checkout.id.slice(0, 8)}.pdf`,
      });
    },
  );
};

export default routes;
