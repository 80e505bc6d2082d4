// The broker of record's quotes and policies of a customer company over HTTP (issue 23, item 3):
// the demo brokerage lists Outra Empresa's quotes and policies (the rows the customer reads) and
// opens a policy by its id alone (the mail's broker-policy/detail link); another brokerage, and a
// company that is not the broker's, are not found; the customer has its own routes. The broker's
// copy of "policy issued" links to the broker's area.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, mailOutbox } from '../../../src/db/schema';
import { issueCheckout } from '../../../src/modules/policies';
import { BROKER_BOOK } from '../../../src/seed/demo/broker-book';
import { ACCOUNT_IDS, BROKER_ID, BROKER_QUOTES } from '../../../src/seed/demo-data';
import { PUBLIC_URL, startTestApp, type TestApp } from '../../support/app';
import { call } from '../../support/role-tokens';
import { insertSignedCheckout } from '../../support/signed-checkout';
import { signIn } from '../../support/sign-in';

const company = `/v3/broker/companies/${BROKER_QUOTES.accountId}`;
const DEMO_POLICY = '00000000-0000-4000-8000-000000000701';

let api: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApp();
  for (const [who, email] of [
    ['broker', 'corretor@demo.local'],
    ['otherBroker', BROKER_QUOTES.otherBrokerEmail],
    ['outra', 'outra@demo.local'],
  ])
    tokens[who!] = (await signIn(api, email!)).access_token;
}, 120_000);
afterAll(async () => api?.close());

type Row = { id: string; account_id: string; status: string };

describe('the broker of record reads a customer company’s quotes and policies', () => {
  it('lists the company’s quote options as the customer reads them', async () => {
    const list = await call(api, 'GET', `${company}/quotes`, tokens.broker);
    expect(list.status).toBe(200);
    const ids = list.body.items.map((quote: Row) => quote.id);
    expect(ids).toEqual(expect.arrayContaining([...BROKER_QUOTES.options]));
    expect(list.body.items.every((quote: Row) => quote.account_id === BROKER_QUOTES.accountId)).toBe(true);
    const option = list.body.items.find((quote: Row) => quote.id === BROKER_QUOTES.options[1]);
    expect(option).toMatchObject({ product: 'E_AND_O', status: 'AVAILABLE', group: 'available', recommended: true });
    expect(list.body.declined).toEqual([]);
  });

  it('lists the company’s policies and opens one by its id, naming its company', async () => {
    const list = await call(api, 'GET', `${company}/policies`, tokens.broker);
    expect(list.status).toBe(200);
    expect(list.body.items.map((policy: Row) => policy.id)).toContain(BROKER_BOOK.cyberPolicy);
    expect(list.body.items.every((policy: Row) => policy.account_id === BROKER_QUOTES.accountId)).toBe(true);

    const policy = await call(api, 'GET', `/v3/broker/policies/${BROKER_BOOK.cyberPolicy}`, tokens.broker);
    expect(policy.status).toBe(200);
    expect(policy.body).toMatchObject({ account_id: BROKER_QUOTES.accountId, policy_number: 'CY-2026-001501' });
  });

  it('tells another brokerage none of it exists, and the broker nothing of a company that is not its customer', async () => {
    for (const path of [`${company}/quotes`, `${company}/policies`, `/v3/broker/policies/${BROKER_BOOK.cyberPolicy}`]) {
      const answer = await call(api, 'GET', path, tokens.otherBroker);
      expect(answer.status, path).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    const notCustomer = `/v3/broker/companies/${ACCOUNT_IDS.demo}`;
    expect((await call(api, 'GET', `${notCustomer}/quotes`, tokens.broker)).status).toBe(404);
    expect((await call(api, 'GET', `${notCustomer}/policies`, tokens.broker)).status).toBe(404);
    expect((await call(api, 'GET', `/v3/broker/policies/${DEMO_POLICY}`, tokens.broker)).status).toBe(404);
    // The customer reads its quotes and policies on its own routes.
    expect((await call(api, 'GET', `${company}/quotes`, tokens.outra)).status).toBe(403);
    expect((await call(api, 'GET', `/v3/broker/policies/${BROKER_BOOK.cyberPolicy}`, tokens.outra)).status).toBe(403);
  });

  it('mails the broker of record the issued policy with a link to the broker’s area, the customer to theirs', async () => {
    const db = api.app.database.db;
    const signed = await insertSignedCheckout(db, BROKER_QUOTES.accountId, '2026-12-01', 1);
    await db.update(checkouts).set({ broker_id: BROKER_ID }).where(eq(checkouts.id, signed.id));
    const policy = await issueCheckout(db, signed.id, { publicUrl: PUBLIC_URL });
    const mailTo = async (email: string) =>
      (
        await db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to_email, email), eq(mailOutbox.template, 'policy-issued')))
      ).at(-1);
    expect((await mailTo('corretor@demo.local'))?.link).toBe(
      `${PUBLIC_URL}/broker-policy/detail?policy_id=${policy.id}`,
    );
    expect((await mailTo('alice@team.test'))?.link).toBe(`${PUBLIC_URL}/dashboard/policies/home`);
  });
});
