import { expect, request as http, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, signInOverHttp } from '../support';
import { sampleAnswersFor } from '../steps/sample-answers';
import { chooseOption } from '../steps/choose-option';
import { languagesOf } from '../steps/languages';

// The underwriting desk (issue 12), in its language (steps/languages.ts): a customer's cyber application is referred
// (no backups); it waits in ops@demo.local's queue; the underwriter publishes options and the
// customer, in another browser, sees them on the quotes screen without reloading; another referred
// application is declined with a reason, which the customer receives (mail) while its "searching"
// card leaves the quotes screen by itself.

const CUSTOMER = 'outra@demo.local';

const WORDS = {
  pt: {
    language: 'Idioma',
    desk: 'Mesa de subscrição',
    caption: 'Propostas na mesa de subscrição',
    option1: 'Opção 1',
    insurer: /^Seguradora/,
    publish: 'Publicar opções',
    published: 'Opções de Seguro cibernético publicadas.',
    history: /publicou 2 opções de Seguro cibernético/,
    declineForm: 'Recusar Seguro cibernético',
    reasonCode: /^Motivo \(catálogo\)/,
    noBackups: 'Sem backups',
    reason: /^Explicação para o cliente/,
    decline: 'Recusar',
    declined: 'Seguro cibernético recusado.',
    pending: 'Seguradora em definição',
  },
  en: {
    language: 'Language',
    desk: 'Underwriting desk',
    caption: 'Proposals on the underwriting desk',
    option1: 'Option 1',
    insurer: /^Insurer/,
    publish: 'Publish options',
    published: 'Cyber insurance options published.',
    history: /published 2 options for Cyber insurance/,
    declineForm: 'Decline Cyber insurance',
    reasonCode: /^Reason \(catalogue\)/,
    noBackups: 'No backups',
    reason: /^Explanation for the customer/,
    decline: 'Decline',
    declined: 'Cyber insurance declined.',
    pending: 'Insurer to be defined',
  },
  es: {
    language: 'Idioma',
    desk: 'Mesa de suscripción',
    caption: 'Propuestas en la mesa de suscripción',
    option1: 'Opción 1',
    insurer: /^Aseguradora/,
    publish: 'Publicar opciones',
    published: 'Opciones de Seguro cibernético publicadas.',
    history: /publicó 2 opciones de Seguro cibernético/,
    declineForm: 'Rechazar Seguro cibernético',
    reasonCode: /^Motivo \(catálogo\)/,
    noBackups: 'Sin copias de seguridad',
    reason: /^Explicación para el cliente/,
    decline: 'Rechazar',
    declined: 'Seguro cibernético rechazado.',
    pending: 'Aseguradora por definir',
  },
} as const;

/** Starts, answers and finishes a cyber questionnaire the engine refers (no backups), as the customer's API client would. */
async function referredApplication(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/v3/application-forms', {
    headers,
    data: { products: ['CYBER'], replace: true },
  });
  expect(started.status()).toBe(200);
  const form = (await started.json()) as { id: string; version: number; pending: string[] };
  const answers = sampleAnswersFor(form.pending, { 'cyber.mfa_email': true });
  const saved = await request.patch(`/v3/application-forms/${form.id}`, {
    headers,
    data: { version: form.version, answers },
  });
  const savedBody = (await saved.json()) as { version: number; pending: string[] };
  expect(savedBody.pending).toEqual([]);
  const finished = await request.post(`/v3/application-forms/${form.id}/finish`, {
    headers,
    data: { version: savedBody.version },
  });
  expect(((await finished.json()) as { status: string }).status).toBe('QUOTING');
  return form.id;
}

/** The desk case of a form (operations' API). */
async function caseOf(request: APIRequestContext, token: string, formId: string): Promise<string> {
  const list = await request.get('/v3/operations/underwriting', { headers: { authorization: `Bearer ${token}` } });
  const items = ((await list.json()) as { items: { id: string; form_id: string }[] }).items;
  return items.find((item) => item.form_id === formId)!.id;
}

async function chooseLanguage(page: Page, language: 'pt' | 'en' | 'es') {
  // The sign-in page has a language picker of its own: choose on the signed-in page, not on it.
  await expect(page).not.toHaveURL(/\/auth\//);
  if (language !== 'pt') await chooseOption(page, 'Idioma', language.toUpperCase());
}

for (const language of languagesOf('underwriting-desk')) {
  test(`(${language}) the underwriter publishes options the customer sees live, and declines another application with a reason`, async ({
    browser,
    request,
  }) => {
    const words = WORDS[language];
    const customerToken = await signInOverHttp(request, CUSTOMER);
    const toPublish = await referredApplication(request, customerToken);
    const toDecline = await referredApplication(request, customerToken);
    // Operations sign in from a client of their own (the first sign-in's session would answer for the second).
    const opsClient = await http.newContext({ baseURL: 'http://localhost:3000' });
    const opsToken = await signInOverHttp(opsClient, 'ops@demo.local');
    const publishCase = await caseOf(request, opsToken, toPublish);
    const declineCase = await caseOf(request, opsToken, toDecline);

    // The customer watches the quotes screen in a browser of their own.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await signIn(customer, CUSTOMER, '/dashboard/quotes/home');
    await chooseLanguage(customer, language);
    const quotes = customer.locator('[data-remote="mfe_quotes_policies"][data-state="mounted"]');
    // A card whose insurer is still to be defined is an application the desk is working on.
    const searching = quotes.getByRole('article').filter({ hasText: words.pending });
    await expect(searching.first()).toBeVisible();
    const searchingBefore = await searching.count();

    // The underwriter finds the case in the queue, from the operations home.
    const opsContext = await browser.newContext();
    const ops = await opsContext.newPage();
    await signIn(ops, 'ops@demo.local', '/ops');
    await chooseLanguage(ops, language);
    await ops.getByRole('main').getByRole('link', { name: words.desk }).click();
    const queue = ops.getByRole('table', { name: words.caption });
    await queue.locator(`a[href="/ops/underwriting/${publishCase}"]`).click();
    await expect(ops.getByRole('heading', { level: 1, name: 'Outra Empresa SA' })).toBeVisible();

    // Two options start from the engine's suggested prices; the first gets an insurer of this run.
    const insurer = `Seguradora Mesa ${language} ${Date.now()}`;
    const option1 = ops.getByRole('group', { name: words.option1 });
    await option1.getByLabel(words.insurer).fill(insurer);
    await ops.getByRole('button', { name: words.publish }).click();
    const confirm = ops.getByRole('dialog');
    await confirm.getByRole('button', { name: words.publish }).click();
    await expect(ops.getByText(words.published)).toBeVisible();
    await expect(ops.getByText(words.history)).toBeVisible();

    // No reload: the live update refetches the customer's quotes.
    await expect(quotes.getByRole('article').filter({ hasText: insurer })).toBeVisible();
    await expect(searching).toHaveCount(searchingBefore - 1);

    // Another application is declined with a reason of the catalogue and words for the customer.
    await ops.goto(`/ops/underwriting/${declineCase}`);
    const form = ops.getByRole('form', { name: words.declineForm });
    await chooseOption(form, words.reasonCode, words.noBackups);
    const reason = `Backups offline são exigidos (${language} ${Date.now()}).`;
    await form.getByLabel(words.reason).fill(reason);
    await form.getByRole('button', { name: words.decline }).click();
    await ops.getByRole('dialog').getByRole('button', { name: words.decline }).click();
    await expect(ops.getByText(words.declined)).toBeVisible();
    await expect(ops.getByText(reason).first()).toBeVisible();

    // The customer's screen drops the application's "searching" card by itself, and the mail says why.
    await expect(searching).toHaveCount(searchingBefore - 2);
    const mailbox = await request.get(`/v3/dev/mailbox/messages?to=${encodeURIComponent(CUSTOMER)}`);
    const mails = ((await mailbox.json()) as { items: { template: string; body: string }[] }).items;
    expect(mails.some((mail) => mail.template === 'desk-product-declined' && mail.body.includes(reason))).toBe(true);

    await customerContext.close();
    await opsContext.close();
    await opsClient.dispose();
  });
}
