// What the platform keeps for itself rather than for a product screen: the embedded OpenID
// provider, replay and rate-limit counters every API instance shares, the mail outbox and the
// single-use links it sends. Nothing of this lives in one process's memory, so any number of API
// instances can run behind a load balancer.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { createdAt, id, oneOf, timestamptz } from './columns';

/** API-internal enumerations (no screen shows them, so they are not in @platform/domain). */
export const OIDC_SECRET_KINDS = ['signing_key', 'cookie_key'] as const;
export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export const ACCOUNT_LINK_PURPOSES = ['EMAIL_CONFIRMATION', 'PASSWORD_RESET', 'INVITATION'] as const;
export const EXTERNAL_SIGN_IN_PROVIDERS = ['google'] as const;
/** The writes that take an Idempotency-Key header (lib/idempotency.ts), by operationId. */
export const IDEMPOTENT_OPERATIONS = ['recordInvoicePayment', 'sendCheckoutForSignature'] as const;

/** One row per provider artefact (session, interaction, grant, code, refresh token...). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grant_id: text('grant_id'),
    user_code: text('user_code'),
    uid: text('uid'),
    expires_at: timestamptz('expires_at'),
    consumed_at: timestamptz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index('oidc_payloads_grant_idx').on(t.grant_id),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.user_code),
    index('oidc_payloads_expires_idx').on(t.expires_at),
  ],
);

/** Signing keys (private JWKs) and cookie-signing secrets, created by the first instance to start. */
export const oidcSecrets = pgTable(
  'oidc_secrets',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: OIDC_SECRET_KINDS }).notNull(),
    value: jsonb('value').$type<Record<string, unknown> | string>().notNull(),
    created_at: createdAt(),
  },
  (t) => [oneOf('oidc_secrets', t.kind, OIDC_SECRET_KINDS)],
);

/** DPoP proofs already accepted (key thumbprint + jti), kept until they are too old to be accepted again (RFC 9449, 11.1). */
export const dpopProofs = pgTable(
  'dpop_proofs',
  {
    id: text('id').primaryKey(),
    expires_at: timestamptz('expires_at').notNull(),
  },
  (t) => [index('dpop_proofs_expires_idx').on(t.expires_at)],
);

/** Request budgets per key and window (rate limits). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    window_ends_at: timestamptz('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.window_ends_at)],
);

/** Failed sign-ins per account: they delay further attempts progressively instead of locking the account. */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  last_failure_at: timestamptz('last_failure_at').notNull(),
});

/**
 * Mail the product sends goes through this outbox first: a delivery worker sends it over SMTP when
 * one is configured; otherwise the development mailbox shows it. A queued mail wakes the delivery
 * job at once (the NOTIFY trigger of the custom migration, lib/mail/delivery-job.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to_email: text('to_email').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // The one action the mail asks for (confirm, reset, accept): shown as a button in the mailbox.
    link: text('link'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'PENDING'`),
    oneOf('mail_outbox', t.status, MAIL_STATUSES),
  ],
);

/**
 * Single-use links sent by mail: e-mail confirmation, password reset, invitation acceptance. Only
 * a hash is stored, so a database copy cannot be turned into working links.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: id(),
    purpose: text('purpose', { enum: ACCOUNT_LINK_PURPOSES }).notNull(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    account_id: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('account_links_user_idx').on(t.user_id, t.purpose),
    oneOf('account_links', t.purpose, ACCOUNT_LINK_PURPOSES),
  ],
);

/**
 * Google sign-in in progress: what the callback must check (state, nonce, PKCE verifier) and which
 * login interaction of the embedded provider it finishes. Rows live ten minutes and are used once.
 */
export const externalSignIns = pgTable(
  'external_sign_ins',
  {
    state_hash: text('state_hash').primaryKey(),
    provider: text('provider', { enum: EXTERNAL_SIGN_IN_PROVIDERS }).notNull(),
    interaction_uid: text('interaction_uid').notNull(),
    nonce: text('nonce').notNull(),
    code_verifier: text('code_verifier').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('external_sign_ins_expires_idx').on(t.expires_at),
    oneOf('external_sign_ins', t.provider, EXTERNAL_SIGN_IN_PROVIDERS),
  ],
);

/**
 * Idempotency-Key headers already answered (lib/idempotency.ts): written in the same transaction as
 * the write they guard, so a retry on another API instance, after a failover or a lost answer,
 * finds the write done and answers it again instead of doing it twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation', { enum: IDEMPOTENT_OPERATIONS }).notNull(),
    /** The record the write was for (the invoice, the checkout): the same key for another is refused. */
    target_id: uuid('target_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
    oneOf('idempotency_keys', t.operation, IDEMPOTENT_OPERATIONS),
  ],
);
