// Issue 23's whole broker chain in one journey, in Chromium against the real API, in one language
// (steps/languages.ts): Demo Corretora adds a new company (the dialog fits a phone and passes axe);
// its administrator accepts the mailed invitation; the broker starts the customer's questionnaire
// and answers it, and the customer finishes it (HTTP: the questionnaire has journeys of its own);
// the broker compares the quote's options, selects one on the customer's behalf and sends the
// checkout for signature from the broker's area; the signatory signs with the mailed code and
// operations record the first instalment (HTTP: signing and the payments desk have their own
// journeys); the company is in the book with its policy issued, the earnings show the policy's
// commission expected, and another brokerage opening the company's checkout is told it is not found.
import AxeBuilder from '@axe-core/playwright';
import { expect, request as http, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFINITIONS, type Language } from '../../shared/domain/src';
import { addCompanyMessages } from '../../mfe-broker/src/features/companies-list/add-company-messages';
import { earningsMessages } from '../../mfe-broker/src/features/earnings/messages';
import { messages as brokerMessages } from '../../mfe-broker/src/messages';
import { brokerCompanyMessages } from '../../mfe-quotes-policies/src/broker-company-messages';
import { checkoutMessages } from '../../mfe-quotes-policies/src/features/checkout/messages';
import { messages as quotesMessages } from '../../mfe-quotes-policies/src/messages';
import { quoteWords } from '../../mfe-quotes-policies/src/quote-words';
import { PASSWORD, signInOverHttp, uniqueCnpj } from '../support';
import { languagesOf } from '../steps/languages';
import { sampleAnswer } from '../steps/sample-answers';
import { pageIn, signInAs } from '../steps/team-and-profile';

type Words = Record<string, Record<string, string>>;
const WORDS: Words[] = [
  brokerMessages,
  addCompanyMessages,
  earningsMessages,
  brokerCompanyMessages,
  checkoutMessages,
  quoteWords,
  quotesMessages,
];
const say = (language: Language, id: string, values: Record<string, string | number> = {}) => {
  const text = WORDS.map((words) => words[language]![id]).find(Boolean);
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
};
const remote = (page: Page, name: string) => page.locator(`[data-remote="${name}"][data-state="mounted"]`);
const book = (page: Page) => remote(page, 'mfe_broker');
const quotes = (page: Page) => remote(page, 'mfe_quotes_policies');

/** With these the D&O risk is clear (rating-config.ts), so the engine quotes at once. */
const CLEAR_RISK: Record<string, unknown> = { 'dno.company_type': 'PRIVATE', 'dno.requested_limit': 'L_2M' };

async function send(request: APIRequestContext, token: string | null, method: string, path: string, data?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await request.fetch(path, { method, headers, data });
  const body = await response.json();
  expect(response.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}
/** A bearer token of its own, signed in from a fresh client (no provider session of another person). */
async function tokenOf(email: string) {
  const client = await http.newContext({ baseURL: 'http://localhost:3000' });
  const token = await signInOverHttp(client, email);
  await client.dispose();
  return token;
}
const mailsTo = async (request: APIRequestContext, email: string) =>
  (await send(request, null, 'GET', `/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).items as {
    subject: string;
    link: string | null;
  }[];

for (const language of languagesOf('broker-chain')) {
  test(`a broker brings a company in and runs it to an issued policy and its commission (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const api = await http.newContext({ baseURL: 'http://localhost:3000' });
    const stamp = Date.now().toString(36);
    const company = `Cadeia Corretora ${stamp} Ltda`;
    const taxId = uniqueCnpj();
    const admin = { name: 'Renata Admin', email: `admin-${stamp}@cadeia.test` };

    // The broker adds the company, on a phone.
    const broker = await pageIn(browser, language);
    await signInAs(broker, language, 'corretor@demo.local', PASSWORD);
    await expect(broker).toHaveURL(/\/broker\/index/);
    await broker.setViewportSize({ width: 360, height: 740 });
    await book(broker)
      .getByRole('button', { name: say(language, 'broker.book.add') })
      .click();
    const dialog = broker.getByRole('dialog', { name: say(language, 'broker.addCompany.title') });
    await dialog.getByLabel(say(language, 'broker.addCompany.taxId')).fill(taxId);
    await dialog.getByLabel(say(language, 'broker.addCompany.name')).fill(company);
    await dialog.getByLabel(say(language, 'broker.addCompany.administratorName')).fill(admin.name);
    await dialog.getByLabel(say(language, 'broker.addCompany.administratorEmail')).fill(admin.email);
    const { violations } = await new AxeBuilder({ page: broker })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await broker.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    await dialog.getByRole('button', { name: say(language, 'broker.addCompany.submit') }).click();
    await expect(
      dialog.getByText(say(language, 'broker.addCompany.INVITED.detail', { email: admin.email, company })),
    ).toBeVisible();
    await dialog.getByRole('button', { name: say(language, 'broker.addCompany.close') }).click();
    await broker.setViewportSize({ width: 1366, height: 900 });

    // The administrator accepts the mailed invitation: the brokerage is now broker of record.
    const [invitation] = await mailsTo(api, admin.email);
    const token = new URL(invitation!.link!).searchParams.get('token');
    await send(api, null, 'POST', '/v3/invitations/accept', { token, name: admin.name, password: PASSWORD });

    // The broker starts the customer's questionnaire and answers it; the customer finishes it.
    const brokerToken = await tokenOf('corretor@demo.local');
    const customerToken = await tokenOf(admin.email);
    const added = (await send(api, brokerToken, 'GET', `/v3/broker/companies?q=${encodeURIComponent(company)}`))
      .items[0];
    const companyId: string = added.company_id;
    const started = await send(api, brokerToken, 'POST', `/v3/broker/companies/${companyId}/application-forms`, {
      products: ['D_AND_O'],
    });
    const form = await send(api, brokerToken, 'GET', `/v3/application-forms/${started.id}`);
    const questions = DEFINITIONS.filter((d) => d.part in form.definition_versions).flatMap((d) =>
      d.sections.flatMap((s) => s.questions),
    );
    const answers = Object.fromEntries(
      questions
        .filter((q) => form.pending.includes(q.id))
        .map((q) => [q.id, q.type === 'tax_id' ? taxId : (CLEAR_RISK[q.id] ?? sampleAnswer(q))]),
    );
    const saved = await send(api, brokerToken, 'PATCH', `/v3/application-forms/${form.id}`, {
      version: form.version,
      answers,
    });
    await send(api, customerToken, 'POST', `/v3/application-forms/${form.id}/finish`, { version: saved.version });
    const options = (await send(api, brokerToken, 'GET', `/v3/broker/companies/${companyId}/quotes`)).items as {
      id: string;
      subjectivities: { code: string; due: string }[];
    }[];
    expect(options.length).toBeGreaterThan(0);
    // The evidence a condition asks before binding (its own journey: clear-risk-to-policy.spec.ts).
    for (const option of options)
      for (const condition of option.subjectivities.filter((item) => item.due === 'BEFORE_BINDING')) {
        const evidence = await api.post(
          `/v3/quotes/${option.id}/evidence?subjectivity=${condition.code}&file_name=evidencia.pdf`,
          {
            headers: { authorization: `Bearer ${brokerToken}`, 'content-type': 'application/octet-stream' },
            data: Buffer.from('%PDF-1.4\nevidencia\n'),
          },
        );
        expect(evidence.status(), await evidence.text()).toBe(200);
      }

    // The broker compares the options and selects the first on the customer's behalf.
    await broker.goto(`/broker/company/${companyId}/quotes`);
    await quotes(broker)
      .getByRole('link', { name: say(language, 'quotes.next.compare') })
      .click();
    await expect(broker).toHaveURL(new RegExp(`/broker/company/${companyId}/quotes/[^/]+/detail$`));
    await quotes(broker)
      .getByRole('button', { name: say(language, 'quote.selectNamed', { n: 1 }) })
      .click();
    const confirm = broker.getByRole('dialog', { name: say(language, 'quote.confirm.title') });
    await confirm.getByRole('button', { name: say(language, 'quote.confirm.ok'), exact: true }).click();
    const success = broker.getByRole('dialog', { name: say(language, 'quote.success.title') });
    await success.getByRole('link', { name: say(language, 'quote.success.checkout') }).click();
    await expect(broker).toHaveURL(new RegExp(`/broker/company/${companyId}/quotes/[^/]+/checkout$`));
    const checkoutUrl = broker.url();

    // The checkout on the customer's behalf: signatory and administrator, the commission disclosed.
    const signer = { name: 'Olívia Santos', email: `signataria-${stamp}@cadeia.test` };
    const checkout = quotes(broker);
    await checkout.getByLabel(say(language, 'checkout.signer_name')).fill(signer.name);
    await checkout.getByLabel(say(language, 'checkout.signer_email')).fill(signer.email);
    await checkout.getByLabel(say(language, 'checkout.admin_name')).fill(admin.name);
    await checkout.getByLabel(say(language, 'checkout.admin_email')).fill(admin.email);
    await expect(
      checkout.getByText(say(language, 'checkout.summary.brokerCommission', { broker: 'Demo Corretora' })),
    ).toBeVisible();
    await checkout.getByRole('button', { name: say(language, 'checkout.send') }).click();
    await expect(checkout.getByText(say(language, 'checkout.pending.title', { email: signer.email }))).toBeVisible();

    // The signatory signs with the mailed code; operations record the first instalment.
    let signing: string | undefined;
    await expect
      .poll(async () => {
        signing = (await mailsTo(api, signer.email))
          .map((mail) => mail.link ?? '')
          .find((link) => link.includes('token='));
        return signing;
      })
      .toBeTruthy();
    const signature = new URL(signing!).searchParams.get('token');
    await send(api, null, 'POST', `/v3/signatures/${signature}/code`);
    let code: string | undefined;
    await expect
      .poll(async () => {
        code = (await mailsTo(api, signer.email)).map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1]).find(Boolean);
        return code;
      })
      .toBeTruthy();
    await send(api, null, 'POST', `/v3/signatures/${signature}/sign`, { code, name: signer.name, consent: true });
    let policyNumber = '';
    await expect
      .poll(async () => {
        const policies = await send(api, brokerToken, 'GET', `/v3/broker/companies/${companyId}/policies`);
        policyNumber = policies.items[0]?.policy_number ?? '';
        return policyNumber;
      })
      .not.toBe('');
    const opsToken = await tokenOf('ops@demo.local');
    const first = (await send(api, opsToken, 'GET', '/v3/operations/invoices?status=PENDING')).items.find(
      (invoice: { policy_number: string; instalment: number }) =>
        invoice.policy_number === policyNumber && invoice.instalment === 1,
    );
    await send(api, opsToken, 'POST', `/v3/operations/invoices/${first.id}/payment`, {
      version: first.version,
      method: 'PIX',
    });

    // The book shows the policy issued; the earnings show its commission expected.
    await broker.goto(`/broker/index?q=${encodeURIComponent(company)}`);
    const row = book(broker).getByRole('row').filter({ hasText: company });
    await expect(row.getByText(say(language, 'broker.sideStatus.POLICY_ISSUED'))).toBeVisible();
    await broker.goto('/broker/earnings/home');
    const earnings = book(broker).getByRole('table', {
      name: say(language, 'earnings.policyCaption', { policy: policyNumber }),
    });
    const line = earnings.getByRole('row').filter({ hasText: say(language, 'earnings.instalment', { number: 1 }) });
    await expect(line.getByText(say(language, 'earnings.status.EXPECTED'))).toBeVisible();

    // Another brokerage finds neither the company nor its checkout.
    const other = await pageIn(browser, language);
    await signInAs(other, language, 'corretora2@demo.local', PASSWORD, new URL(checkoutUrl).pathname);
    await expect(
      quotes(other).getByRole('heading', { name: say(language, 'brokerCompany.notFound.title') }),
    ).toBeVisible();

    await Promise.all([broker.context().close(), other.context().close(), api.dispose()]);
  });
}
