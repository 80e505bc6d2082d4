// Rate limiting, off by default and switched on per route with one of the named configs below
// (`config: { rateLimit: app.rateLimits.signUp }`). Counters live in this process: with several
// instances each counts on its own (a shared store is a later step).
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../errors';
import { globalPlugin } from '../../lib/global-plugin';

/** The limits public, unauthenticated entry points share; a route picks one by name. */
export interface RateLimits {
  /** Sign-in (the login interaction): per address and e-mail, so one attacker cannot lock out everyone. */
  signIn: RateLimitOptions;
  /** Account creation, broker sign-up, password reset and e-mail confirmation requests: per address. */
  signUp: RateLimitOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase();

export function rateLimitsFor(config: Pick<AppConfig, 'loginRateLimit' | 'signUpRateLimit'>): RateLimits {
  return {
    signIn: {
      ...config.loginRateLimit,
      // After body parsing, so the key can hold the e-mail.
      hook: 'preHandler',
      keyGenerator: (request) => `sign-in|${request.ip}|${emailOf(request)}`,
    },
    signUp: {
      ...config.signUpRateLimit,
      // Per address only: a bot varies the e-mail on every attempt.
      keyGenerator: (request) => `sign-up|${request.ip}`,
    },
  };
}

export default globalPlugin<{ config: Pick<AppConfig, 'loginRateLimit' | 'signUpRateLimit'> }>('rate-limit', async (app, { config }) => {
  app.decorate('rateLimits', rateLimitsFor(config));
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
});
