import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { moveInApp, signIn } from '../support';

// Every screen at the narrowest phone the product supports (360 px): nothing wider than the
// viewport, and no serious or critical accessibility violation (axe-core, WCAG 2.x A and AA).
test.use({ viewport: { width: 360, height: 740 } });
// The screens are only read: the tests share the two workers, and each has time for its many
// screens on a busy machine (axe takes a second or more a screen). A role with many screens has
// more than one test, so that no one test outgrows the others.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const SCREENSHOTS = process.env.SCREENS_DIR;

async function checkScreen(page: Page, name: string) {
  await expect(page.locator('main h1').first()).toBeVisible();
  // Measure the page as it settles, not its loading skeleton (live updates keep the network busy).
  await expect(page.locator('main .ui-loading')).toHaveCount(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name}: page wider than the phone by ${overflow}px`).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect.soft(serious, `${name}: accessibility violations`).toEqual([]);
}

/** A page opened cold: the shell and the page's remote loaded for it (the guest's slim pages). */
async function visit(page: Page, path: string, name: string) {
  await page.goto(path);
  await checkScreen(page, name);
}

/**
 * A screen reached from another of the full shell's screens, as the person moves through the app:
 * the same screen drawn by the same remote as a cold load draws it, without loading them again.
 */
async function open(page: Page, path: string, name: string) {
  await moveInApp(page, path);
  await checkScreen(page, name);
}

test('guest screens fit a phone and pass axe', async ({ page }) => {
  // The guest's pages on the full shell: the first one cold, the others reached from it.
  await visit(page, '/help', 'guest-help');
  await open(page, '/public-onboarding/select-user-type', 'guest-select-user-type');
  await open(page, '/auth/email-confirmation?email=ana%40example.com', 'guest-email-confirmation');
  await open(page, '/broker-signup/index', 'guest-broker-intro');
  await open(page, '/public-ipaf/one-page', 'guest-public-questionnaire');
  await open(page, '/br/pt/forms-demo', 'guest-forms-demo');
  await open(page, '/shared-ipaf/ipaf-not-found', 'guest-shared-not-found');
  // The pages drawn without the full shell (issue 25), each as it is opened cold from a link.
  await visit(page, '/auth/sign-up', 'guest-sign-up');
  await visit(page, '/public/signature?token=not-a-link', 'guest-signature-link-invalid');
  // The demo certificate (api/src/seed/demo/policy-documents.ts), and a code that matches none.
  await visit(page, '/public/policy?c=Demo-Certificado-701Ab', 'guest-certificate');
  await visit(page, '/public/policy?c=Unknown-Certificate-00', 'guest-certificate-unknown');
  // The demo checkout's signing link, as the signatory opens it from the mail.
  const mails = await (await page.request.get('/v3/dev/mailbox/messages?to=cliente%40demo.local')).json();
  const signing = mails.items.find((mail: { template: string }) => mail.template === 'signature-request');
  await visit(
    page,
    new URL(signing.link as string).pathname + new URL(signing.link as string).search,
    'guest-signature',
  );
  await page.goto('/dashboard/index');
  await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
  await checkScreen(page, 'guest-sign-in');
});

test('customer screens fit a phone and pass axe; the header folds into a menu that moves the focus to the page', async ({
  page,
}) => {
  await signIn(page, 'cliente@demo.local');
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await checkScreen(page, 'customer-home');
  await expect(page).toHaveTitle(/· Seguro Empresarial$/);

  // Below 768 px the navigation is one menu button, operable from the keyboard.
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Sinistros' }).click();
  await expect(page).toHaveURL(/\/dashboard\/claims\/home$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Sinistros' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Sinistros · Seguro Empresarial');
  await checkScreen(page, 'customer-claims');
  await open(page, '/dashboard/claims/create', 'customer-claim-create');
  await open(page, '/dashboard/claims/detail/00000000-0000-4000-8000-000000000801', 'customer-claim-detail');

  await open(page, '/dashboard/quotes/home', 'customer-quotes');
  await open(page, '/dashboard/quotes/available/dno/00000000-0000-4000-8000-000000000501', 'customer-quote-compare');
  await open(
    page,
    '/dashboard/quotes/detail/available/dno/00000000-0000-4000-8000-000000000501',
    'customer-quote-detail',
  );
  await open(page, '/dashboard/quotes/checkout/00000000-0000-4000-8000-000000000621', 'customer-checkout');
  await open(page, '/dashboard/policies/home', 'customer-policies');
  await page.locator('main a[href*="/dashboard/policies/detail/"]').first().click();
  await checkScreen(page, 'customer-policy-detail');
  // The demo D&O policy with a paid, a late and pending invoices (api/src/seed/demo/payments.ts).
  await open(page, '/dashboard/policies/detail/00000000-0000-4000-8000-000000000701', 'customer-policy-payments');
  await open(
    page,
    '/dashboard/policies/detail/00000000-0000-4000-8000-000000000701/more-info',
    'customer-policy-wording',
  );
});

test('customer cyber, team, profile and questionnaire screens fit a phone and pass axe', async ({ page }) => {
  await signIn(page, 'cliente@demo.local');
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await open(page, '/dashboard/cyber/home', 'customer-cyber');
  await open(page, '/dashboard/cyber/create', 'customer-cyber-request');
  // The demo Plus request waiting for its domain proof, and the latest demo report with findings.
  await open(
    page,
    '/dashboard/cyber/success-screen?request=00000000-0000-4000-8000-000000000952',
    'customer-cyber-proof',
  );
  await open(page, '/dashboard/cyber/report/00000000-0000-4000-8000-000000000903', 'customer-cyber-report');
  await open(page, '/dashboard/users/list', 'customer-team');
  await open(page, '/dashboard/profile', 'customer-profile');
  await open(page, '/ipaf/prev', 'customer-previous-forms');
  await open(page, '/ipaf/one-page', 'customer-questionnaire');
  await open(page, '/ipaf/prev?user_form_id=00000000-0000-4000-8000-000000000501', 'customer-questionnaire-review');
  await open(page, '/br/pt/ipaf-rejected', 'customer-questionnaire-rejected');
  await open(page, '/dashboard/coverages', 'customer-coverages');
  await open(page, '/help', 'customer-help');
});

test('broker screens fit a phone and pass axe', async ({ page }) => {
  await signIn(page, 'corretor@demo.local');
  await expect(page).toHaveURL(/\/broker\/index$/);
  await checkScreen(page, 'broker-companies');
  await page.locator('main a[href*="/broker/company/"]').first().click();
  await checkScreen(page, 'broker-company-detail');
  // The broker of record's book: Outra Empresa's claim and cyber report (api/src/seed/demo/broker-book.ts).
  const outra = '/broker/company/00000000-0000-4000-8000-000000000102';
  await open(page, `${outra}/detail`, 'broker-company-book');
  await open(page, `${outra}/claims/00000000-0000-4000-8000-000000001511`, 'broker-company-claim');
  await open(page, `${outra}/cyber/reports/00000000-0000-4000-8000-000000001542`, 'broker-company-cyber-report');
  // Its quotes and a policy, on the customer's own screens (api/src/seed/demo/broker-quotes.ts).
  await open(page, `${outra}/quotes`, 'broker-company-quotes');
  await open(page, `${outra}/quotes/00000000-0000-4000-8000-000000734201/detail`, 'broker-company-quote');
  await open(page, `${outra}/quotes/00000000-0000-4000-8000-000000734201/more-detail`, 'broker-company-quote-full');
  await open(page, `${outra}/policies/00000000-0000-4000-8000-000000001501/detail`, 'broker-company-policy');
  await open(page, '/broker/edit-profile', 'broker-profile');
  // Earnings and fiscal notes (api/src/seed/demo/earnings.ts: a statement in every status).
  await open(page, '/broker/earnings/home', 'broker-earnings');
  await open(page, '/broker/earnings/list-fiscal-note', 'broker-fiscal-notes');
  await open(page, '/broker/earnings/send-fiscal-note', 'broker-send-fiscal-note');
  // The brokerage's people and its KAM (api/src/seed/demo/kams.ts, broker-team.ts).
  await open(page, '/broker/users/list', 'broker-users');
  await open(page, '/broker/kam/00000000-0000-4000-8000-000000734001', 'broker-kam');
});

test('operations screens fit a phone and pass axe', async ({ page }) => {
  await signIn(page, 'ops@demo.local');
  await expect(page).toHaveURL(/\/ops$/);
  await checkScreen(page, 'ops-home');
  await open(page, '/ops/underwriting', 'ops-underwriting-queue');
  // The demo's case three days from its deadline (api/src/seed/demo-data.ts).
  await open(page, '/ops/underwriting/00000000-0000-4000-8000-000000000971', 'ops-underwriting-case');
  await open(page, '/ops/claims', 'ops-claims');
  await open(page, '/ops/claims/00000000-0000-4000-8000-000000000801', 'ops-claim-detail');
  await open(page, '/ops/payments', 'ops-payments');
  await page.getByRole('button', { name: 'Registrar pagamento da fatura DO-2026-000123-02' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkScreen(page, 'ops-payments-record');
  await page.keyboard.press('Escape');
  await open(page, '/ops/brokers/statements', 'ops-commission-statements');
  await open(page, '/ops/cyber', 'ops-cyber-requests');
  // The demo Lite request (scheduled: the publish form) and the Plus one waiting for its domain.
  await open(page, '/ops/cyber/00000000-0000-4000-8000-000000000951', 'ops-cyber-scheduled');
  await open(page, '/ops/cyber/00000000-0000-4000-8000-000000000952', 'ops-cyber-pending');
  // The brokerages (mfe-broker), and the demo brokerage's own page: its negotiated commission rates
  // (docs/checkout.md) and its KAM.
  await open(page, '/ops/brokers', 'ops-brokerages');
  await open(page, '/ops/brokers/00000000-0000-4000-8000-000000000201', 'ops-brokerage');
  await expect(page.getByLabel(/Comissão Cyber/)).toBeVisible();
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header shows both navigations, not the menu button, and passes axe', async ({ page }) => {
    await visit(page, '/auth/sign-up', 'desktop-guest-sign-up');
    await signIn(page, 'cliente@demo.local');
    await expect(page).toHaveURL(/\/dashboard\/index$/);
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await checkScreen(page, 'desktop-customer-home');
    await open(page, '/dashboard/policies/home', 'desktop-customer-policies');
  });
});
