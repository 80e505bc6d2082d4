// Schema-driven fuzzing of every operation in the OpenAPI document: thousands of generated
// requests, anonymous and signed in, none may answer 5xx, and every refusal is in the catalogue's
// format. A new route is fuzzed the day it is added. FUZZ_SEED replays a run; FUZZ_REQUESTS sets
// its size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@platform/domain';
import { startTestApp, type TestApp } from './support/app';
import { fuzzRequests, operationsOf, type FuzzRequest, type Operation } from './support/fuzz-requests';
import { teamFixture } from './support/role-tokens';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const UNLIMITED = { max: 1_000_000, timeWindow: '1 minute' };

const clip = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}...(${text.length} chars)` : text;
const describeRequest = (request: FuzzRequest) =>
  JSON.stringify({
    ...request,
    url: clip(request.url),
    payload: Buffer.isBuffer(request.payload) ? `<${request.payload.length} bytes>` : clip(request.payload ?? ''),
  });

let api: TestApp;
let token: string;
let operations: Operation[];
beforeAll(async () => {
  api = await startTestApp({ loginRateLimit: UNLIMITED, accountRateLimit: UNLIMITED });
  // A customer of accounts made for this file, so what the fuzzer manages to change touches no one else.
  token = (await teamFixture(api)).tokens.admin;
  await api.app.ready();
  operations = operationsOf(api.app.swagger() as unknown as Parameters<typeof operationsOf>[0]);
}, 60_000);
afterAll(async () => api?.close());

describe('schema-driven fuzzing', () => {
  it(`answers ${TOTAL} generated requests across every operation without a 5xx, every refusal in the catalogue format (seed ${SEED})`, async () => {
    const perOperation = Math.ceil(TOTAL / operations.length);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, operation] of operations.entries()) {
      const seed = SEED + index;
      for (const request of fuzzRequests(operation, perOperation, seed)) {
        const headers = { ...request.headers, ...(request.authenticated ? { authorization: `Bearer ${token}` } : {}) };
        const response = operation.stream
          ? await openStream(request, headers)
          : await api.app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers,
              payload: request.payload,
            });
        sent += 1;
        const problem =
          response.statusCode >= 500
            ? `answered ${response.statusCode}`
            : response.statusCode >= 400 && !isCatalogueError(response.body)
              ? `answered ${response.statusCode} outside the catalogue format`
              : null;
        if (problem)
          failures.push(
            `${operation.method} ${operation.path} (seed ${seed}) ${problem}: ${clip(response.body, 200)}\n  request: ${describeRequest(request)}`,
          );
      }
    }
    console.info(`fuzzer: ${operations.length} operations, ${sent} requests, ${failures.length} failures`);
    expect(operations.length).toBeGreaterThan(30);
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    expect(failures.slice(0, 10), failures.slice(0, 10).join('\n')).toEqual([]);
  }, 600_000);
});

/** A stream never ends: its status and, for a refusal, its body are what count. */
async function openStream(request: FuzzRequest, headers: Record<string, string>) {
  const abort = new AbortController();
  const response = await fetch(`${api.origin}${request.url}`, {
    method: request.method,
    headers,
    signal: abort.signal,
  });
  const body = response.headers.get('content-type')?.includes('event-stream') ? '' : await response.text();
  abort.abort();
  return { statusCode: response.status, body };
}

function isCatalogueError(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    return isErrorCode(parsed.code) && typeof parsed.message === 'string';
  } catch {
    return false;
  }
}
