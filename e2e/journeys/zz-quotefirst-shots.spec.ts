import { expect, test } from '@playwright/test';
import { signIn } from '../support';

const LINK = '/dashboard/quotes/available/dno/00000000-0000-4000-8000-000000000501';
for (const width of [360, 1366])
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await signIn(page, 'cliente@demo.local');
    await expect(page).toHaveURL(/\/dashboard\/index$/);
    await page.goto(LINK);
    await expect(page.locator('[data-screen="quote-compare"] h1')).toBeVisible();
    await expect(page.locator('[data-remote]')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/quotefirst/first-${width}.png`, fullPage: true });
    await page.keyboard.press('Shift');
    await expect(page.locator('[data-remote][data-state="mounted"] [data-screen="quote-compare"] h1')).toBeVisible();
    await expect(page.locator('#root')).toHaveCount(1);
    await page.screenshot({ path: `/tmp/quotefirst/real-${width}.png`, fullPage: true });
  });
