// Reads the environment once. Everything else receives an AppConfig, so tests and scripts can
// build the app with any settings without touching process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { CHECKOUT_RATES, type CheckoutRates } from '@platform/domain';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `development` only when API_MODE=development is set explicitly (npm start, npm run dev, the
 * tests); anything else is production, so a deployment never inherits the development tools.
 */
export type ApiMode = 'development' | 'production';

export interface AppConfig {
  mode: ApiMode;
  version: string;
  host: string;
  port: number;
  /** The origin browsers reach us through (the shell proxies /v3 and /oidc here). */
  publicUrl: string;
  databaseUrl?: string;
  pgliteDir: string;
  seedDemo: boolean;
  logLevel: string;
  corsOrigins: string[];
  /** Where the embedded provider may send the code: `${publicUrl}/auth/auth-redirect` plus these. */
  extraRedirectUris: string[];
  /** Another issuer (Keycloak, Cognito...) instead of the embedded provider. */
  externalIssuer?: string;
  audience: string;
  /**
   * Addresses (or CIDR ranges) of the proxies in front of the API whose X-Forwarded-* headers are
   * believed (TRUSTED_PROXIES; default none): the shell's proxy on this machine, the load balancer
   * in a deployment. Anyone else reaching the API port is counted by their own address, whatever
   * header they send.
   */
  trustedProxies: string[];
  /**
   * PROXY_SECRET: when set, a trusted address is believed only on requests carrying it in
   * X-Proxy-Secret (plugins/app/trusted-proxy.ts), so another process on the proxy's machine, or a
   * request the API is tricked into making to itself, cannot pose as the proxy. `npm start` and
   * `npm run dev` make a new one at each start and hand it to the API and to their proxies.
   */
  proxySecret?: string;
  /** Sign-in attempts per client address. */
  loginRateLimit: { max: number; timeWindow: string };
  /**
   * Sign-in and password-reset attempts per minute across all clients (GLOBAL_AUTH_RATE_LIMIT): one
   * counter that no client address resets, so a guessing run from many addresses, real or forged,
   * slows down everyone's attempts, not the site.
   */
  globalAuthRateLimit: { max: number; timeWindow: string };
  /** Public account routes (sign-up, resend confirmation, password reset): per IP, or IP + e-mail. */
  accountRateLimit: { max: number; timeWindow: string };
  /** Reads of public certificates (public/policy) per client address (CERTIFICATE_RATE_LIMIT): no walking the codes. */
  certificateRateLimit: { max: number; timeWindow: string };
  /** Google sign-in; absent when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not both set. */
  google?: { clientId: string; clientSecret: string; issuer: string };
  /** SMTP server for the outbox (smtp://user:pass@host:port). Required in production; unset in development: mail stays in the outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** The development mailbox: development mode without SMTP only (it shows every reset and invitation link). */
  devMailbox: boolean;
  /** Lookups proving control of a domain for cyber assessments; absent, the real DNS and HTTPS (tests inject theirs). */
  domainCheck?: {
    resolveTxt(domain: string): Promise<string[][]>;
    fetchText(url: string): Promise<string | null>;
  };
  /** Who collects the legal signatory's e-signature (SIGNATURE_PROVIDER; default `builtin`, docs/checkout.md). */
  signatureProvider: string;
  /** Who reports invoices paid (PAYMENT_PROVIDER; default `manual`: operations record them, docs/payments.md). */
  paymentProvider: string;
  /**
   * The secret a payment gateway signs its webhook with (PAYMENT_WEBHOOK_SECRET). In development
   * mode a fixed one, so `PAYMENT_PROVIDER=dev` (the development bank) runs with no setting.
   */
  paymentWebhookSecret?: string;
  /**
   * `queue`: scheduled and queued work runs in pg-boss on the API's database (lib/jobs).
   * `inline`: a job sent runs at once in the sender's request and nothing is scheduled (tests).
   */
  jobs: 'queue' | 'inline';
  /**
   * The rates a checkout is computed with when it is saved (the domain's CHECKOUT_RATES; a change of
   * rate is a change there). A signed checkout keeps its figures: issuance never reads these.
   */
  checkoutRates: CheckoutRates;
}

const DEFAULT_CORS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
  'http://localhost:3005',
  'http://localhost:3006',
];
export const API_RESOURCE = 'urn:platform:api';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const blankToUndefined = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

export const apiVersion = (): string =>
  (JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { version: string }).version;

function googleConfig(env: NodeJS.ProcessEnv): AppConfig['google'] {
  const clientId = blankToUndefined(env.GOOGLE_CLIENT_ID);
  const clientSecret = blankToUndefined(env.GOOGLE_CLIENT_SECRET);
  if (!clientId || !clientSecret) return undefined;
  // Another issuer only for tests and local stand-ins; production keeps Google's.
  const issuer = (blankToUndefined(env.GOOGLE_ISSUER) ?? 'https://accounts.google.com').replace(/\/$/, '');
  return { clientId, clientSecret, issuer };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const pgliteDir = blankToUndefined(env.PGLITE_DIR) ?? '.data/pglite';
  const externalIssuer = blankToUndefined(env.OIDC_ISSUER)?.replace(/\/$/, '');
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`API_PORT must be a port number, got ${env.API_PORT}`);
  const mode: ApiMode = env.API_MODE === 'development' ? 'development' : 'production';
  return {
    mode,
    version: apiVersion(),
    host: blankToUndefined(env.HOST) ?? '127.0.0.1',
    port,
    publicUrl: (blankToUndefined(env.PUBLIC_URL) ?? 'http://localhost:3000').replace(/\/$/, ''),
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    // A relative folder is relative to api/, wherever the process was started from.
    pgliteDir: pgliteDir.includes('://') ? pgliteDir : path.resolve(API_DIR, pgliteDir),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: blankToUndefined(env.LOG_LEVEL) ?? 'info',
    corsOrigins: env.CORS_ORIGINS !== undefined ? list(env.CORS_ORIGINS) : DEFAULT_CORS,
    extraRedirectUris: list(env.OIDC_EXTRA_REDIRECT_URIS),
    externalIssuer,
    audience: blankToUndefined(env.OIDC_AUDIENCE) ?? API_RESOURCE,
    trustedProxies: list(env.TRUSTED_PROXIES),
    proxySecret: blankToUndefined(env.PROXY_SECRET),
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 10), timeWindow: '1 minute' },
    globalAuthRateLimit: { max: Number(env.GLOBAL_AUTH_RATE_LIMIT ?? 600), timeWindow: '1 minute' },
    accountRateLimit: { max: Number(env.ACCOUNT_RATE_LIMIT ?? 20), timeWindow: '1 minute' },
    certificateRateLimit: { max: Number(env.CERTIFICATE_RATE_LIMIT ?? 30), timeWindow: '1 minute' },
    google: googleConfig(env),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: blankToUndefined(env.MAIL_FROM) ?? 'Seguro Empresarial <no-reply@localhost>',
    // Showing every mail (with its reset and invitation links) is only safe on a development stack.
    devMailbox: mode === 'development' && !blankToUndefined(env.SMTP_URL) && env.DEV_MAILBOX !== 'false',
    signatureProvider: blankToUndefined(env.SIGNATURE_PROVIDER) ?? 'builtin',
    paymentProvider: blankToUndefined(env.PAYMENT_PROVIDER) ?? 'manual',
    paymentWebhookSecret:
      blankToUndefined(env.PAYMENT_WEBHOOK_SECRET) ??
      (mode === 'development' ? 'development-payment-webhook-secret' : undefined),
    jobs: env.JOBS === 'inline' ? 'inline' : 'queue',
    checkoutRates: CHECKOUT_RATES,
  };
}

/** Refuses settings a deployment must not run with, instead of falling back silently. */
export function assertRunnable(config: AppConfig): void {
  if (config.mode === 'production' && !config.smtpUrl) {
    throw new Error(
      'SMTP_URL is required in production mode: mail would stay in the outbox and nobody could confirm, reset or accept an invitation. Set SMTP_URL, or API_MODE=development on a development machine.',
    );
  }
  if (config.mode === 'production' && config.paymentProvider === 'dev')
    throw new Error('PAYMENT_PROVIDER=dev is the development bank: it cannot run in production mode.');
  if (config.mode === 'production' && config.devMailbox)
    throw new Error('The development mailbox cannot run in production mode.');
}
