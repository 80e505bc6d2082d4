// Payments end to end in Chromium, against the real API, in its language (steps/languages.ts;
// docs/payments.md). The demo's E&O policy starts today waiting for its first instalment
// (api/src/seed/demo/payments.ts). The customer keeps the policy open; operations record a payment
// on ops/payments in the browser, through the confirmation; the customer sees the invoice PAID and
// the policy ACTIVE without a reload (live update). The first run records the first instalment (the
// one that activates the policy); under E2E_ALL_LANGUAGES the next languages record the next ones,
// on the same policy (a later instalment's note is also proven by payments-queue.test.tsx).
// Texts come from the remote's own messages.
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../../shared/domain/src/locale';
import { messages } from '../../mfe-quotes-policies/src/messages';
import { paymentsMessages } from '../../mfe-quotes-policies/src/features/payments-queue/messages';
import { pageIn, signInAs } from '../steps/team-and-profile';
import { chooseOption } from '../steps/choose-option';
import { languagesOf } from '../steps/languages';

const PASSWORD = 'Demo!2026';
const POLICY = '00000000-0000-4000-8000-000000001510';
const POLICY_NUMBER = 'EO-2026-001510';

const say = (language: Language, id: string, values: Record<string, string> = {}) => {
  const text = messages[language][id] ?? paymentsMessages[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
const area = (page: Page) => page.locator('[data-remote="mfe_quotes_policies"][data-state="mounted"]');

test.describe.configure({ mode: 'serial' });

languagesOf('payments').forEach((language, index) => {
  test(`operations record an instalment and the customer sees it paid and the policy active (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const invoiceNumber = `${POLICY_NUMBER}-0${index + 1}`;

    const customer = await pageIn(browser, language);
    await signInAs(customer, language, 'cliente@demo.local', PASSWORD, `/dashboard/policies/detail/${POLICY}`);
    const detail = area(customer);
    const table = detail.getByRole('table', { name: say(language, 'payments.caption') });
    const row = table.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(row.getByText(say(language, 'payment.status.PENDING'))).toBeVisible();
    if (index === 0)
      await expect(
        detail.locator('header').getByText(say(language, 'policy.status.PENDING_INITIAL_PAYMENT')),
      ).toBeVisible();

    const ops = await pageIn(browser, language);
    await signInAs(ops, language, 'ops@demo.local', PASSWORD, '/ops/payments');
    const queue = area(ops);
    await expect(queue.getByRole('heading', { level: 1, name: say(language, 'opsPayments.title') })).toBeVisible();
    await chooseOption(queue, say(language, 'opsPayments.filter.status'), say(language, 'opsPayments.filter.PENDING'));
    await queue
      .getByRole('button', { name: say(language, 'opsPayments.recordLabel', { number: invoiceNumber }) })
      .click();
    const dialog = ops.getByRole('dialog', {
      name: say(language, 'opsPayments.modal.title', { number: invoiceNumber }),
    });
    await expect(dialog).toBeVisible();
    await chooseOption(dialog, say(language, 'opsPayments.modal.method'), say(language, 'opsPayments.method.PIX'));
    // A double click records one payment.
    await dialog.getByRole('button', { name: say(language, 'opsPayments.modal.confirm') }).dblclick();
    await expect(dialog).toBeHidden();
    const done = index === 0 ? 'opsPayments.recordedActive' : 'opsPayments.recorded';
    await expect(queue.getByText(say(language, done, { number: invoiceNumber, policy: POLICY_NUMBER }))).toBeVisible();
    await expect(
      queue.getByRole('button', { name: say(language, 'opsPayments.recordLabel', { number: invoiceNumber }) }),
    ).toHaveCount(0);

    // The customer's page follows without a reload.
    await expect(row.getByText(say(language, 'payment.status.PAID'))).toBeVisible({ timeout: 20_000 });
    await expect(detail.locator('header').getByText(say(language, 'policy.status.ACTIVE'))).toBeVisible();
    await customer.context().close();
    await ops.context().close();
  });
});
