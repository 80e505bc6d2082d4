// Issue 21, items 9, 10 and 11, in Chromium against the real stack: quick navigations never leave
// the old screen (or "Loading...") under a new URL; a claim that does not exist says so; the
// operations' payments table keeps amounts and buttons on one line at 1366 px; the header's
// language picker names the language.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';

const area = (page: Page) => page.locator('[data-remote][data-state="mounted"]');

/** The lines a element's text takes on screen (its text boxes' distinct tops). */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return {
        text: element.textContent ?? '',
        lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
      };
    }),
  );

test('thirty quick navigations between areas and inside one always show the screen of the URL', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'cliente@demo.local');
  await expect(area(page).getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  const stops = [
    { link: 'Sinistros', url: /\/dashboard\/claims\/home$/, heading: 'Sinistros' },
    { link: 'Apólices', url: /\/dashboard\/policies\/home$/, heading: 'Apólices' },
    { link: 'Cotações', url: /\/dashboard\/quotes\/home$/, heading: 'Cotações' },
    { link: 'Cyber', url: /\/dashboard\/cyber\/home$/, heading: 'Avaliação de segurança cibernética' },
  ];
  for (let round = 0; round < 30; round++) {
    // Every third round two clicks in a row, the second before the first screen has settled.
    if (round % 3 === 2) await nav.getByRole('link', { name: stops[(round + 1) % stops.length]!.link }).click();
    const stop = stops[round % stops.length]!;
    await nav.getByRole('link', { name: stop.link }).click();
    await expect(page).toHaveURL(stop.url);
    await expect(page.locator('main h1').first(), `round ${round}`).toHaveText(stop.heading);
    await expect(page.locator('main .shell-remote-area[data-state="loading"]')).toHaveCount(0);
  }
  // Inside one remote: the list, a claim, back, again and again (the list opened cold once: each
  // round starts where the last one's "back" left it).
  await page.goto('/dashboard/claims/home');
  for (let round = 0; round < 5; round++) {
    await area(page).getByRole('link', { name: 'SIN-2026-00000001' }).click();
    await expect(page).toHaveURL(/\/dashboard\/claims\/detail\//);
    await expect(page.locator('main h1').first()).toHaveText('Sinistro SIN-2026-00000001');
    await page.goBack();
    await expect(page.locator('main h1').first()).toHaveText('Sinistros');
  }
});

test('a claim that does not exist, or a malformed id, shows "not found", not an unexpected error', async ({ page }) => {
  const ids = ['00000000-0000-4000-8000-999999999999', 'nao-existe'];
  // Signed in on the first link itself: the provider sends the person back to it.
  await signIn(page, 'cliente@demo.local', `/dashboard/claims/detail/${ids[0]}`);
  for (const [index, id] of ids.entries()) {
    if (index > 0) await page.goto(`/dashboard/claims/detail/${id}`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/claims/detail/${id}$`));
    await expect(page.getByRole('heading', { name: 'Sinistro não encontrado' })).toBeVisible();
    await expect(page.getByText('Há um erro inesperado')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voltar aos sinistros' })).toHaveAttribute(
      'href',
      '/dashboard/claims/home',
    );
  }
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the payments queue keeps amounts, dates and buttons on one line; the language picker names the language', async ({
    page,
  }) => {
    await signIn(page, 'ops@demo.local', '/ops/payments');
    const table = page.getByRole('table', { name: /faturas/i });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const cells = [
      ...(await linesOf(page, 'main td.ui-table__cell--money')),
      ...(await linesOf(page, 'main td.ui-table__cell--date')),
      ...(await linesOf(page, 'main td .ui-button')),
    ];
    expect(cells.length).toBeGreaterThan(3);
    expect(cells.filter((cell) => cell.lines !== 1)).toEqual([]);

    const picker = page.locator('header').getByRole('combobox', { name: 'Idioma' });
    await expect(picker).toHaveValue('pt');
    // Wide enough for its words and the chevron after them (the control sizes itself to its options).
    const box = await picker.boundingBox();
    expect(box!.width).toBeGreaterThan(40);
  });
});
