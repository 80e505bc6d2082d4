import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';
import { chooseOption } from '../steps/choose-option';

test('operations sign in to their own home and see the brokerages waiting for approval', async ({ page }) => {
  await signIn(page, 'ops@demo.local');
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operações' })).toBeVisible();
  // What needs them now comes first: each queue with its count, a link to it.
  const queues = page.getByRole('region', { name: 'O que precisa de você agora' });
  await expect(queues.getByRole('heading', { level: 3, name: 'Mesa de subscrição' })).toBeVisible();
  await expect(queues.getByRole('link', { name: 'Abrir a fila de sinistros' })).toHaveAttribute('href', '/ops/claims');
  // The brokerages (mfe-broker): the approval queue, then the approved ones, each tax id written as
  // its country does (formatTaxId), not as stored; each opens its own page.
  await page.getByRole('link', { name: 'Abrir corretoras e comissões' }).click();
  await expect(page).toHaveURL(/\/ops\/brokers$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Corretoras aguardando aprovação' })).toBeVisible();
  const demo = page.getByRole('row', { name: /Demo Corretora de Seguros/ });
  await expect(demo).toContainText('11.222.333/0001-81');
  await demo.getByRole('link', { name: 'Demo Corretora de Seguros' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Corretora de Seguros' })).toBeVisible();
  await expect(page.getByLabel(/Comissão Cyber/)).toBeVisible();
  // A kept bookmark of the old address still gets there.
  await page.goto('/ops/brokerages');
  await expect(page).toHaveURL(/\/ops\/brokers$/);
  await page.goto('/ops');
  // The customer dashboard is not theirs: they are sent back home, not shown an error.
  await page.goto('/dashboard/index');
  await expect(page).toHaveURL(/\/ops$/);
});

test('a broker who opens the customer dashboard lands in the broker home, what the book needs first', async ({
  page,
}) => {
  await signIn(page, 'corretor@demo.local', '/dashboard/index');
  await expect(page).toHaveURL(/\/broker\/index$/);
  await expect(page.getByRole('region', { name: 'O que precisa de você agora' })).toBeVisible();
});

// The customer's tests read the demo data only: one sign-in for them all (a sign-in through the
// provider costs seconds; that it lands on the home is the first test's check). In order, one
// page: the language chosen last, by the not-found test, would otherwise carry over.
test.describe('the customer, signed in once', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signIn(page, 'cliente@demo.local');
  });
  test.afterAll(() => page.close());

  test('the customer home says what needs them now, and one tap opens it', async () => {
    await expect(page).toHaveURL(/\/dashboard\/index$/);
    const tasks = page.getByRole('region', { name: 'O que precisa de você agora' });
    // The demo claim operations asked information on (api/src/seed/demo/policies-and-claims.ts).
    const claim = tasks
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: /^Sinistro .* aguarda informações$/ }) });
    await expect(claim).toBeVisible();
    await claim.getByRole('link', { name: 'Responder' }).click();
    await expect(page).toHaveURL(/\/dashboard\/claims\/detail\/00000000-0000-4000-8000-000000000801$/);
  });

  test('the customer home opened cold is drawn before the full shell, and its links work from there', async () => {
    // Opened cold (a bookmark), with the session kept: the home's own first screen, no shell yet.
    await page.goto('/dashboard/index');
    const home = page.locator('[data-screen="customer-home"]');
    await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
    // Opened again: drawn by the HTML's own script from the module remembered, before the shell's
    // entry is even asked for (shell/src/boot/first-screen-at-paint.ts).
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const entry = records.some(({ addedNodes }) =>
          [...addedNodes].some((node) => node instanceof HTMLScriptElement && node.src.includes('/static/js/index.')),
        );
        if (!entry) return;
        const drawn = document.querySelector('[data-first-paint] [data-screen="customer-home"] h1') !== null;
        Object.assign(window, { homeDrawnBeforeEntry: drawn });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/dashboard/index');
    await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { homeDrawnBeforeEntry?: boolean }).homeDrawnBeforeEntry))
      .toBe(true);
    await expect(page.locator('[data-remote]')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    // A link followed from the first screen: the full shell draws its page, on this same document.
    await home.getByRole('link', { name: 'Ver apólices' }).click();
    await expect(page).toHaveURL(/\/dashboard\/policies\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Apólices' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // Back home, the real home drawn by the full shell.
    await page.goBack();
    await expect(page.locator('[data-remote][data-state="mounted"] [data-screen="customer-home"] h1')).toBeVisible();
  });

  test('mistyped and stale links show a not-found view with the way home, in the user’s language', async () => {
    // A malformed id names no policy: the record's own not-found view, not "some fields are invalid".
    await page.goto('/dashboard/policies/detail/not-a-uuid');
    await expect(page.getByText('Apólice não encontrada')).toBeVisible();

    await page.goto('/dashboard/policies/not-a-uuid');
    await expect(page.getByText('Página não encontrada')).toBeVisible();

    await page.goto('/dashboard/quotes/xyz');
    await expect(page.getByText('Página não encontrada')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/xyz$/);

    await chooseOption(page, 'Idioma', 'EN');
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/dashboard\/index$/);
  });
});

test('the broker home opened cold is drawn before the full shell, and the search typed there is kept', async ({
  page,
}) => {
  await signIn(page, 'corretor@demo.local');
  await expect(page).toHaveURL(/\/broker\/index$/);
  // Opened again cold, with the session kept: the broker home's own first screen, no shell yet;
  // the second time drawn by the HTML's script, the search typed before the shell's code has come.
  const home = page.locator('[data-screen="broker-home"]');
  for (const _visit of [1, 2]) {
    await page.goto('/broker/index');
    await expect(home.getByRole('heading', { level: 1, name: 'Empresas clientes' })).toBeVisible();
  }
  await expect(page.locator('[data-remote]')).toHaveCount(0);
  // The first key starts the full shell; what is typed meanwhile stays in the real home's field.
  await home.getByRole('searchbox', { name: 'Buscar por nome ou documento' }).pressSequentially('Acme');
  const real = page.locator('[data-remote][data-state="mounted"] [data-screen="broker-home"]');
  const search = real.getByRole('searchbox', { name: 'Buscar por nome ou documento' });
  await expect(search).toHaveValue('Acme');
  await expect(search).toBeFocused();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/broker\/index\?q=Acme$/);
});

test('the quote link opened cold is drawn before the full shell, and "choose option 1" opens its dialog there', async ({
  page,
}) => {
  await signIn(page, 'cliente@demo.local');
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  // The "your quotes are ready" mail's link, opened with the session kept: the options' own first screen.
  // The second time drawn by the HTML's script: the press may come before the shell's code has.
  const compare = page.locator('[data-screen="quote-compare"]');
  for (const _visit of [1, 2]) {
    await page.goto('/dashboard/quotes/available/dno/00000000-0000-4000-8000-000000000501');
    await expect(compare.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.locator('[data-remote]')).toHaveCount(0);
  // The press starts the full shell; the real screen, once it has taken over, opens the option's dialog.
  await compare.getByRole('button', { name: 'Escolher a opção 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Escolher esta opção?' });
  await expect(confirm).toBeVisible();
  await expect(page.locator('[data-remote][data-state="mounted"] [data-screen="quote-compare"] h1')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
});
