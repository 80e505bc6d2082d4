import { expect, test, type Page } from '@playwright/test';
import { signIn, signInOverHttp } from '../support';

// Both tests read the demo data only: one sign-in for the two (a sign-in through the provider
// costs seconds; that it lands on the broker home is the first test's check).
test.describe.configure({ mode: 'serial' });
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signIn(page, 'corretor@demo.local');
});
test.afterAll(() => page.close());

test('a broker lands in the broker area and sees their customers', async () => {
  await expect(page).toHaveURL(/\/broker\/index$/);
  await expect(
    page.locator('[data-remote="mfe_broker"][data-state="mounted"]').getByText('Outra Empresa SA', { exact: true }),
  ).toBeVisible();
});

test("a broker is refused the customer's data, in the UI and by the API", async ({ request }) => {
  // The customer area is not theirs: they are sent to their own home, not shown an error.
  await page.goto('/dashboard/policies/home');
  await expect(page).toHaveURL(/\/broker\/index$/);
  await expect(
    page.locator('[data-remote="mfe_broker"][data-state="mounted"]').getByText('Outra Empresa SA', { exact: true }),
  ).toBeVisible();

  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : undefined;
  });
  expect(token).toBeTruthy();
  // The browser's token is DPoP-bound: copied out of the tab, it is worthless.
  const copied = await page.request.get('/v3/policies', { headers: { Authorization: `Bearer ${token}` } });
  expect(copied.status()).toBe(401);
  expect((await copied.json()).code).toBe('TOKEN_INVALID');
  // With a token of their own, the API still refuses the broker the customer's policies.
  const own = await signInOverHttp(request, 'corretor@demo.local');
  const response = await request.get('/v3/policies', { headers: { Authorization: `Bearer ${own}` } });
  expect(response.status()).toBe(403);
  expect((await response.json()).code).toBe('FORBIDDEN');
});
