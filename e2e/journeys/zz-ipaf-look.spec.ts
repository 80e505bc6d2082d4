// THROWAWAY (helper ipaf): screenshots and the typing figure; deleted before commit.
import { expect, test } from '@playwright/test';
import { signIn } from '../support';

const OUT = '/tmp/ipaf/shots';
const BENCH_FORM = '00000000-0000-4000-8000-0000000be7c0';
const longForm = () => {
  const now = new Date().toISOString();
  return {
    id: BENCH_FORM, account_id: '00000000-0000-4000-8000-0000000be7c1', status: 'IPAF_IN_PROGRESS',
    products: ['D_AND_O', 'E_AND_O', 'CYBER'], version: 1, created_at: now, updated_at: now,
    definition_versions: { COMMON: 1, D_AND_O: 1, E_AND_O: 1, CYBER: 1 },
    answers: {
      'shareholders.list': Array.from({ length: 20 }, (_, i) => ({ name: `Sócio ${i + 1}`, percentage: 5 })),
      'key_persons.list': Array.from({ length: 8 }, (_, i) => ({ full_name: `Pessoa ${i + 1}`, role: 'DIRECTOR', academic_background: 'MASTERS', employment_type: 'FULL_TIME' })),
    },
    pending: [], progress: 0, finished_at: null, tax_id_type: 'CNPJ',
  };
};

for (const width of [1366, 360]) {
  test(`look ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 740 });
    await signIn(page, 'cliente@demo.local');
    await page.waitForURL(/dashboard/);
    await page.goto('/ipaf/one-page');
    const nav = page.getByRole('navigation', { name: 'Seções do questionário' });
    await expect(nav).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/top-${width}.png` });
    await page.evaluate(() => window.scrollTo(0, 2600));
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/mid-${width}.png` });
    if (width < 400) {
      await nav.getByRole('button', { expanded: false }).click();
      await page.screenshot({ path: `${OUT}/open-${width}.png` });
      await nav.getByRole('button', { expanded: true }).click();
    }
    await nav.getByRole('button', { name: 'Próxima pergunta pendente' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/next-${width}.png` });
    console.log('focused', await page.evaluate(() => document.activeElement?.closest('[data-question]')?.getAttribute('data-question')));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log('overflow', overflow);
    await page.goto('/ipaf/prev?user_form_id=00000000-0000-4000-8000-000000000501');
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/review-${width}.png`, fullPage: true });
    const mid = page.getByRole('region', { name: 'Sócios ou acionistas' });
    if (await mid.count()) await mid.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/review-rows-${width}.png` });
    await page.goto('/ipaf/one-page');
    await page.locator('#section-shareholders').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/rows-${width}.png` });
  });
}

test('typing', async ({ page, context }) => {
  await context.route('**/v3/live', (r) => r.fulfill({ status: 503, body: '' }));
  await signIn(page, 'cliente@demo.local');
  await page.waitForURL(/dashboard/);
  const form = JSON.stringify(longForm());
  await context.route(`**/v3/application-forms/${BENCH_FORM}`, (r) =>
    r.request().method() === 'GET' ? r.fulfill({ status: 200, contentType: 'application/json', body: form }) : r.abort());
  await page.goto(`/ipaf/one-page?user_form_id=${BENCH_FORM}`);
  const field = page.locator('[data-question="company.description"]');
  await field.waitFor();
  console.log('fields', await page.locator('[data-remote="mfe_ipaf"] :is(input, select, textarea)').count());
  await field.focus();
  await page.evaluate(() => {
    (window as any).__t = [];
    document.addEventListener('keydown', (event) => {
      const pressed = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => (window as any).__t.push(performance.now() - pressed), 0));
    }, true);
  });
  await page.keyboard.type('Online retail of clothes and shoes since 2015.', { delay: 60 });
  await page.waitForTimeout(200);
  const times: number[] = await page.evaluate(() => (window as any).__t);
  times.sort((a, b) => a - b);
  console.log('typing median ms', times[Math.floor(times.length / 2)], 'n', times.length);
});
