import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// The running shell's meta.json, as served by scripts/serve-static.mjs (never cached): rewriting
// it is what a deploy of a new version does.
const META = path.resolve(import.meta.dirname, '../../shell/dist/meta.json');
const built = readFileSync(META, 'utf8');

function publish(version: string) {
  const meta = { version, timestamp: new Date().toISOString() };
  writeFileSync(META, JSON.stringify(meta));
  return meta;
}

const storedMeta = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('platform.appMeta') ?? 'null') as { version: string } | null);

/** Moves inside the app without a page load, as a link does. */
const goInApp = (page: Page, to: string) =>
  page.evaluate((path) => {
    window.history.pushState({ idx: 99 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 99 } }));
  }, to);

test.afterEach(() => writeFileSync(META, built));

test('a version published while the page is open shows the refresh modal; reloading moves to it for the session', async ({
  page,
}) => {
  const firstCheck = page.waitForResponse(/\/meta\.json\?timestamp=\d+/);
  await page.goto('/br/pt/broker-register');
  await expect(page.locator('[data-remote="mfe_onboarding"][data-state="mounted"]')).toBeVisible();
  const check = await firstCheck;
  expect(check.request().headers()['cache-control']).toBe('no-cache');
  expect(check.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const published = publish('0.3.203-e2e');
  // The tab coming back online checks at once, instead of waiting for the 30-second tick.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const dialog = page.getByRole('dialog', { name: 'Nova versão disponível' });
  await expect(dialog).toContainText('Uma nova versão está disponível. Recarregue para usá-la.');

  // "Later" keeps the banner, whose button reloads as well.
  await dialog.getByRole('button', { name: 'Depois' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nova versão disponível' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  const reloaded = page.waitForEvent('load');
  const checkAfterReload = page.waitForResponse(/\/meta\.json\?timestamp=\d+/);
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  expect(await storedMeta(page)).toEqual(published);

  // The stored version is the published one: the reloaded page does not ask again.
  await checkAfterReload;
  await expect(page.locator('[data-remote="mfe_onboarding"][data-state="mounted"]')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a remote that fails to load after a deploy forces the update without asking, once', async ({ page }) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/br/pt/broker-register');
  await expect(page.locator('[data-remote="mfe_onboarding"][data-state="mounted"]')).toBeVisible();

  const published = publish('0.3.204-e2e');
  // The questionnaire's old files are gone with the deploy.
  await page.route('http://localhost:3002/**', (route) => route.abort());
  await goInApp(page, '/public-ipaf/one-page');

  await expect.poll(() => loads).toBe(2);
  expect(await storedMeta(page)).toEqual(published);
  // Still unreachable after the reload: its area's error view with a retry, not another reload.
  const area = page.locator('[data-remote="mfe_ipaf"]');
  await expect(area.getByRole('alert')).toContainText('Há um erro inesperado');
  await expect(area.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
