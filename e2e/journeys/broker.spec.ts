import { expect, test } from '@playwright/test';
import { signIn } from '../support';

test('a broker lands in the broker area and sees their customers', async ({ page }) => {
  await signIn(page, 'corretor@demo.local');
  await expect(page).toHaveURL(/\/broker\/index$/);
  await expect(page.locator('[data-remote="mfe_broker"][data-state="mounted"]').getByText('Outra Empresa SA')).toBeVisible();
});

test("a broker is refused the customer's data, in the UI and by the API", async ({ page }) => {
  await signIn(page, 'corretor@demo.local');
  await expect(page).toHaveURL(/\/broker\/index$/);
  await page.goto('/dashboard/policies/home');
  await expect(page.getByText('Você não tem permissão para acessar estes dados.')).toBeVisible();

  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
  });
  expect(token).toBeTruthy();
  const response = await page.request.get('/v3/policies', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(403);
  expect((await response.json()).code).toBe('FORBIDDEN');
});
