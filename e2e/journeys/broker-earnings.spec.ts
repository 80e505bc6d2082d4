// Commission statements and fiscal notes end to end in Chromium, against the real API, in one
// language (steps/languages.ts; docs/broker-earnings.md). Demo Corretora's customer pays an
// instalment (operations record it over HTTP: the payments journey drives that screen), so there
// is commission to state; operations issue the month's statement on /ops/brokers/statements; the
// broker sends the NFS-e XML, operations ask for action with a reason, the broker reads it and
// resends, operations approve and record the payment, and the broker's earnings show it paid.
// Under E2E_ALL_LANGUAGES each next language pays the next instalment: its statement is the
// month's correction. Texts come from the remote's own messages.
import { expect, request as http, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Language } from '../../shared/domain/src/locale';
import { earningsMessages } from '../../mfe-broker/src/features/earnings/messages';
import { opsStatementsMessages } from '../../mfe-broker/src/features/ops-statements/messages';
import { signInOverHttp } from '../support';
import { chooseOption } from '../steps/choose-option';
import { languagesOf } from '../steps/languages';
import { pageIn, signInAs } from '../steps/team-and-profile';

const PASSWORD = 'Demo!2026';
// api/src/seed/demo/broker.ts and demo/earnings.ts: the E&O policy's instalments 3 to 6 are unpaid.
const BROKER_TAX_ID = '11222333000181';
const POLICY_NUMBER = 'EO-2026-734203';
const invoiceOf = (instalment: number) => `00000000-0000-4000-8000-00000734${1030 + instalment - 1}`;

const say = (language: Language, id: string, values: Record<string, string> = {}) => {
  const text = earningsMessages[language][id] ?? opsStatementsMessages[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
const area = (page: Page) => page.locator('[data-remote="mfe_broker"][data-state="mounted"]');
const tags = { pt: 'pt-BR', en: 'en-US', es: 'es-419' } as const;
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 7);
const monthName = (language: Language, month: string) =>
  new Intl.DateTimeFormat(tags[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const nfse = (amount: string, number: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.00"><infNFSe Id="NFS1"><nNFSe>${number}</nNFSe>
<emit><CNPJ>${BROKER_TAX_ID}</CNPJ></emit><valores><vLiq>${amount}</vLiq></valores>
<DPS versao="1.00"><infDPS Id="DPS1"><valores><vServPrest><vServ>${amount}</vServ></vServPrest></valores></infDPS></DPS>
</infNFSe></NFSe>`);

async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data });
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body;
}

/** Sends the note on broker/earnings/send-fiscal-note, reached from the statement's row. */
async function sendNote(broker: Page, language: Language, action: 'send' | 'resend', name: string, file: Buffer) {
  await broker.goto('/broker/earnings/list-fiscal-note');
  const label = action === 'send' ? 'fiscalNotes.sendLabel' : 'fiscalNotes.resendLabel';
  await area(broker)
    .getByRole('link', { name: say(language, label, { statement: name }) })
    .click();
  await expect(area(broker).getByRole('heading', { level: 1, name: say(language, 'sendNote.title') })).toBeVisible();
  await area(broker)
    .getByLabel(say(language, 'sendNote.file'))
    .setInputFiles({ name: 'nfse.xml', mimeType: 'text/xml', buffer: file });
  await area(broker)
    .getByRole('button', { name: say(language, 'sendNote.submit') })
    .click();
  await expect(area(broker).getByText(say(language, 'fiscalNotes.sent', { statement: name }))).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

languagesOf('broker-earnings').forEach((language, index) => {
  test(`operations issue a statement, the broker sends its NFS-e, resends it when asked, and sees it paid (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const opsHttp = await http.newContext({ baseURL: 'http://localhost:3000' });
    const opsToken = await signInOverHttp(opsHttp, 'ops@demo.local');
    const instalment = 3 + index;
    const [invoice] = (await call(opsHttp, opsToken, 'GET', '/v3/operations/invoices?status=PENDING')).items.filter(
      (item: { id: string }) => item.id === invoiceOf(instalment),
    );
    await call(opsHttp, opsToken, 'POST', `/v3/operations/invoices/${invoice.id}/payment`, {
      version: invoice.version,
      method: 'PIX',
    });

    // Operations issue the month's statement.
    const ops = await pageIn(browser, language);
    await signInAs(ops, language, 'ops@demo.local', PASSWORD, '/ops/brokers/statements');
    const desk = area(ops);
    await expect(desk.getByRole('heading', { level: 1, name: say(language, 'opsStatements.title') })).toBeVisible();
    await chooseOption(desk, say(language, 'opsStatements.issue.brokerage'), 'Demo Corretora');
    await desk.getByRole('button', { name: say(language, 'opsStatements.issue.submit') }).click();
    const month = monthName(language, thisMonth());
    const name =
      index === 0 ? month : say(language, 'earnings.statement.correction', { month, sequence: String(index) });
    await expect(
      desk.getByText(say(language, 'opsStatements.issued', { statement: name, broker: 'Demo Corretora' })),
    ).toBeVisible();

    // The broker sends the NFS-e for the statement's amount.
    const brokerHttp = await http.newContext({ baseURL: 'http://localhost:3000' });
    const brokerToken = await signInOverHttp(brokerHttp, 'corretor@demo.local');
    const statement = (await call(brokerHttp, brokerToken, 'GET', '/v3/broker/earnings/statements')).items.find(
      (item: { period: string; sequence: number }) => item.period === thisMonth() && item.sequence === index + 1,
    );
    const broker = await pageIn(browser, language);
    await signInAs(broker, language, 'corretor@demo.local', PASSWORD, '/broker/earnings/home');
    await expect(area(broker).getByRole('heading', { level: 1, name: say(language, 'earnings.title') })).toBeVisible();
    await sendNote(broker, language, 'send', name, nfse(statement.amount, `${900 + index}`));

    // Operations ask for action; the broker reads why and resends.
    const reason = `E2E ${language}: informe o item 10.01 na descrição do serviço.`;
    await ops.reload();
    const label = (id: string) => say(language, id, { broker: 'Demo Corretora', statement: name });
    await desk.getByRole('button', { name: label('opsStatements.askLabel') }).click();
    const dialog = ops.getByRole('dialog');
    await dialog.getByLabel(say(language, 'opsStatements.ask.reason')).fill(reason);
    await dialog.getByRole('button', { name: say(language, 'opsStatements.ask.confirm') }).click();
    await expect(desk.getByText(label('opsStatements.asked'))).toBeVisible();
    await broker.goto('/broker/earnings/list-fiscal-note');
    const row = area(broker).getByRole('row').filter({ hasText: reason });
    await expect(row.getByText(say(language, 'fiscalNotes.status.NEEDS_ACTION'))).toBeVisible();
    await sendNote(broker, language, 'resend', name, nfse(statement.amount, `${910 + index}`));

    // Operations approve and pay; the broker's earnings show the instalment paid.
    await ops.reload();
    await desk.getByRole('button', { name: label('opsStatements.approveLabel') }).click();
    await expect(desk.getByText(label('opsStatements.approved'))).toBeVisible();
    await desk.getByRole('button', { name: label('opsStatements.payLabel') }).click();
    await expect(desk.getByText(label('opsStatements.paid'))).toBeVisible();
    await broker.goto('/broker/earnings/home');
    const policy = area(broker).getByRole('table', {
      name: say(language, 'earnings.policyCaption', { policy: POLICY_NUMBER }),
    });
    const line = policy
      .getByRole('row')
      .filter({ hasText: say(language, 'earnings.instalment', { number: String(instalment) }) });
    await expect(line.getByText(say(language, 'earnings.status.PAID'))).toBeVisible();

    await Promise.all([ops.context().close(), broker.context().close(), opsHttp.dispose(), brokerHttp.dispose()]);
  });
});
