import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const { version } = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../shell/dist/meta.json'), 'utf8'),
) as { version: string };

/** A stand-in for the error-reporting service: records every envelope posted to it. */
async function envelopeEndpoint() {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST') bodies.push(Buffer.concat(chunks).toString('latin1'));
      res
        .writeHead(200, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'content-type': 'application/json',
        })
        .end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** The error events received (envelope items of type "event"). */
  const events = () =>
    bodies.flatMap((body) => {
      const lines = body.split('\n');
      return lines.flatMap((line, i) => {
        try {
          return (JSON.parse(line) as { type?: string }).type === 'event'
            ? [JSON.parse(lines[i + 1]!) as { tags?: Record<string, string>; exception?: unknown }]
            : [];
        } catch {
          return [];
        }
      });
    });
  return {
    dsn: `http://e2epublickey@127.0.0.1:${port}/1`,
    bodies,
    events,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Every script the page fetches, with its body. */
function recordScripts(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (/\.m?js(\?|$)/.test(response.url()))
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  return scripts;
}

const goInApp = (page: Page, to: string) =>
  page.evaluate((path) => {
    window.history.pushState({ idx: 99 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 99 } }));
  }, to);

// The endpoint's origin is the test's own; a Content-Security-Policy would list the real one.
test.use({ bypassCSP: true });

test('with a DSN configured, an error in a remote reaches the reporting endpoint tagged with the remote and the app version', async ({
  page,
}) => {
  const endpoint = await envelopeEndpoint();
  try {
    await page.route('**/registry.json', async (route) => {
      try {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), sentryDsn: endpoint.dsn } });
      } catch {
        // The page closed while the shell's periodic registry request was on its way: nobody to answer.
      }
    });
    const scripts = recordScripts(page);
    await page.goto('/br/pt/broker-register');
    await expect(page.locator('[data-remote="mfe_onboarding"][data-state="mounted"]')).toBeVisible();
    // The SDK arrives as the shell's lazy chunk, after first paint.
    await expect.poll(() => scripts.some(({ url }) => /\/sentry\.[0-9a-f]+\.js$/.test(url))).toBe(true);

    await page.route('http://localhost:3002/**', (route) => route.abort());
    await goInApp(page, '/public-ipaf/one-page');
    await expect(page.locator('[data-remote="mfe_ipaf"]').getByRole('alert')).toContainText('Há um erro inesperado');

    await expect
      .poll(() => endpoint.events().find((event) => event.tags?.remote === 'mfe_ipaf'), { timeout: 20_000 })
      .toBeTruthy();
    const event = endpoint.events().find((e) => e.tags?.remote === 'mfe_ipaf')!;
    expect(event.tags?.app_version).toBe(version);
    expect(event.exception).toBeTruthy();
  } finally {
    // The shell asks for the registry again now and then: a request still in the handler when the
    // page closes must not fail the test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await endpoint.close();
  }
});

test('without a DSN, no telemetry is loaded and nothing is sent', async ({ page }) => {
  const endpoint = await envelopeEndpoint();
  try {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const scripts = recordScripts(page);
    await page.goto('/br/pt/broker-register');
    await expect(page.locator('[data-remote="mfe_onboarding"][data-state="mounted"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Past the point where the SDK would have been fetched (after load, when idle).
    await page.waitForTimeout(2000);
    expect(scripts.filter(({ url }) => /\/sentry\.[0-9a-f]+\.js$/.test(url))).toEqual([]);
    const bodies = await Promise.all(scripts.map(({ body }) => body));
    expect(bodies.filter((body) => body.includes('__SENTRY__'))).toEqual([]);
    expect(requests.filter((url) => /envelope|sentry/i.test(url))).toEqual([]);
    expect(endpoint.bodies).toEqual([]);
  } finally {
    await endpoint.close();
  }
});
