// The broker of record's book in Chromium, against the real API, in one language (issue 13):
// Demo Corretora (corretor@demo.local) keeps Outra Empresa's detail open while the customer reports
// a claim and operations move and decide it, then publish a cyber report: each change shows
// without a reload. Olívia (outra@demo.local), who holds an active cyber policy, sees how her score
// bears on the renewal, and cancels an assessment request after confirming it.
// The customer's and operations' sides go through the API (their screens have journeys of their
// own: claims.spec.ts, cyber.spec.ts); this journey is about what the broker and Olívia see.
import { randomUUID } from 'node:crypto';
import { expect, request as http, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Language } from '../../shared/domain/src/locale';
import { screenMessages as brokerBook } from '../../mfe-broker/src/screen-messages';
import { messages as cyberFirst } from '../../mfe-cyber/src/messages';
import { screenMessages as cyberScreens } from '../../mfe-cyber/src/screen-messages';
import { platformMessages } from '../../shared/i18n/src/platform-messages';
import { PASSWORD, signInOverHttp } from '../support';
import { pageIn, signInAs } from '../steps/team-and-profile';
import { languagesOf } from '../steps/languages';

// api/src/seed/demo/ and demo/broker-book.ts
const OUTRA = '00000000-0000-4000-8000-000000000102';
const OUTRA_EO_POLICY = '00000000-0000-4000-8000-000000000703';
const OUTRA_CYBER_REQUEST = '00000000-0000-4000-8000-000000001531';
const SCORES: Record<Language, number> = { pt: 61, en: 62, es: 63 };

const say = (language: Language, id: string, values: Record<string, string> = {}) => {
  const text =
    brokerBook[language][id] ??
    cyberFirst[language][id] ??
    cyberScreens[language][id] ??
    platformMessages[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
const brokerArea = (page: Page) => page.locator('[data-remote="mfe_broker"][data-state="mounted"]');
const cyberArea = (page: Page) => page.locator('[data-remote="mfe_cyber"][data-state="mounted"]');
// Today where the demo accounts are (São Paulo): the API bounds a claim's dates by the account's country's day.
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data });
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body;
}

for (const language of languagesOf('broker-book')) {
  test(`the broker of record sees its customer's claim and cyber report change live (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // Each signs in over HTTP in a context of its own (a shared one would reuse the first's session).
    const opsContext = await http.newContext({ baseURL: 'http://localhost:3000' });
    const outra = await signInOverHttp(request, 'outra@demo.local');
    const ops = await signInOverHttp(opsContext, 'ops@demo.local');
    const claim = await api(request, outra, 'POST', '/v3/claims', {
      request_key: randomUUID(),
      policy_id: OUTRA_EO_POLICY,
      type: 'PROFESSIONAL_ERROR',
      description: `E2E broker book ${language}: a client says a report was wrong.`,
      occurred_on: today(),
      learned_on: today(),
      contact_name: 'Olívia Santos',
      contact_email: 'outra@demo.local',
      contact_phone: '+55 11 4000-2000',
    });

    const broker = await pageIn(browser, language);
    await signInAs(broker, language, 'corretor@demo.local', PASSWORD, `/broker/company/${OUTRA}/detail`);
    const detail = brokerArea(broker);
    const claims = detail.getByRole('table', { name: say(language, 'broker.claims.title') });
    const row = claims.getByRole('row').filter({ hasText: claim.protocol_number });
    await expect(row.getByText(say(language, 'broker.claimStatus.PENDING'))).toBeVisible();

    // Operations start the analysis: the broker's list changes without a reload.
    const started = await api(opsContext, ops, 'POST', `/v3/operations/claims/${claim.id}/transitions`, {
      event: 'START_ANALYSIS',
      message: '',
      version: claim.version,
    });
    await expect(row.getByText(say(language, 'broker.claimStatus.IN_PROGRESS'))).toBeVisible();

    // On the claim itself, read only, the decision arrives live too.
    await row.getByRole('link', { name: claim.protocol_number }).click();
    const claimPage = brokerArea(broker);
    await expect(
      claimPage.getByRole('heading', {
        level: 1,
        name: say(language, 'broker.claim.title', { protocol: claim.protocol_number }),
      }),
    ).toBeVisible();
    await expect(claimPage.getByText(say(language, 'broker.claim.readOnly'))).toBeVisible();
    await expect(claimPage.getByRole('textbox')).toHaveCount(0);
    const decision = `Covered (${language}).`;
    await api(opsContext, ops, 'POST', `/v3/operations/claims/${claim.id}/transitions`, {
      event: 'APPROVE',
      message: decision,
      version: started.version,
    });
    await expect(claimPage.getByText(say(language, 'broker.claimStatus.APPROVED')).first()).toBeVisible();
    await expect(claimPage.getByText(decision).first()).toBeVisible();

    // Back on the company: operations publish a cyber report and it shows at once.
    await claimPage.getByRole('link', { name: say(language, 'broker.claim.back') }).click();
    const reports = brokerArea(broker).getByRole('table', { name: say(language, 'broker.cyber.reports') });
    await expect(reports).toBeVisible();
    const score = String(SCORES[language]);
    const cyberRequest = await api(opsContext, ops, 'GET', `/v3/operations/cyber/requests/${OUTRA_CYBER_REQUEST}`);
    await api(opsContext, ops, 'POST', `/v3/operations/cyber/requests/${OUTRA_CYBER_REQUEST}/reports`, {
      version: cyberRequest.version,
      score: SCORES[language],
      findings: [
        { severity: 'HIGH', port: 3389, service: 'rdp', title: `RDP ${language}`, advice: 'Close it; use a VPN.' },
      ],
    });
    const newest = reports.getByRole('row').nth(1);
    await expect(newest.getByRole('cell', { name: score, exact: true })).toBeVisible();
    await newest.getByRole('link').click();
    const report = brokerArea(broker);
    const finding = report.getByRole('listitem', { name: `RDP ${language}` });
    await expect(finding).toContainText(say(language, 'broker.report.port', { port: '3389', service: 'rdp' }));
    await expect(report.getByText(say(language, 'broker.report.renewal.title'))).toBeVisible();
    await broker.context().close();
    await opsContext.dispose();
  });

  test(`a customer with an active cyber policy sees the renewal note and cancels a request after confirming (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const domain = `cancel-${language}-${Date.now()}.example`;
    const outra = await signInOverHttp(request, 'outra@demo.local');
    await api(request, outra, 'POST', '/v3/cyber/requests', {
      plan: 'LITE',
      main_domain: domain,
      activity: 'FINANCIAL_SERVICES',
      employees: 120,
      revenue_band: 'OVER_5M',
    });

    const customer = await pageIn(browser, language);
    await signInAs(customer, language, 'outra@demo.local', PASSWORD, '/dashboard/cyber/home');
    const home = cyberArea(customer);
    // The newest report, as the history lists it, and the note on the renewal.
    const history = home.getByRole('table', { name: say(language, 'cyber.reports.title') });
    await history.getByRole('row').nth(1).getByRole('link').click();
    const report = cyberArea(customer);
    await expect(report.getByText(say(language, 'cyber.report.renewal.title'))).toBeVisible();
    await expect(report.getByText(say(language, 'cyber.report.renewal.text'))).toBeVisible();

    // Cancelling asks first: keeping it changes nothing, confirming cancels it.
    await customer.goto('/dashboard/cyber/home');
    const requests = cyberArea(customer).getByRole('table', { name: say(language, 'cyber.requests.title') });
    const row = requests.getByRole('row').filter({ hasText: domain });
    await expect(row.getByText(say(language, 'cyber.status.PENDING_VERIFICATION'))).toBeVisible();
    const cancel = row.getByRole('button', { name: say(language, 'cyber.cancel.openFor', { domain }) });
    await cancel.click();
    let dialog = customer.getByRole('dialog', { name: say(language, 'cyber.cancel.title') });
    await expect(dialog.getByText(say(language, 'cyber.cancel.text', { domain }))).toBeVisible();
    await dialog.getByRole('button', { name: say(language, 'cyber.cancel.keep') }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(say(language, 'cyber.status.PENDING_VERIFICATION'))).toBeVisible();
    await cancel.click();
    dialog = customer.getByRole('dialog', { name: say(language, 'cyber.cancel.title') });
    await dialog.getByRole('button', { name: say(language, 'cyber.cancel.confirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(say(language, 'cyber.status.CANCELLED'))).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    await customer.context().close();
  });
}
