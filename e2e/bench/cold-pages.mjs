// The pages a person opens cold (issue 25, item 1), each with what the bench waits for as "the page
// answers input": the first control or heading the page's own code draws (the HTML's first paint
// draws a frame only), and the JavaScript (gzip) fetched until then.
/* global window, document, performance, MutationObserver -- used inside the page (waitForFunction, addInitScript) */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const SHELL = 'http://localhost:3000';
const CUSTOMER = 'cliente@demo.local';
const BROKER = 'corretor@demo.local';
/** The demo customer's D&O options (a quote link as the "your quotes are ready" mail gives it). */
const QUOTE_LINK = '/dashboard/quotes/available/dno/00000000-0000-4000-8000-000000000501';
const REMOTE_READY = '[data-remote][data-state="mounted"] :is(h1, input, button)';
// The slim public pages put `data-screen` on the page once their own code has drawn it.
const CERTIFICATE_READY = '[data-screen="certificate"] h1';
const SIGNATURE_READY = '[data-screen="signature"] :is(h1, input, button)';
// The customer home's first screen, drawn by its remote before the full shell (h-firstscreen), or the remote's area.
const CUSTOMER_HOME_READY = `[data-screen="customer-home"] h1, ${REMOTE_READY}`;
// The broker home's first screen (h-brokerfirst) draws before the full shell, as the customer's does.
const BROKER_HOME_READY = `[data-screen="broker-home"] h1, ${REMOTE_READY}`;

// The quote link's first screen, drawn by its remote before the full shell (h-quotefirst), or the remote's area.
const QUOTE_LINK_READY = `[data-screen="quote-compare"] h1, ${REMOTE_READY}`;

export const COLD_PAGES = [
  { path: '/', ready: '#landing-title' },
  // The slim sign-up page's form (or onboarding's SignUpPage, whichever draws it), ready.
  { path: '/auth/sign-up', ready: '[data-screen="sign-up"] input' },
  // The provider's sign-in request followed in the background, its form drawn on the same page.
  { path: '/auth/login', ready: '[data-screen="sign-in"] input[type="email"]' },
  { path: QUOTE_LINK, name: 'quote link', signedInAs: CUSTOMER, ready: QUOTE_LINK_READY },
  // The shell's slim signing page (h-public): its heading or first control, drawn by its own code.
  { path: '/public/signature', signingLink: true, ready: SIGNATURE_READY },
  { path: '/dashboard/index', signedInAs: CUSTOMER, ready: CUSTOMER_HOME_READY },
  { path: '/broker/index', signedInAs: BROKER, ready: BROKER_HOME_READY },
  // The demo certificate (api/src/seed/demo/policy-documents.ts), drawn by the shell's slim page.
  { path: '/public/policy?c=Demo-Certificado-701Ab', name: '/public/policy', ready: CERTIFICATE_READY },
];

/** The demo checkout's signing link, as the signatory opens it from the development mailbox. */
export async function signingLinkPath() {
  const mails = await (await fetch(`${SHELL}/v3/dev/mailbox/messages?to=${encodeURIComponent(CUSTOMER)}`)).json();
  const mail = mails.items.find((item) => item.template === 'signature-request');
  if (!mail) throw new Error('no signature-request mail for the demo checkout in the mailbox');
  const link = new URL(mail.link);
  return link.pathname + link.search;
}

/** The page's name in the table: its path, or what it stands for. */
export const pageName = (page) => page.name ?? page.path;
/** The address the bench opens for a page (the signing link's token is the seed's). */
export const pageUrl = async (page) => SHELL + (page.signingLink ? await signingLinkPath() : page.path);

async function signIn(page, email, password) {
  await page.goto(`${SHELL}/auth/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForFunction(() => /\/(dashboard|broker)\/index$/.test(window.location.pathname));
}

/**
 * A signed-in page is opened once before it is measured, as a person opening a bookmark again has
 * (h-homechain): what the page keeps on the device stays (the session in the tab, the files its
 * first screen needed, which the HTML then preloads); the HTTP cache is emptied after, by the caller.
 * Playwright's and Puppeteer's pages alike.
 */
export async function previousVisit(page, coldPage) {
  if (!coldPage.signedInAs) return;
  await page.goto(await pageUrl(coldPage));
  await page.waitForSelector(coldPage.ready, { timeout: 30_000 });
}

/**
 * Gzip bytes of every script requested from the page's navigation until it answers input (its
 * `ready` element), with an empty HTTP cache; a signed-in page keeps the session, not the files.
 * "Until" is the moment the page drew that element (a mutation observer in the page notes it), not
 * the moment this script's poll saw it: what the page fetches at idle once it is drawn (the full
 * shell's and the remote's files warmed for the first input) is not before input (Stop 36).
 */
async function jsBeforeInput(browser, coldPage, password) {
  const context = await browser.newContext();
  // The live-update stream is not JavaScript and never idles: not what is measured.
  await context.route('**/v3/live', (request) => request.fulfill({ status: 503, body: '' }));
  const page = await context.newPage();
  if (coldPage.signedInAs) await signIn(page, coldPage.signedInAs, password);
  await previousVisit(page, coldPage);
  // The sign-in page's document left first (the tab keeps the session): what it still fetched
  // (the form layer its typing asked for) is not the cold page's (h-broker).
  if (coldPage.signedInAs) await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.addInitScript((ready) => {
    const note = () => {
      if (!window.benchReadyAt && document.querySelector(ready))
        window.benchReadyAt = performance.timeOrigin + performance.now();
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, attributes: true });
  }, coldPage.ready);
  const url = await pageUrl(coldPage);
  const requested = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request);
  });
  await page.goto(url);
  await page.locator(coldPage.ready).first().waitFor({ timeout: 30_000 });
  const readyAt = await page.evaluate(() => window.benchReadyAt);
  await Promise.all(requested.map((request) => request.response().catch(() => null)));
  const before = requested.filter((request) => !readyAt || request.timing().startTime <= readyAt);
  const files = new Map();
  for (const script of new Set(before.map((request) => request.url())))
    files.set(script, gzipSync(await (await context.request.get(script)).body(), { level: 9 }).length);
  await context.close();
  return { bytes: [...files.values()].reduce((sum, size) => sum + size, 0), files };
}

/** Per page (by name): the JavaScript, gzip, fetched before it answers input, and in how many files. */
export async function coldPageScripts(pages, password) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const figures = {};
    for (const page of pages) figures[pageName(page)] = await jsBeforeInput(browser, page, password);
    return figures;
  } finally {
    await browser.close();
  }
}
