// Issue 23, item 3, in Chromium against the real API, in one language (e2e/steps/languages.ts):
// Demo Corretora (corretor@demo.local) opens Outra Empresa's quotes in the broker's area, compares
// the E&O options, selects one for the customer, fills the checkout on the customer's behalf
// (signatory and administrator data, the broker's commission disclosed) and sends it for
// signature: the signatory's signing link arrives in the development mailbox. Another brokerage
// (corretora2@demo.local) opening the same addresses is told the company and the quote are not
// found. The condition Outra's options ask before binding (a contract template) is sent through
// the API, the one shortcut: sending evidence has its own journey (clear-risk-to-policy.spec.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../../shared/domain/src/locale';
import { brokerCompanyMessages } from '../../mfe-quotes-policies/src/broker-company-messages';
import { checkoutMessages } from '../../mfe-quotes-policies/src/features/checkout/messages';
import { messages as quotesMessages } from '../../mfe-quotes-policies/src/messages';
import { quoteWords } from '../../mfe-quotes-policies/src/quote-words';
import { PASSWORD, signInOverHttp } from '../support';
import { pageIn, signInAs } from '../steps/team-and-profile';
import { languagesOf } from '../steps/languages';

// api/src/seed/demo/broker-quotes.ts: Outra Empresa's three E&O options, and the other brokerage.
const OUTRA = '00000000-0000-4000-8000-000000000102';
const RECOMMENDED = '00000000-0000-4000-8000-000000734202';
const OTHER_BROKER = 'corretora2@demo.local';

const say = (language: Language, id: string, values: Record<string, string | number> = {}) => {
  const text = [brokerCompanyMessages, checkoutMessages, quoteWords, quotesMessages]
    .map((words) => words[language]![id])
    .find(Boolean);
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
};
const area = (page: Page) => page.locator('[data-remote="mfe_quotes_policies"][data-state="mounted"]');

for (const language of languagesOf('broker-quotes')) {
  test(`the broker selects a quote for its customer and sends the checkout for signature (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const broker = await signInOverHttp(request, 'corretor@demo.local');
    const evidence = await request.post(
      `/v3/quotes/${RECOMMENDED}/evidence?subjectivity=CONTRACT_TEMPLATE&file_name=modelo-contrato.pdf`,
      {
        headers: { authorization: `Bearer ${broker}`, 'content-type': 'application/octet-stream' },
        data: Buffer.from('%PDF-1.4\nmodelo de contrato\n'),
      },
    );
    expect(evidence.status(), await evidence.text()).toBe(200);

    const page = await pageIn(browser, language);
    await signInAs(page, language, 'corretor@demo.local', PASSWORD, `/broker/company/${OUTRA}/quotes`);
    const quotes = area(page);
    const trail = quotes.getByRole('navigation', { name: say(language, 'brokerCompany.trail') });
    await expect(trail.getByRole('link', { name: 'Outra Empresa SA' })).toHaveAttribute(
      'href',
      `/broker/company/${OUTRA}/detail`,
    );
    await quotes.getByRole('link', { name: say(language, 'quotes.next.compare') }).click();
    await expect(page).toHaveURL(new RegExp(`/broker/company/${OUTRA}/quotes/${RECOMMENDED}/detail$`));

    // Options by limit: the recommended one (R$ 2 million) is the second.
    await quotes.getByRole('button', { name: say(language, 'quote.selectNamed', { n: 2 }) }).click();
    const confirm = page.getByRole('dialog', { name: say(language, 'quote.confirm.title') });
    await confirm.getByRole('button', { name: say(language, 'quote.confirm.ok'), exact: true }).click();
    const success = page.getByRole('dialog', { name: say(language, 'quote.success.title') });
    await success.getByRole('link', { name: say(language, 'quote.success.checkout') }).click();
    await expect(page).toHaveURL(new RegExp(`/broker/company/${OUTRA}/quotes/${RECOMMENDED}/checkout$`));

    // The checkout on the customer's behalf: signatory and administrator, the commission disclosed.
    await expect(quotes.getByRole('heading', { level: 2, name: say(language, 'checkout.form.title') })).toBeVisible();
    const signer = { name: 'Olívia Santos', email: `signatario-${Date.now()}@outra.example` };
    await quotes.getByLabel(say(language, 'checkout.signer_name')).fill(signer.name);
    await quotes.getByLabel(say(language, 'checkout.signer_email')).fill(signer.email);
    await quotes.getByLabel(say(language, 'checkout.admin_name')).fill('Olívia Santos');
    await quotes.getByLabel(say(language, 'checkout.admin_email')).fill('outra@demo.local');
    await expect(
      quotes.getByText(say(language, 'checkout.summary.brokerCommission', { broker: 'Demo Corretora' })),
    ).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(violations.filter((found) => found.impact === 'serious' || found.impact === 'critical')).toEqual([]);
    await quotes.getByRole('button', { name: say(language, 'checkout.send') }).click();
    await expect(quotes.getByText(say(language, 'checkout.pending.title', { email: signer.email }))).toBeVisible();

    // The customer's legal signatory receives the signing link.
    const signingLink = async () => {
      const mailbox = await request.get(`/v3/dev/mailbox/messages?to=${encodeURIComponent(signer.email)}`);
      const mails = (await mailbox.json()) as { items: { link: string | null }[] };
      return mails.items.map((mail) => mail.link ?? '').find((link) => link.includes('/public/signature?token='));
    };
    await expect.poll(signingLink).toBeTruthy();

    // Another brokerage finds neither the company nor the quote.
    const other = await pageIn(browser, language);
    await signInAs(other, language, OTHER_BROKER, PASSWORD, `/broker/company/${OUTRA}/quotes/${RECOMMENDED}/checkout`);
    await expect(
      area(other).getByRole('heading', { name: say(language, 'brokerCompany.notFound.title') }),
    ).toBeVisible();
    await other.goto(`/broker-quote/detail?quote_id=${RECOMMENDED}`);
    await expect(area(other).getByRole('heading', { name: say(language, 'brokerCompany.record.quote') })).toBeVisible();
  });
}
