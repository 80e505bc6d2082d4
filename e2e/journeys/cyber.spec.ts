// Cyber assessments in Chromium, against the real API, in one language: a customer requests a
// Lite assessment for a domain of its own (the form prefilled from the company profile), sees how
// to prove control of it and asks to verify; operations confirm the domain by hand and publish a
// report with findings; the customer sees it with its findings, disputes one as a false positive;
// operations accept it and the customer sees the outcome without reloading.
// Each language works on a domain of its own, so the three runs never share a request.
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../../shared/domain/src';
import { messages } from '../../mfe-cyber/src/messages';
import { screenMessages } from '../../mfe-cyber/src/screen-messages';
import { platformMessages } from '../../shared/i18n/src/platform-messages';
import { PASSWORD } from '../support';
import { pageIn, signInAs } from '../steps/team-and-profile';
import { languagesOf } from '../steps/languages';

const say = (language: Language, id: string, values: Record<string, string> = {}) => {
  const text = messages[language][id] ?? screenMessages[language][id] ?? platformMessages[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
const area = (page: Page) => page.locator('[data-remote="mfe_cyber"][data-state="mounted"]');
const run = Date.now();

for (const language of languagesOf('cyber')) {
  test(`a customer requests a Lite assessment, operations publish the report, the customer disputes a finding and sees it accepted (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const domain = `e2e-${language}-${run}.example`;
    const customer = await pageIn(browser, language);
    await signInAs(customer, language, 'cliente@demo.local', PASSWORD, '/dashboard/cyber/create');
    const form = area(customer);
    await expect(form.getByRole('heading', { level: 1, name: say(language, 'screen.cyber.create') })).toBeVisible();
    // Prefilled from the company profile.
    const domainField = form.getByLabel(say(language, 'cyber.create.main_domain'));
    await expect(domainField).toHaveValue('demo-tecnologia.example');
    await expect(form.getByLabel(say(language, 'cyber.create.employees'))).toHaveValue('48');
    await expect(
      form.getByRole('radio', { name: new RegExp(`^${say(language, 'cyber.plans.lite.name')}`) }),
    ).toBeChecked();
    // Spec section 5: the domain is required.
    await domainField.fill('');
    await form.getByRole('button', { name: say(language, 'cyber.create.submit') }).click();
    await expect(form.getByText(say(language, 'common.mandatory'))).toBeVisible();
    await domainField.fill(domain);
    await form.getByRole('button', { name: say(language, 'cyber.create.submit') }).click();

    await expect(customer).toHaveURL(/\/dashboard\/cyber\/success-screen\?request=/);
    const success = area(customer);
    await expect(success.getByRole('heading', { level: 2, name: say(language, 'cyber.success.next') })).toBeVisible();
    await expect(success.getByText(/^seguro-empresarial-verification=[0-9a-f]{32}$/)).toBeVisible();
    await expect(
      success.getByText(new RegExp(`^https://${domain.replace(/\./g, '\\.')}/\\.well-known/`)),
    ).toBeVisible();
    await success.getByRole('button', { name: say(language, 'cyber.proof.verify') }).click();
    await expect(success.getByText(say(language, 'cyber.proof.notFound'))).toBeVisible();

    // Operations confirm the domain by hand and publish the report.
    const ops = await pageIn(browser, language);
    await signInAs(ops, language, 'ops@demo.local', PASSWORD, '/ops/cyber');
    const queue = area(ops);
    await expect(queue.getByRole('heading', { level: 1, name: say(language, 'cyber.ops.title') })).toBeVisible();
    await queue.getByRole('link', { name: say(language, 'cyber.ops.open', { domain }) }).click();
    const desk = area(ops);
    await expect(desk.getByRole('heading', { level: 1, name: domain })).toBeVisible();
    await desk.getByRole('button', { name: say(language, 'cyber.ops.confirm') }).click();
    await expect(desk.getByText(say(language, 'cyber.ops.confirmed'))).toBeVisible();
    // The customer's success screen hears it live.
    await expect(success.getByText(say(language, 'cyber.proof.verified'))).toBeVisible();

    await desk.getByLabel(say(language, 'cyber.ops.publish.score')).fill('68');
    await desk.getByRole('button', { name: say(language, 'cyber.ops.publish.add') }).click();
    await desk.getByLabel(say(language, 'cyber.ops.publish.port')).fill('3389');
    await desk.getByLabel(say(language, 'cyber.ops.publish.service')).fill('rdp');
    await desk.getByLabel(say(language, 'cyber.ops.publish.findingTitle')).fill(`RDP ${language}`);
    await desk.getByLabel(say(language, 'cyber.ops.publish.advice')).fill('VPN.');
    await desk.getByRole('button', { name: say(language, 'cyber.ops.publish.submit'), exact: true }).click();
    await expect(desk.getByText(say(language, 'cyber.ops.publish.done'))).toBeVisible();

    // The customer sees the report in the history, with its finding, and disputes it.
    await customer.goto('/dashboard/cyber/home');
    const home = area(customer);
    const history = home.getByRole('table', { name: say(language, 'cyber.reports.title') });
    await expect(history.getByRole('row').nth(1)).toContainText('68');
    await expect(
      home.getByRole('img', { name: new RegExp(say(language, 'cyber.trend.label', { scores: '' })) }),
    ).toBeVisible();
    await history.getByRole('row').nth(1).getByRole('link').click();
    const report = area(customer);
    const finding = report.getByRole('listitem', { name: `RDP ${language}` });
    await expect(finding).toContainText(say(language, 'cyber.findings.port', { port: '3389', service: 'rdp' }));
    await finding
      .getByRole('button', { name: say(language, 'cyber.dispute.openFor', { finding: `RDP ${language}` }) })
      .click();
    const dialog = customer.getByRole('dialog');
    await dialog.getByLabel(say(language, 'cyber.dispute.reason')).fill('Honeypot.');
    await dialog.getByRole('button', { name: say(language, 'cyber.dispute.send') }).click();
    await expect(finding.getByText(say(language, 'cyber.dispute.status.DISPUTED'))).toBeVisible();

    // Operations accept it; the customer sees the outcome live.
    await ops.reload();
    const rulings = area(ops);
    await rulings
      .getByRole('group', { name: `RDP ${language}` })
      .getByRole('button', { name: say(language, 'cyber.ops.accept') })
      .click();
    await expect(rulings.getByText(say(language, 'cyber.dispute.status.ACCEPTED'))).toBeVisible();
    await expect(finding.getByText(say(language, 'cyber.dispute.status.ACCEPTED'))).toBeVisible();
    await customer.context().close();
    await ops.context().close();
  });
}
