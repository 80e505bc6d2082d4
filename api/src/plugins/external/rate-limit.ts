// Rate limiting, off by default and switched on per route with one of the named configs below
// (`config: { rateLimit: app.rateLimits.signUp }`), so every public entry point of the same kind
// is limited the same way. Counters live in this process: with several instances each counts on
// its own (a shared store is a later step).
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../errors';
import { globalPlugin } from '../../lib/global-plugin';

/** The limits of the public, unauthenticated entry points; a route picks one by name. */
export interface RateLimits {
  /** Sign-in (the login interaction): per address and e-mail, so one attacker cannot lock out everyone. */
  signIn: RateLimitOptions;
  /** Creating an account or a broker, setting a password from a link: per address (a bot varies the e-mail). */
  signUp: RateLimitOptions;
  /** Requests that send mail to an address (resend confirmation, password reset): per address and e-mail. */
  accountEmail: RateLimitOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

type LimitsConfig = Pick<AppConfig, 'loginRateLimit' | 'accountRateLimit'>;

const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase();

export function rateLimitsFor(config: LimitsConfig): RateLimits {
  // Keyed after body parsing, so the key can hold the e-mail.
  const perAddressAndEmail = (limit: LimitsConfig[keyof LimitsConfig]): RateLimitOptions => ({
    ...limit,
    hook: 'preHandler',
    keyGenerator: (request) => `${request.ip}|${emailOf(request)}`,
  });
  return {
    signIn: perAddressAndEmail(config.loginRateLimit),
    signUp: { ...config.accountRateLimit },
    accountEmail: perAddressAndEmail(config.accountRateLimit),
  };
}

export default globalPlugin<{ config: LimitsConfig }>('rate-limit', async (app, { config }) => {
  app.decorate('rateLimits', rateLimitsFor(config));
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
});
