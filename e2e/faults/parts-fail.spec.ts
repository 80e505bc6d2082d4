import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from '../support';

const pids = () =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../.data/stack.json'), 'utf8')) as Record<
    string,
    number
  >;

/** Whether the process is gone (the stack's parent reaps it as it exits). */
const gone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

test("with one remote's server stopped, its area shows the error view and the rest keeps working", async ({ page }) => {
  await signIn(page, 'cliente@demo.local');
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  process.kill(pids()['mfe-claims']!, 'SIGTERM');

  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('link', { name: 'Sinistros' }).click();
  const claims = page.locator('[data-remote="mfe_claims"]');
  await expect(claims.getByRole('alert')).toContainText('Há um erro inesperado');
  await expect(claims.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

  await nav.getByRole('link', { name: 'Cyber' }).click();
  await expect(
    page.locator('[data-remote="mfe_cyber"][data-state="mounted"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
});

test('with one of the two API instances stopped the app keeps reading; with the API stopped the shell shows an error with a retry, not a blank page', async ({
  page,
}) => {
  // Room for the graceful close awaited below, beside the test's own steps.
  test.setTimeout(120_000);
  await signIn(page, 'cliente@demo.local');
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  process.kill(pids().api2!, 'SIGTERM');
  // An instance closes gracefully: it finishes its requests and its jobs (up to 5 s) first, and right
  // after the failover project's rolling restart it may still be starting.
  await expect.poll(() => gone(pids().api2!), { timeout: 60_000 }).toBe(true);
  // Several reads each: round robin sends every other one to the stopped instance.
  for (const [link, remote] of [
    ['Apólices', 'mfe_quotes_policies'],
    ['Equipe', 'mfe_onboarding'],
    ['Cotações', 'mfe_quotes_policies'],
    ['Cyber', 'mfe_cyber'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: link }).click();
    await expect(
      page.locator(`[data-remote="${remote}"][data-state="mounted"]`).getByRole('heading', { level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }

  // Then with the API stopped altogether (signing in again would need the stopped instance for its writes).
  // Every instance: the stack may run several (API_INSTANCES).
  const apis = Object.entries(pids())
    .filter(([name]) => /^api\d*$/.test(name))
    .map(([, pid]) => pid);
  for (const pid of apis) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already stopped by an earlier test
    }
  }
  await expect.poll(() => apis.every(gone), { timeout: 60_000 }).toBe(true);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Não conseguimos falar com nossos servidores');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});
