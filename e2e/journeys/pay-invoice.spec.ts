// Paying an invoice yourself, end to end in Chromium against the real API with the development bank
// as the payment provider (docs/payments.md, "Paying by Pix or boleto"; the stack runs
// PAYMENT_PROVIDER=dev). The demo's Cyber policy CY-2026-007340 starts today waiting for its first
// instalment (api/src/seed/demo/pay-invoices.ts). The customer opens "Pay", sees the Pix QR code,
// the copy-and-paste code and the boleto line, pays on the development bank's page (which sends
// the signed webhook), and watches the invoice turn paid and the policy active without a reload;
// the invoice PDF holds the amount, the Pix code and the boleto line. Under E2E_ALL_LANGUAGES each
// further language pays the next instalment. One language (steps/languages.ts); texts from the
// remote's messages, whose pt/en/es completeness messages.test.ts proves.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatBoletoLine, formatCurrency } from '../../shared/domain/src';
import type { Language } from '../../shared/domain/src/locale';
import { messages } from '../../mfe-quotes-policies/src/messages';
import { pdfText } from '../../api/test/support/pdf-text';
import { pageIn, signInAs } from '../steps/team-and-profile';
import { languagesOf } from '../steps/languages';

const PASSWORD = 'Demo!2026';
const POLICY = '00000000-0000-4000-8000-000007340001';
const POLICY_NUMBER = 'CY-2026-007340';
const AMOUNT = '1288.47';

const say = (language: Language, id: string, values: Record<string, string> = {}) => {
  const text = messages[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
const area = (page: Page) => page.locator('[data-remote="mfe_quotes_policies"][data-state="mounted"]');

test.describe.configure({ mode: 'serial' });

languagesOf('pay-invoice').forEach((language, index) => {
  test(`a customer pays an invoice by Pix on the development bank and sees it paid live (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const number = `${POLICY_NUMBER}-0${index + 1}`;
    const customer = await pageIn(browser, language);
    await signInAs(customer, language, 'cliente@demo.local', PASSWORD, `/dashboard/policies/detail/${POLICY}`);
    const detail = area(customer);
    const row = detail
      .getByRole('table', { name: say(language, 'payments.caption') })
      .getByRole('row')
      .filter({ hasText: number });
    if (index === 0)
      await expect(
        detail.locator('header').getByText(say(language, 'policy.status.PENDING_INITIAL_PAYMENT')),
      ).toBeVisible();

    // The invoice PDF prints the amount and how to pay it: the Pix code and the boleto line.
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      row.getByRole('button', { name: say(language, 'payments.downloadLabel', { number }) }).click(),
    ]);
    const pdf = pdfText(readFileSync((await download.path())!));
    expect(pdf).toContain(formatCurrency(AMOUNT, 'BRL', { country: 'br', language }));

    await row.getByRole('button', { name: say(language, 'pay.buttonLabel', { number }) }).click();
    const dialog = customer.getByRole('dialog', { name: say(language, 'pay.title', { number }) });
    const qr = dialog.getByRole('img', { name: say(language, 'pay.pix.qr', { number }) });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const pixCode = await dialog.getByLabel(say(language, 'pay.pix.code')).inputValue();
    expect(pixCode).toMatch(/^000201.*br\.gov\.bcb\.pix.*1288\.47.*6304[0-9A-F]{4}$/);
    const boletoLine = await dialog.getByLabel(say(language, 'pay.boleto.line')).inputValue();
    expect(boletoLine.replace(/\D/g, '')).toHaveLength(47);
    expect(pdf.replace(/\s+/g, '')).toContain(pixCode.replace(/\s+/g, ''));
    expect(pdf).toContain(formatBoletoLine(boletoLine.replace(/\D/g, '')));
    const axe = await new AxeBuilder({ page: customer }).include('[role="dialog"]').analyze();
    const serious = axe.violations.filter((found) => found.impact === 'serious' || found.impact === 'critical');
    expect(serious.map((found) => found.id)).toEqual([]);

    // The development bank opens in a tab of its own; paying there sends the signed webhook.
    const [bank] = await Promise.all([
      customer.context().waitForEvent('page'),
      dialog.getByRole('link', { name: say(language, 'pay.devBank') }).click(),
    ]);
    await bank.getByRole('button', { name: 'Pay by Pix' }).click();
    await expect(bank.getByRole('status')).toContainText('answered PAID');
    await bank.close();

    // The open page follows without a reload: the modal, the table and the policy's status.
    await expect(dialog.getByText(say(language, 'pay.paid'))).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: say(language, 'pay.close') }).click();
    await expect(row.getByText(say(language, 'payment.status.PAID'))).toBeVisible();
    if (index === 0)
      await expect(detail.locator('header').getByText(say(language, 'policy.status.ACTIVE'))).toBeVisible();
    await customer.context().close();
  });
});
