// API figures on PostgreSQL, with autocannon on loopback: reads per second of GET /v3/policies
// against a bare Fastify route running the same query (bare-policies.mjs) in the same run, and
// the 99th percentile latency at a steady 500 requests per second.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, URLSearchParams } from 'node:url';
import autocannon from 'autocannon';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SHELL = 'http://localhost:3000';

/** The shell's sign-in over HTTP (authorize with PKCE, the login screen's call, the code, the token), without DPoP. */
export async function signInOverHttp(email, password, origin = SHELL) {
  const redirectUri = `${origin}/auth/auth-redirect`;
  const cookies = new Map();
  const call = async (url, init = {}) => {
    const response = await fetch(new URL(url, origin), {
      redirect: 'manual',
      ...init,
      headers: { ...init.headers, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'web',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const authorize = await call(`/oidc/auth?${query}`);
  const uid = new URL(authorize.headers.get('location'), origin).searchParams.get('interaction');
  const login = await call(`/v3/auth/interactions/${uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  let next = (await login.json()).redirectTo;
  while (!next.startsWith(redirectUri)) next = new URL((await call(next)).headers.get('location'), origin).href;
  const token = await call('/oidc/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({
      client_id: 'web',
      grant_type: 'authorization_code',
      code: new URL(next).searchParams.get('code'),
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  return (await token.json()).access_token;
}

const load = (options) =>
  autocannon({ connections: 10, duration: 8, ...options }).then((result) => ({
    perSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }));

async function startBare(databaseUrl, accountId, port) {
  const bare = spawn(process.execPath, [path.join(HERE, 'bare-policies.mjs'), String(port)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ACCOUNT_ID: accountId },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    bare.stdout.once('data', resolve);
    bare.once('exit', (code) => reject(new Error(`bare-policies exited with ${code}`)));
  });
  return bare;
}

/** `apiOrigin`: one API instance, reached directly; `databaseUrl`: its PostgreSQL database. */
export async function apiFigures({ apiOrigin, databaseUrl, email, password }) {
  const token = await signInOverHttp(email, password);
  const headers = { authorization: `Bearer ${token}` };
  const probe = await fetch(`${apiOrigin}/v3/policies`, { headers });
  if (!probe.ok) throw new Error(`GET /v3/policies answered ${probe.status}: ${await probe.text()}`);
  const { items } = await probe.json();
  const bare = await startBare(databaseUrl, items[0].account_id, 4010);
  try {
    // Warm both (JIT, connection pools), then measure each alone.
    await load({ url: `${apiOrigin}/v3/policies`, headers, duration: 2 });
    await load({ url: 'http://127.0.0.1:4010/policies', duration: 2 });
    const api = await load({ url: `${apiOrigin}/v3/policies`, headers });
    const baseline = await load({ url: 'http://127.0.0.1:4010/policies' });
    const steady = await load({ url: `${apiOrigin}/v3/policies`, headers, overallRate: 500 });
    return { api, baseline, steady, policies: items.length };
  } finally {
    bare.kill('SIGTERM');
  }
}
