// Claims end to end in Chromium, against the real API, in one language: a customer reports a claim
// from a D&O policy (offered only the claim types D&O covers) with an attachment and gets the
// protocol; operations ask for information; the customer answers; operations approve; the customer
// sees each step live (second browser context, no reload). Texts come from the remotes' own
// messages, so the three languages stay in step.
import { expect, test, type Page } from '@playwright/test';
import { claimTypesFor, type Language } from '../../shared/domain/src';
import { messages as claimsList } from '../../mfe-claims/src/messages';
import { screenMessages as claimScreens } from '../../mfe-claims/src/screen-messages';
import { messages as quotesPolicies } from '../../mfe-quotes-policies/src/messages';
import { pageIn, signInAs } from '../steps/team-and-profile';
import { chooseOption, offeredOptions } from '../steps/choose-option';
import { languagesOf } from '../steps/languages';

const PASSWORD = 'Demo!2026';
const ACTIVE_POLICY = '00000000-0000-4000-8000-000000000701';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const say = (language: Language, id: string, values: Record<string, string> = {}) => {
  const text = claimsList[language][id] ?? claimScreens[language][id] ?? quotesPolicies[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
const area = (page: Page) => page.locator('[data-remote="mfe_claims"][data-state="mounted"]');
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

for (const language of languagesOf('claims')) {
  test(`a claim is reported with a document, handled by operations and followed live by the customer (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const customer = await pageIn(browser, language);
    await signInAs(customer, language, 'cliente@demo.local', PASSWORD, `/dashboard/policies/detail/${ACTIVE_POLICY}`);
    await customer.getByRole('link', { name: say(language, 'policy.reportClaim') }).click();
    await expect(customer).toHaveURL(new RegExp(`/dashboard/claims/create\\?policyId=${ACTIVE_POLICY}$`));

    // The report: the policy comes chosen from the link; a wrong date is refused and nothing typed is lost.
    const form = area(customer);
    await expect(form.getByRole('heading', { level: 1, name: say(language, 'claims.create.title') })).toBeVisible();
    const description = `E2E ${language} ${Date.now()}: a former director was sued.`;
    // Only the types a D&O policy covers are offered (issue 21 item 7): no ransomware.
    const types = offeredOptions(form, say(language, 'claims.form.type'));
    await expect(types).toHaveText([
      say(language, 'claims.form.chooseType'),
      ...claimTypesFor('D_AND_O').map((type) => say(language, `claims.type.${type}`)),
    ]);
    await expect(types.filter({ hasText: say(language, 'claims.type.RANSOMWARE') })).toHaveCount(0);
    await chooseOption(form, say(language, 'claims.form.type'), say(language, 'claims.type.THIRD_PARTY_CLAIM'));
    await form.getByLabel(say(language, 'claims.form.description')).fill(description);
    await form.getByLabel(say(language, 'claims.form.occurredOn')).fill(daysAgo(10));
    await form.getByLabel(say(language, 'claims.form.learnedOn')).fill(daysAgo(12));
    await form.getByLabel(say(language, 'claims.form.contactPhone')).fill('+55 11 4000-1000');
    await form.getByLabel(say(language, 'claims.form.files')).setInputFiles({
      name: 'summons.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(form.getByText('summons.pdf')).toBeVisible();
    await form.getByRole('button', { name: say(language, 'claims.form.submit') }).click();
    await expect(form.getByText(say(language, 'claims.form.learnedBefore'))).toBeVisible();
    await expect(form.getByLabel(say(language, 'claims.form.description'))).toHaveValue(description);
    await form.getByLabel(say(language, 'claims.form.learnedOn')).fill(daysAgo(5));
    await form.getByRole('button', { name: say(language, 'claims.form.submit') }).dblclick();

    // The success screen: the protocol and what happens next.
    await expect(form.getByRole('heading', { level: 1, name: say(language, 'claims.success.title') })).toBeVisible();
    const protocol = (await form.getByTestId('claim-protocol').locator('strong').textContent())!;
    expect(protocol).toMatch(/^SIN-\d{4}-\d{8}$/);
    await form.getByRole('link', { name: say(language, 'claims.success.open') }).click();
    const detail = area(customer);
    await expect(
      detail.getByRole('heading', { level: 1, name: say(language, 'claims.detail.title', { protocol }) }),
    ).toBeVisible();
    await expect(detail.getByText(say(language, 'claims.event.REPORTED'), { exact: true })).toBeVisible();
    await expect(
      detail.getByRole('button', { name: say(language, 'claims.detail.download', { name: 'summons.pdf' }) }),
    ).toBeVisible();

    // The double click made one claim.
    await customer.goto('/dashboard/claims/home');
    await expect(area(customer).getByRole('link', { name: protocol })).toHaveCount(1);
    await area(customer).getByRole('link', { name: protocol }).click();
    await expect(detail.getByText(say(language, 'claims.event.REPORTED'), { exact: true })).toBeVisible();

    // Operations, in another browser, ask for information.
    const ops = await pageIn(browser, language);
    await signInAs(ops, language, 'ops@demo.local', PASSWORD, '/ops/claims');
    await area(ops).getByRole('link', { name: protocol }).click();
    const opsDetail = area(ops);
    await expect(
      opsDetail.getByRole('heading', { level: 1, name: say(language, 'claims.detail.title', { protocol }) }),
    ).toBeVisible();
    await expect(opsDetail.getByText(say(language, 'claims.detail.deadline'))).toBeVisible();
    const request = `Send the summons (${language}).`;
    await opsDetail.getByLabel(say(language, 'claims.ops.message')).fill(request);
    await opsDetail.getByRole('button', { name: say(language, 'claims.ops.do.REQUEST_INFORMATION') }).click();
    await expect(opsDetail.getByText(say(language, 'claims.ops.done'))).toBeVisible();

    // The customer sees it without a reload, and answers.
    await expect(detail.getByText(say(language, 'claims.detail.requested'))).toBeVisible();
    await expect(detail.getByText(request).first()).toBeVisible();
    await detail.getByLabel(say(language, 'claims.detail.message')).fill('Summons attached.');
    await detail.getByRole('button', { name: say(language, 'claims.detail.send') }).click();
    await expect(detail.getByText(say(language, 'claims.detail.sent'))).toBeVisible();
    await expect(detail.getByText(say(language, 'claims.event.ADD_INFORMATION'), { exact: true })).toBeVisible();

    // Operations approve; the customer sees the decision live.
    await ops.reload();
    await expect(opsDetail.getByText(say(language, 'claims.event.ADD_INFORMATION'), { exact: true })).toBeVisible();
    await opsDetail.getByLabel(say(language, 'claims.ops.message')).fill('Defence costs covered.');
    await opsDetail.getByRole('button', { name: say(language, 'claims.ops.do.APPROVE') }).click();
    await expect(opsDetail.getByText(say(language, 'claims.ops.noActions'))).toBeVisible();

    await expect(detail.getByText(say(language, 'claims.event.APPROVE'), { exact: true })).toBeVisible();
    await expect(detail.getByText(say(language, 'claims.status.APPROVED')).first()).toBeVisible();
    await expect(detail.getByText('Defence costs covered.').first()).toBeVisible();

    await ops.context().close();
    await customer.context().close();
  });
}
