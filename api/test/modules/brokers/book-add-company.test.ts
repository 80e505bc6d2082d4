// "Add company" over HTTP (docs/broker-book.md): a new company's administrator is invited and,
// on accepting, the brokerage is broker of record; a company already in the book, one under
// another broker (nothing changes for anyone), one with an account of its own, a bad CNPJ.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, brokerCustomers } from '../../../src/db/schema';
import { BROKER_BOOK } from '../../../src/seed/demo/broker-book';
import { ACCOUNT_IDS } from '../../../src/seed/demo-data';
import { uniqueCnpj } from '../../support/cnpj';
import { brokerTestApp } from './broker-test-app';
import { approveBroker } from './book-seed';

const { session, call, newBroker } = brokerTestApp();
let broker: Awaited<ReturnType<typeof newBroker>>;
let counter = 0;
let customerId = '';
const freshEmail = () => `administradora-${Date.now()}-${(counter += 1)}@test.local`;
const company = (overrides: Record<string, unknown> = {}) => ({
  tax_id: uniqueCnpj(),
  company_name: 'Nova Cliente Ltda',
  administrator_name: 'Rita Gomes',
  administrator_email: freshEmail(),
  language: 'en',
  ...overrides,
});
const db = () => session.api.app.database.db;
const taxIdOf = async (accountId: string) =>
  (await db().select({ tax_id: accounts.tax_id }).from(accounts).where(eq(accounts.id, accountId)))[0]!.tax_id;
const mailsTo = async (email: string) =>
  (await call('GET', `/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).body.items as {
    subject: string;
    link: string;
  }[];
const inBook = async (companyId: string) =>
  ((await call('GET', '/v3/broker/companies?limit=100', broker.token)).body.items as { company_id: string }[]).some(
    (item) => item.company_id === companyId,
  );

beforeAll(async () => {
  broker = await newBroker();
  await approveBroker(db(), broker.id);
}, 120_000);

describe('adding a new company', () => {
  it('invites its administrator, and the company joins the book when they accept', async () => {
    const body = company({ tax_id: undefined });
    const cnpj = uniqueCnpj();
    const typed = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    const added = await call('POST', '/v3/broker/companies', broker.token, { ...body, tax_id: typed });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ outcome: 'INVITED', administrator_email: body.administrator_email });
    expect(await taxIdOf(added.body.company_id)).toBe(cnpj);
    expect(await inBook(added.body.company_id)).toBe(false);

    const [mail] = await mailsTo(body.administrator_email);
    expect(mail!.subject).toBe('Bruna Costa invited you to administer Nova Cliente Ltda');
    const token = new URL(mail!.link).searchParams.get('token')!;
    const preview = await call('GET', `/v3/invitations/${token}`);
    expect(preview.body).toMatchObject({ account_name: 'Nova Cliente Ltda', needs_password: true });
    const accepted = await call('POST', '/v3/invitations/accept', undefined, {
      token,
      name: 'Rita de Cássia Gomes',
      password: 'Segura!2026',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    expect(await inBook(added.body.company_id)).toBe(true);
    const detail = await call('GET', `/v3/broker/companies/${added.body.company_id}`, broker.token);
    expect(detail.body).toMatchObject({ company_name: 'Nova Cliente Ltda', customer_name: 'Rita de Cássia Gomes' });
    const again = await call('POST', '/v3/broker/companies', broker.token, { ...body, tax_id: cnpj });
    expect(again.body).toMatchObject({ outcome: 'IN_BOOK', company_id: added.body.company_id });
    customerId = added.body.company_id;
  });

  it('lets the broker of record start the customer’s questionnaire, open it and share it with the client', async () => {
    const started = await call('POST', `/v3/broker/companies/${customerId}/application-forms`, broker.token, {
      products: ['D_AND_O', 'CYBER'],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ account_id: customerId, status: 'IPAF_IN_PROGRESS' });
    expect((await call('GET', `/v3/application-forms/${started.body.id}`, broker.token)).status).toBe(200);
    const shared = await call('POST', `/v3/application-forms/${started.body.id}/shares`, broker.token, {
      email: 'cliente.convidada@test.local',
      language: 'pt',
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect((await mailsTo('cliente.convidada@test.local'))[0]!.link).toContain('/shared-ipaf/index');

    const second = await call('POST', `/v3/broker/companies/${customerId}/application-forms`, broker.token, {
      products: ['E_AND_O'],
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'FORM_IN_PROGRESS', current: { id: started.body.id } });
    const notOurs = await call(
      'POST',
      `/v3/broker/companies/${BROKER_BOOK.accountId}/application-forms`,
      broker.token,
      {
        products: ['E_AND_O'],
      },
    );
    expect(notOurs.status).toBe(404);
  });

  it('mails a pending invitation again when the company is added twice before it is accepted', async () => {
    const body = company();
    const first = await call('POST', '/v3/broker/companies', broker.token, body);
    const second = await call('POST', '/v3/broker/companies', broker.token, body);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await mailsTo(body.administrator_email)).toHaveLength(2);
  });
});

describe('a company that is not the broker’s to add', () => {
  it('gives the spec’s message for a company under another broker, and changes nothing for anyone', async () => {
    const body = company({ tax_id: await taxIdOf(BROKER_BOOK.accountId) });
    const refused = await call('POST', '/v3/broker/companies', broker.token, body);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'COMPANY_REGISTERED_WITH_OTHER_BROKER',
      details: [{ field: 'tax_id', code: 'COMPANY_REGISTERED_WITH_OTHER_BROKER' }],
    });
    const links = await db()
      .select()
      .from(brokerCustomers)
      .where(eq(brokerCustomers.account_id, BROKER_BOOK.accountId));
    expect(links).toHaveLength(1);
    expect(links[0]!.broker_id).not.toBe(broker.id);
    expect(await mailsTo(body.administrator_email)).toEqual([]);
  });

  it('asks a company with an account of its own to appoint its broker itself', async () => {
    const refused = await call(
      'POST',
      '/v3/broker/companies',
      broker.token,
      company({ tax_id: await taxIdOf(ACCOUNT_IDS.demo) }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ACCOUNT_ALREADY_EXISTS');
  });

  it('refuses a CNPJ whose check digits are wrong, and each missing field, before anything is written', async () => {
    const bad = await call('POST', '/v3/broker/companies', broker.token, company({ tax_id: '11.444.777/0001-62' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_TAX_ID', details: [{ field: 'tax_id', code: 'INVALID_TAX_ID' }] });
    const empty = await call('POST', '/v3/broker/companies', broker.token, {
      tax_id: '',
      company_name: ' ',
      administrator_name: '',
      administrator_email: 'rita@',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([
      { field: 'tax_id', code: 'VALIDATION_FAILED', message: 'is required' },
      { field: 'company_name', code: 'VALIDATION_FAILED', message: 'is required' },
      { field: 'administrator_name', code: 'VALIDATION_FAILED', message: 'is required' },
      { field: 'administrator_email', code: 'INVALID_EMAIL' },
    ]);
  });

  it('refuses an administrator e-mail that belongs to a broker', async () => {
    const refused = await call(
      'POST',
      '/v3/broker/companies',
      broker.token,
      company({ administrator_email: 'corretor@demo.local' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(refused.body.details).toEqual([{ field: 'administrator_email', code: 'EMAIL_ALREADY_REGISTERED' }]);
  });

  it('refuses an operations address as the administrator, on the same field', async () => {
    const refused = await call(
      'POST',
      '/v3/broker/companies',
      broker.token,
      company({ administrator_email: 'ops@demo.local' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.details).toEqual([{ field: 'administrator_email', code: 'EMAIL_ALREADY_REGISTERED' }]);
  });
});
