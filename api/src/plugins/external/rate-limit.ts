// Rate limiting, off by default and switched on per route with one of the named configs below
// (`config: { rateLimit: app.rateLimits.signUp }`), so every public entry point of the same kind
// is limited the same way. Counters live in PostgreSQL, shared by every API instance. The client
// address is request.ip: forwarded headers count only from the trusted proxies (config).
// Per-account and global budgets of sign-in and reset are spent in their handlers
// (auth/sign-in-guard.ts, limits/counters.ts), since they key on the body.
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/errors';
import fp from 'fastify-plugin';
import { postgresRateLimitStore } from './rate-limit-store';

/** The limits of the public, unauthenticated entry points; a route picks one by name. */
export interface RateLimits {
  /** Sign-in (the login interaction): per address, so one address cannot try a password on every account. */
  signIn: RateLimitOptions;
  /** Creating an account or a broker, setting a password from a link: per address (a bot varies the e-mail). */
  signUp: RateLimitOptions;
  /** Requests that send mail to an address (resend confirmation, password reset): per address; per e-mail in the handler. */
  accountEmail: RateLimitOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

type LimitsConfig = Pick<AppConfig, 'loginRateLimit' | 'accountRateLimit'>;

export function rateLimitsFor(config: LimitsConfig): RateLimits {
  return {
    signIn: { ...config.loginRateLimit },
    signUp: { ...config.accountRateLimit },
    accountEmail: { ...config.accountRateLimit },
  };
}

export default fp<{ config: LimitsConfig }>(
  async (app, { config }) => {
    app.decorate('rateLimits', rateLimitsFor(config));
    await app.register(rateLimit, {
      global: false,
      store: postgresRateLimitStore(() => app.database.db),
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
