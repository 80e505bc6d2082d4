import { expect, test } from '@playwright/test';
import { countReactRenderers, signIn, watchReactCopies } from '../support';

const area = (page: import('@playwright/test').Page, remote: string) =>
  page.locator(`[data-remote="${remote}"][data-state="mounted"]`);

test('a customer signs in, moves through every remote with one history, and signs out', async ({ page }) => {
  await watchReactCopies(page);
  await signIn(page, 'cliente@demo.local');

  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await expect(page.getByTestId('user-name')).toHaveText('Carla');
  await expect(area(page, 'mfe_quotes_policies')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('link', { name: 'Sinistros' }).click();
  await expect(page).toHaveURL(/\/dashboard\/claims\/home$/);
  await expect(area(page, 'mfe_claims').getByRole('heading', { name: 'Sinistros' })).toBeVisible();
  await expect(area(page, 'mfe_claims').getByRole('row')).not.toHaveCount(0);

  await nav.getByRole('link', { name: 'Cyber' }).click();
  await expect(area(page, 'mfe_cyber').getByRole('heading', { level: 1 })).toBeVisible();

  await nav.getByRole('link', { name: 'Equipe' }).click();
  await expect(area(page, 'mfe_onboarding').getByText('membro@demo.local')).toBeVisible();

  await nav.getByRole('link', { name: 'Apólices' }).click();
  await expect(area(page, 'mfe_quotes_policies').getByRole('heading', { level: 1 })).toBeVisible();

  // Back and forward walk the same history the shell and remotes share.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/users\/list$/);
  await expect(area(page, 'mfe_onboarding').getByText('membro@demo.local')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/cyber\/home$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/dashboard\/users\/list$/);

  // A deep link, opened by a full page load, lands in the right remote, still signed in.
  await page.goto('/ipaf/prev');
  await expect(area(page, 'mfe_ipaf').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Carla');

  expect(await countReactRenderers(page)).toBe(1);

  await page.getByRole('link', { name: 'Sair' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sair da conta?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
  await page.goto('/dashboard/claims/home');
  await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
});

test('navigation started inside a remote moves the shell', async ({ page }) => {
  await signIn(page, 'cliente@demo.local', '/dashboard/claims/home');
  await expect(page).toHaveURL(/\/dashboard\/claims\/home$/);
  await area(page, 'mfe_claims').getByRole('link', { name: 'Comunicar sinistro' }).click();
  await expect(page).toHaveURL(/\/dashboard\/claims\/create$/);
  await expect(area(page, 'mfe_claims').getByRole('heading', { name: 'Comunicar sinistro', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(area(page, 'mfe_claims').getByRole('heading', { name: 'Sinistros' })).toBeVisible();
});

test('a wrong password shows the catalogue error and keeps the e-mail typed', async ({ page }) => {
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
  await page.getByLabel('E-mail').fill('cliente@demo.local');
  await page.getByLabel('Senha').fill('not-the-password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await expect(page.getByLabel('E-mail')).toHaveValue('cliente@demo.local');
});
