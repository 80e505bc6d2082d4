// The security headers the static servers send (shell and remotes). The shell's
// Content-Security-Policy is built from its runtime registry: scripts only from the shell's own
// origin and the registered remotes' origins, API and issuer calls only to their origins. No
// 'unsafe-eval' (production builds of rsbuild and module federation do not eval) and no inline
// script but the ones the built index.html carries, each allowed by its SHA-256 (the shell's first
// paint, shell/src/first-paint/). HSTS only on answers to requests that
// came over HTTPS: a TLS socket, or X-Forwarded-Proto: https from a trusted proxy (a TLS-terminating
// load balancer); over plain HTTP (npm start) it would pin localhost to HTTPS.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const originOf = (url) => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};
const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The policy for a document served next to `registry` (null for a remote's own server).
 * `connectSrc`: more origins the page may call (e.g. a telemetry endpoint); `inlineScripts`: the
 * sources of the inline scripts the page carries, allowed by their hashes.
 */
export function contentSecurityPolicy(registry, { connectSrc = [], inlineScripts = [] } = {}) {
  const remotes = unique((registry?.remotes ?? []).map((remote) => originOf(remote.manifestUrl)));
  // The registry's sentryDsn (key@host/project) is where the shell's telemetry posts envelopes.
  const calls = unique([
    originOf(registry?.apiBaseUrl),
    originOf(registry?.auth?.authority),
    originOf(registry?.sentryDsn),
    ...connectSrc.map(originOf),
  ]);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map(scriptHash), ...remotes],
    // Style attributes in markup stay refused (style-src); style elements that components write
    // at run time are let in: Radix Select's viewport and the scroll lock under every dropdown and
    // dialog (react-remove-scroll-bar, whose rules carry the device's scrollbar width, so no hash
    // can name them). CSS only: scripts stay hash-or-origin, and img-src, font-src and connect-src
    // leave injected CSS no foreign origin to send anything to (docs/decisions.md).
    'style-src': ["'self'", ...remotes],
    'style-src-elem': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', ...remotes],
    'font-src': ["'self'", ...remotes],
    'connect-src': unique(["'self'", ...remotes, ...calls]),
    // Session replay compresses in a blob: worker; a service worker comes from 'self'.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The CSP source that allows one inline script: its SHA-256, base64. */
export const scriptHash = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The sources of the inline scripts (no `src`) of an HTML document. */
export const inlineScriptsOf = (html) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]).filter(Boolean);

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Proxies whose X-Forwarded-Proto is believed when none are configured: a proxy on this host. */
export const LOOPBACK_PROXIES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/**
 * The protocol the browser used to reach this server: `https` over a TLS socket, or when a trusted
 * proxy says so in X-Forwarded-Proto (its first value); `http` otherwise, whatever a client claims.
 */
export function requestProtocol(req, trustedProxies = LOOPBACK_PROXIES) {
  if (req.socket?.encrypted) return 'https';
  if (!trustedProxies.includes(req.socket?.remoteAddress)) return 'http';
  const forwarded = String(req.headers?.['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return forwarded === 'https' ? 'https' : 'http';
}

export const STATIC_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * Headers for every file a server sends from `root` (a folder, or the folders it serves), for the request `req` (its protocol decides
 * HSTS). The registry is read again when it changes on disk, so a deployment that registers a
 * remote needs no restart. `trustedProxies`: addresses whose X-Forwarded-Proto is believed.
 */
export function securityHeadersFor(root, options = {}) {
  const { trustedProxies = LOOPBACK_PROXIES } = options;
  // Served from several folders, the registry (and the page) is the first one found, as the server does.
  const firstOf = (name) => {
    const file =
      [root]
        .flat()
        .map((folder) => path.join(folder, name))
        .find((candidate) => existsSync(candidate)) ?? '';
    return { file, mtime: file ? statSync(file).mtimeMs : 0 };
  };
  let cached = { key: '', policy: contentSecurityPolicy(null, options) };
  return (req) => {
    const registryFile = firstOf('registry.json');
    const page = firstOf('index.html');
    const key = JSON.stringify([registryFile, page]);
    if (key !== cached.key) {
      let registry = null;
      try {
        registry = registryFile.mtime ? JSON.parse(readFileSync(registryFile.file, 'utf8')) : null;
      } catch (error) {
        console.error(`[serve-static] ${registryFile.file} is not valid JSON; serving the strictest policy`, error);
      }
      const inlineScripts = page.mtime ? inlineScriptsOf(readFileSync(page.file, 'utf8')) : [];
      cached = { key, policy: contentSecurityPolicy(registry, { ...options, inlineScripts }) };
    }
    const hsts =
      req && requestProtocol(req, trustedProxies) === 'https'
        ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY }
        : {};
    return { ...STATIC_SECURITY_HEADERS, 'content-security-policy': cached.policy, ...hsts };
  };
}
