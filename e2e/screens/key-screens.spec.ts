import { expect, test, type Page, type Request } from '@playwright/test';
import { moveInApp, signIn } from '../support';

/**
 * The product's key screens look as designed (issue 22): each screen is drawn once (a signed-in
 * session's first screen after signing in, the next ones reached in the app) and compared at
 * 1366 px and then at 360 px with the committed references in screens/references/
 * (`npm run screens:update` rewrites them; docs/development.md). The five screens of the design
 * brief are compared whole; the others by their first viewport, which keeps the references small.
 */
type Screen = {
  name: string;
  /** Loaded cold; none: the screen the page is on. */
  path?: string;
  /**
   * Reached in the app from the screen before, as its links reach it (`moveInApp`), without loading
   * the shell and the remote again: the same route of the same remote is drawn. The heading the
   * shell focuses after a navigation draws no ring (shell.css), so the pictures are the cold load's.
   */
  moveTo?: string;
  fullPage?: boolean;
};

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };

test.use({ reducedMotion: 'reduce', timezoneId: 'America/Sao_Paulo' });
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/**
 * The seed is relative to the server's today, so every date and time the screen shows changes from
 * one day to the next: each becomes the same stand-in of the same format (and so of the same width).
 */
async function fixDates(page: Page) {
  await page.evaluate(() => {
    const FORMATS: [RegExp, string][] = [
      [/\b\d{1,2} de [a-zç]+\.? de \d{4}\b/g, '1 de jan. de 2026'],
      [/\b\d{1,2} de [a-zç]+\.?(?= |,|$)/g, '1 de jan.'],
      [/\b\d{2}\/\d{2}\/\d{4}\b/g, '01/01/2026'],
      [/\b\d{4}-\d{2}-\d{2}\b/g, '2026-01-01'],
      [/\b\d{1,2}:\d{2}(:\d{2})?\b/g, '12:00'],
    ];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const before = node.nodeValue ?? '';
      const after = FORMATS.reduce((text, [pattern, standIn]) => text.replace(pattern, standIn), before);
      if (after !== before) node.nodeValue = after;
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="date"]')) {
      if (input.value) input.value = '2026-01-01';
    }
  });
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests still waiting for an answer, but the live-update stream, which stays open. */
function pendingRequests(page: Page): Set<Request> {
  let pending = inFlight.get(page);
  if (!pending) {
    const requests = new Set<Request>();
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/v3/live')) requests.add(request);
    });
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    inFlight.set(page, requests);
    pending = requests;
  }
  return pending;
}

test.beforeEach(async ({ page }) => {
  // From the first request of the test on, signing in included.
  pendingRequests(page);
  // The page's clock stands still while a screen loads and is compared. It stays at the real time:
  // the demo data is seeded relative to the server's today, and the API refuses a DPoP proof whose
  // time is more than two minutes from its own.
  await page.clock.setFixedTime(new Date());
});

/** One load, two widths: the desktop first, then the same page narrowed to the phone. */
async function compare(page: Page, { name, path, moveTo, fullPage = false }: Screen) {
  await page.setViewportSize(DESKTOP);
  const pending = pendingRequests(page);
  if (path || moveTo) {
    // Set again for each screen, between two pages: set while a page is still coming (the
    // redirects of signing in), its clock may start at 1970 and the API refuse its DPoP proofs.
    await page.clock.setFixedTime(new Date());
    if (path) await page.goto(path);
    else await moveInApp(page, moveTo!);
  }
  await expect(page.locator('main h1').first()).toBeVisible();
  // A section may draw nothing until its data comes (the cyber requests): every answer in first.
  await expect.poll(() => pending.size).toBe(0);
  await expect(page.locator('main .ui-loading')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  for (const [size, width] of [
    [DESKTOP, 1366],
    [PHONE, 360],
  ] as const) {
    await page.setViewportSize(size);
    await fixDates(page);
    // A whole page of a busy machine takes seconds to capture, and it is captured until two agree.
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage, timeout: 30_000 });
  }
}

test('guest screens: landing, sign-up, sign-in and the signatory link', async ({ page }) => {
  await compare(page, { name: 'landing', path: '/' });
  await compare(page, { name: 'sign-up', path: '/auth/sign-up' });
  // The demo checkout's signing link, as the signatory opens it from the mail.
  const mails = await (await page.request.get('/v3/dev/mailbox/messages?to=cliente%40demo.local')).json();
  const signing = mails.items.find((mail: { template: string }) => mail.template === 'signature-request');
  const link = new URL(signing.link as string);
  await compare(page, { name: 'public-signature', path: link.pathname + link.search });
  await page.goto('/dashboard/index', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
  await compare(page, { name: 'sign-in' });
});

test('customer: home, questionnaire and the quote moment', async ({ page }) => {
  await signIn(page, 'cliente@demo.local');
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await compare(page, { name: 'home', fullPage: true });
  await compare(page, { name: 'questionnaire', moveTo: '/ipaf/one-page', fullPage: true });
  await compare(page, { name: 'review', moveTo: '/ipaf/prev?user_form_id=00000000-0000-4000-8000-000000000501' });
  await compare(page, { name: 'quotes-list', moveTo: '/dashboard/quotes/home' });
  const dno = 'available/dno/00000000-0000-4000-8000-000000000501';
  await compare(page, { name: 'quotes', moveTo: `/dashboard/quotes/${dno}`, fullPage: true });
  await compare(page, { name: 'quote-detail', moveTo: `/dashboard/quotes/detail/${dno}`, fullPage: true });
  await compare(page, {
    name: 'checkout',
    moveTo: '/dashboard/quotes/checkout/00000000-0000-4000-8000-000000000621',
    fullPage: true,
  });
});

test('customer: policies, claims and cyber', async ({ page }) => {
  await signIn(page, 'cliente@demo.local', '/dashboard/policies/home');
  await expect(page).toHaveURL(/\/dashboard\/policies\/home$/);
  await compare(page, { name: 'policies-list' });
  // The demo D&O policy with a paid, a late and pending invoices (api/src/seed/demo/payments.ts).
  await compare(page, {
    name: 'policy-detail',
    moveTo: '/dashboard/policies/detail/00000000-0000-4000-8000-000000000701',
  });
  await compare(page, { name: 'claims-list', moveTo: '/dashboard/claims/home' });
  await compare(page, { name: 'claim-create', moveTo: '/dashboard/claims/create' });
  await compare(page, { name: 'cyber-plans', moveTo: '/dashboard/cyber/home', fullPage: true });
  await compare(page, { name: 'cyber-report', moveTo: '/dashboard/cyber/report/00000000-0000-4000-8000-000000000903' });
});

test('broker home', async ({ page }) => {
  await signIn(page, 'corretor@demo.local');
  await expect(page).toHaveURL(/\/broker\/index$/);
  await compare(page, { name: 'broker-home' });
});

test('operations home and the underwriting queue', async ({ page }) => {
  await signIn(page, 'ops@demo.local');
  await expect(page).toHaveURL(/\/ops$/);
  await compare(page, { name: 'ops-home' });
  await compare(page, { name: 'underwriting-queue', moveTo: '/ops/underwriting' });
});
