import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { embeddedIssuerMetadata } from '../../shell/src/auth/issuer-metadata';
import { landingMessages } from '../../shell/src/first-paint/landing-messages';
import { t } from '../steps/team-and-profile';

// Issue 10, section 4: what a guest opening `/` sees first must not wait for the whole shell. The
// landing is painted by index.html's own inline script; nothing else loads for it.

test('a guest opening / sees the landing at once, without React, a remote or a discovery request', async ({ page }) => {
  const scripts: string[] = [];
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (/remoteEntry|mf-manifest|openid-configuration|\/oidc\//.test(url.pathname)) asked.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: landingMessages.pt['landing.title'] })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Seguro Empresarial');
  expect(asked).toEqual([]);
  // Every React build carries its error-decoder address: none of the landing's scripts does.
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body.includes('react.dev/errors'), url).toBe(false);
  }
  // The policy allows the inline first paint by its hash, not inline scripts at large.
  const policy = (await page.request.get('/')).headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

for (const language of ['pt', 'en', 'es'] as const)
  test(`the landing in ${language}: sign in, create an account (its remote fetched on intent)`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByLabel('Idioma').selectOption(language);
    await expect(
      page.getByRole('heading', { level: 1, name: landingMessages[language]['landing.title'] }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('mf-manifest.json')) manifests.push(request.url());
    });
    const createAccount = page.getByRole('link', { name: landingMessages[language]['landing.createAccount'] });
    await createAccount.hover();
    await expect.poll(() => manifests.length).toBeGreaterThan(0);
    await createAccount.click();
    await expect(page).toHaveURL(/\/public-onboarding\/select-user-type$/);
    await expect(page.getByRole('heading', { level: 1, name: t(language, 'userType.title') })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: t(language, 'signIn.title'), exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
    await expect(page.getByLabel(t(language, 'signIn.email'))).toBeVisible();
  });

test('the landing by keyboard alone: skip to the content, then create an account', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Seguro Empresarial' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Idioma')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const createAccount = page.getByRole('link', { name: landingMessages.pt['landing.createAccount'] });
  await expect(createAccount).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/public-onboarding\/select-user-type$/);
  await expect(page.getByRole('heading', { level: 1, name: t('pt', 'userType.title') })).toBeVisible();
});

test('a signed-in tab opening / goes to its home, not the landing', async ({ page }) => {
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
  await page.getByLabel('E-mail').fill('cliente@demo.local');
  await page.getByLabel('Senha').fill('Demo!2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await expect(page.locator('[data-first-paint="landing"]')).toHaveCount(0);
});

test('the endpoints the shell assumes for the embedded provider are the ones it publishes', async ({ request }) => {
  const published = (await (await request.get('/oidc/.well-known/openid-configuration')).json()) as Record<
    string,
    unknown
  >;
  const assumed = embeddedIssuerMetadata(published.issuer as string);
  for (const [key, value] of Object.entries(assumed)) expect(published[key], key).toBe(value);
});
