import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from '../support';

const pids = () => JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../.data/stack.json'), 'utf8')) as Record<string, number>;

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
  await expect(page.locator('[data-remote="mfe_cyber"][data-state="mounted"]').getByRole('heading', { level: 1 })).toBeVisible();
});

test('with the API stopped, the shell shows an error with a retry, not a blank page', async ({ page }) => {
  await signIn(page, 'cliente@demo.local');
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  process.kill(pids().api!, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Não conseguimos falar com nossos servidores');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});
