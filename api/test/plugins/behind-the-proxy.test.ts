// The API behind the shell's proxy (scripts/serve-static.mjs), as a browser reaches it: a body the
// API refuses arrives as the API's refusal, every time, never as a reset or "not reachable".
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@platform/domain';
import { createStaticServer } from '../../../scripts/serve-static.mjs';
import { PROXY_SECRET, startTestApp, type TestApp } from '../support/app';

let api: TestApp;
let proxy: FastifyInstance;
let shell: string;
const folder = mkdtempSync(path.join(os.tmpdir(), 'behind-the-proxy-'));
beforeAll(async () => {
  api = await startTestApp();
  proxy = await createStaticServer(folder, { apis: [api.origin], proxySecret: PROXY_SECRET });
  shell = await proxy.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await proxy?.close();
  await api?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A POST through the proxy, the body with its length as a browser sends it; a reset is an answer too. */
const post = (url: string, contentType: string, body: Buffer) =>
  new Promise<{ status: number | string; body: string }>((resolve) => {
    const request = httpRequest(
      `${shell}${url}`,
      { method: 'POST', headers: { 'content-type': contentType, 'content-length': body.length } },
      (response) => {
        let text = '';
        response.on('data', (part: Buffer) => (text += part.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? 'error', body: '' }));
    request.end(body);
  });

describe('a body past the API’s limit, through the proxy', () => {
  it('is answered 413 REQUEST_TOO_LARGE every time', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }));
    const answers = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      answers.push(await post('/v3/accounts/sign-up', 'application/json', body));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(413));
    expect(JSON.parse(answers[0]!.body)).toEqual({
      code: 'REQUEST_TOO_LARGE',
      message: ERROR_MESSAGES.REQUEST_TOO_LARGE.pt,
    });
  });

  it('is answered 413 FILE_TOO_LARGE for a file far past 5 MB', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      answers.push(
        await post(
          '/v3/claims/00000000-0000-4000-8000-000000000801/files?name=big.pdf',
          'application/octet-stream',
          Buffer.alloc(12 * 1024 * 1024, 1),
        ),
      );
    expect(answers.map((answer) => answer.status)).toEqual(Array(4).fill(413));
    expect(JSON.parse(answers[0]!.body).code).toBe('FILE_TOO_LARGE');
  });
});

describe('the proxy’s forwarded headers', () => {
  it('are believed with the secret this start shares with the API, and not from a proxy without it', async () => {
    const stranger = await createStaticServer(folder, { apis: [api.origin] });
    try {
      const strangerAt = await stranger.listen({ port: 0, host: '127.0.0.1' });
      const endpoint = async (origin: string) => {
        const response = await fetch(`${origin}/oidc/.well-known/openid-configuration`);
        return ((await response.json()) as { authorization_endpoint: string }).authorization_endpoint;
      };
      // The provider builds its addresses from the host the proxy forwards, when it believes it.
      expect(await endpoint(shell)).toBe(`${shell}/oidc/auth`);
      expect(await endpoint(strangerAt)).toBe(`${api.origin}/oidc/auth`);
    } finally {
      await stranger.close();
    }
  });
});
