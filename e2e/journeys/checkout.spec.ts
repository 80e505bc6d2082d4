// Checkout, e-signature and issuance in Chromium, against the real API (issue 12 parts 4-6), in
// pt, en and es. Each language works on an account made for it through the API (sign-up, the
// mailed confirmation, a D&O questionnaire answered and finished, an option selected), so the demo
// data stays as seeded. The customer fills checkout with 7 instalments and checks the figures
// against a hand computation written here; the legal signatory opens the mailed link from the
// development mailbox, asks for the code, gets it by mail and signs; the policy appears on
// dashboard/policies/home.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEFINITIONS, type Language } from '../../shared/domain/src';
import { checkoutMessages } from '../../mfe-quotes-policies/src/features/checkout/messages';
import { signatureMessages } from '../../mfe-quotes-policies/src/features/public-signature/messages';
import { messages } from '../../mfe-quotes-policies/src/messages';
import { quoteWords } from '../../mfe-quotes-policies/src/quote-words';
import { PASSWORD, signInOverHttp, uniqueCnpj } from '../support';
import { sampleAnswer } from '../steps/sample-answers';
import { LANGUAGES, pageIn, signInAs } from '../steps/team-and-profile';
import { chooseOption } from '../steps/choose-option';

type Request = APIRequestContext;
type Headers = Record<string, string>;

const say = (language: Language, id: string, values: Record<string, string | number> = {}) => {
  // The remote's texts with those its lazy screens (quotes, checkout, signing) fetch.
  const text = [messages, quoteWords, checkoutMessages, signatureMessages]
    .map((words) => words[language][id])
    .find(Boolean);
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
};
const area = (page: Page) => page.locator('[data-remote="mfe_quotes_policies"][data-state="mounted"]');
const run = Date.now();
let serial = 0;
const day = 24 * 3600_000;
const isoDate = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

/**
 * The figures of a 7-instalment plan, by hand (domain-facts.md): the Price table's level
 * instalment at 1.5% a month, PMT = P x i / (1 - (1 + i)^-n), times 7 and rounded to the cent; IOF
 * 7.38% of that; the total split in 7, the cents left over on the first instalment.
 */
function handComputation(premium: string) {
  const principal = Math.round(Number(premium) * 100);
  const pmt = (principal * 0.015) / (1 - Math.pow(1.015, -7));
  const withInterest = Math.round(pmt * 7);
  const iof = Math.round(withInterest * 0.0738);
  const total = withInterest + iof;
  const regular = Math.floor(total / 7);
  return { interest: withInterest - principal, iof, total, regular, first: total - 6 * regular };
}

/** An amount in cents as any locale writes it: the digits, whatever the separators (21.074,96 / 21,074.96). */
const amount = (cents: number) => {
  const units = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\\s\u00a0\u202f]?');
  return new RegExp(`${units}[.,]${String(cents % 100).padStart(2, '0')}(?!\\d)`);
};

const bearer = async (request: Request, email: string): Promise<Headers> => ({
  authorization: `Bearer ${await signInOverHttp(request, email)}`,
});

/** A new confirmed company, a D&O questionnaire finished, and a quote option SELECTED; returns the option. */
async function companyWithSelectedQuote(browser: Browser, request: Request, language: Language) {
  serial += 1;
  const email = `checkout-${language}-${run}-${serial}@example.com`;
  const taxId = uniqueCnpj();
  const created = await request.post('/v3/accounts/sign-up', {
    data: {
      kind: 'company',
      country: 'br',
      language,
      name: 'Carla Compradora',
      email,
      organisation: `Checkout ${run} ${serial} Ltda`,
      taxIdType: 'CNPJ',
      taxId,
      password: PASSWORD,
      termsAccepted: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const mails = await (await request.get(`/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json();
  const token = new URL(mails.items[0].link).searchParams.get('token');
  expect((await request.post('/v3/accounts/email-confirmation', { data: { token } })).status()).toBe(200);

  const headers = await bearer(request, email);
  const started = await request.post('/v3/application-forms', {
    headers,
    data: { products: ['D_AND_O'], replace: true },
  });
  expect(started.status(), await started.text()).toBe(200);
  const form = await started.json();
  const questions = DEFINITIONS.filter((d) => d.part in form.definition_versions).flatMap((d) =>
    d.sections.flatMap((s) => s.questions),
  );
  const answers = Object.fromEntries(
    questions
      .filter((question) => form.pending.includes(question.id))
      .map((question) => [question.id, question.type === 'tax_id' ? taxId : sampleAnswer(question)]),
  );
  const saved = await request.patch(`/v3/application-forms/${form.id}`, {
    headers,
    data: { version: form.version, answers },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const finished = await request.post(`/v3/application-forms/${form.id}/finish`, {
    headers,
    data: { version: (await saved.json()).version },
  });
  expect(finished.status(), await finished.text()).toBe(200);

  // A clear risk is quoted at once; one that needs a person gets its options from the desk.
  if ((await finished.json()).status === 'QUOTING') {
    // Operations sign in from a context of their own (this one holds the customer's provider session).
    const desk = await browser.newContext();
    const ops = await bearer(desk.request, 'ops@demo.local');
    const cases = await (await desk.request.get('/v3/operations/underwriting', { headers: ops })).json();
    const waiting = cases.items.find((item: { form_id: string }) => item.form_id === form.id);
    const published = await desk.request.post(`/v3/operations/underwriting/${waiting.id}/quotes`, {
      headers: ops,
      data: {
        version: waiting.version,
        product: 'D_AND_O',
        options: [
          {
            insurer: 'Seguradora Alfa',
            limit: 'L_5M',
            retention: 'R_25K',
            premium: '18500.00',
            territorial_scope: 'BRAZIL',
            recommended: true,
          },
        ],
      },
    });
    expect(published.status(), await published.text()).toBe(200);
    await desk.close();
  }
  const quotes = await (await request.get('/v3/quotes', { headers })).json();
  const option = quotes.items.find(
    (quote: { status: string; recommended: boolean; application_form_id: string }) =>
      quote.status === 'AVAILABLE' && quote.recommended && quote.application_form_id === form.id,
  ) as { id: string; gross_premium: string };
  expect(option).toBeTruthy();
  const selected = await request.post(`/v3/quotes/${option.id}/select`, { headers });
  expect(selected.status(), await selected.text()).toBe(200);
  // The evidence of each pre-bind condition (a quote with open ones cannot be sent for signature).
  const terms = await (await request.get(`/v3/quotes/${option.id}`, { headers })).json();
  for (const condition of terms.subjectivities as { code: string; due: string; open: boolean }[]) {
    if (condition.due !== 'BEFORE_BINDING' || !condition.open) continue;
    const uploaded = await request.post(
      `/v3/quotes/${option.id}/evidence?subjectivity=${condition.code}&file_name=evidence.pdf`,
      {
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        data: Buffer.from('%PDF-1.4\n% evidence\n'),
      },
    );
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
  return { email, headers, quote: option };
}

for (const language of LANGUAGES) {
  test(`a selected quote is checked out in 7 instalments, signed by the signatory through the mailed link and issued (${language})`, async ({
    browser,
    request,
  }) => {
    const { email, headers, quote } = await companyWithSelectedQuote(browser, request, language);
    const figures = handComputation(quote.gross_premium);
    const signer = { name: 'Sílvia Assinante', email: `signer-${language}-${run}@example.com` };

    // The customer fills the checkout.
    const page = await pageIn(browser, language);
    await signInAs(page, language, email, PASSWORD, `/dashboard/quotes/checkout/${quote.id}`);
    await page.goto(`/dashboard/quotes/checkout/${quote.id}`);
    const main = area(page);
    await expect(main.getByRole('heading', { level: 2, name: say(language, 'checkout.form.title') })).toBeVisible();
    await main.getByLabel(say(language, 'checkout.start_date')).fill(isoDate(5));
    await chooseOption(main, say(language, 'checkout.instalments'), /^7(?!\d)/);
    await main.getByLabel(say(language, 'checkout.signer_name')).fill(signer.name);
    await main.getByLabel(say(language, 'checkout.signer_email')).fill(signer.email);
    await main.getByLabel(say(language, 'checkout.admin_name')).fill('Carla Compradora');
    await main.getByLabel(say(language, 'checkout.admin_email')).fill(email);

    // The summary equals the hand computation.
    const summary = main.getByRole('region', { name: say(language, 'checkout.summary.title') });
    const row = (id: string) => summary.locator('div', { has: page.getByText(say(language, id), { exact: true }) });
    await expect(row('checkout.summary.interest')).toContainText(amount(figures.interest));
    await expect(row('checkout.summary.iof')).toContainText(amount(figures.iof));
    await expect(row('checkout.summary.total')).toContainText(amount(figures.total));
    await expect(row('checkout.summary.instalmentAmount')).toContainText(amount(figures.regular));
    await expect(row('checkout.summary.instalmentAmount')).toContainText(amount(figures.first));

    await main.getByRole('button', { name: say(language, 'checkout.send') }).click();
    await expect(main.getByText(say(language, 'checkout.pending.title', { email: signer.email }))).toBeVisible();
    // The API kept its own figures, the same.
    const stored = await (await request.get(`/v3/quotes/${quote.id}/checkout`, { headers })).json();
    expect(Math.round(Number(stored.checkout.summary.total_premium) * 100)).toBe(figures.total);

    // The signatory, without an account, opens the mailed link from the development mailbox.
    const signatory = await pageIn(browser, language);
    await signatory.goto(`/v3/dev/mailbox?to=${encodeURIComponent(signer.email)}`);
    await signatory.locator('article', { hasText: signer.email }).first().locator('a.action').click();
    await expect(signatory).toHaveURL(/\/public\/signature\?token=/);
    const signing = area(signatory);
    await expect(signing.getByRole('heading', { level: 1 })).toContainText(`Checkout ${run} ${serial} Ltda`);
    await expect(signing.getByText(amount(figures.total)).first()).toBeVisible();
    await signing.getByRole('button', { name: say(language, 'signature.sendCode') }).click();
    await expect(signing.getByText(say(language, 'signature.codeSent', { email: signer.email }))).toBeVisible();
    const codeSubject = async () => {
      const mails = await (await request.get(`/v3/dev/mailbox/messages?to=${encodeURIComponent(signer.email)}`)).json();
      return (mails.items.find((mail: { template: string }) => mail.template === 'signature-code')?.subject ??
        '') as string;
    };
    await expect.poll(codeSubject).toMatch(/\d{6}/);
    const code = /(\d{6})/.exec(await codeSubject())![1]!;
    await signing.getByLabel(say(language, 'signature.code')).fill(code);
    await signing.getByLabel(say(language, 'signature.name')).fill(signer.name);
    await signing.getByLabel(say(language, 'signature.consent')).check();
    await signing.getByRole('button', { name: say(language, 'signature.sign') }).click();
    await expect(signing.getByText(say(language, 'signature.signed.title'))).toBeVisible();
    await signatory.context().close();

    // Issuance runs in the job queue: the policy appears on the customer's policies.
    await expect
      .poll(
        async () =>
          (await (await request.get(`/v3/quotes/${quote.id}/checkout`, { headers })).json()).checkout.policy
            ?.policy_number ?? null,
        { timeout: 30_000 },
      )
      .not.toBeNull();
    const issued = await (await request.get(`/v3/quotes/${quote.id}/checkout`, { headers })).json();
    await page.goto('/dashboard/policies/home');
    await expect(area(page).getByText(issued.checkout.policy.policy_number)).toBeVisible();
    await page.context().close();
  });
}
