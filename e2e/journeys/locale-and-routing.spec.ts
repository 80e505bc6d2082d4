import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import { chooseOption } from '../steps/choose-option';

test('unknown paths go to the broker register page', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page).toHaveURL(/\/br\/pt\/broker-register$/);
  await expect(
    page
      .locator('[data-remote="mfe_onboarding"][data-state="mounted"]')
      .getByRole('heading', { name: 'Seja uma corretora parceira' }),
  ).toBeVisible();
});

test('the language in the URL wins, and the choice of language changes every text', async ({ page }) => {
  await page.goto('/br/es/broker-register');
  await expect(page.getByRole('heading', { name: 'Sea una corredora asociada' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');

  await signIn(page, 'cliente@demo.local', '/dashboard/claims/home');
  // The sign-in page has a language picker of its own: choose on the signed-in page, not on it.
  await expect(page).toHaveURL(/\/dashboard\/claims\/home$/);
  await chooseOption(page, 'Idioma', 'EN');
  await expect(page.getByRole('heading', { name: 'Claims', exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Policies' }),
  ).toBeVisible();
  await chooseOption(page, 'Language', 'ES');
  await expect(page.getByRole('heading', { name: 'Siniestros' })).toBeVisible();
});

test('an empty account sees proper empty states', async ({ page }) => {
  await signIn(page, 'vazio@demo.local', '/dashboard/claims/home');
  await expect(page.getByText('Nenhum sinistro comunicado')).toBeVisible();
});
