// Issue 24 item 6: the guest's pre-application checks the tax id before any account exists, with
// sign-up's rules and the spec's messages: registered already (ask its administrator), or a
// company another broker holds (contact that broker). Sign-up answers the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, brokerCustomers } from '../../../src/db/schema';
import { BROKER_ID } from '../../../src/seed/demo-data';
import { uniqueCnpj } from '../../support/cnpj';
import { startTestApp, type TestApp } from '../../support/app';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
}, 120_000);
afterAll(async () => api?.close());

const post = async (path: string, body: unknown) => {
  const response = await api.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code?: string; details?: unknown } };
};
const check = (taxId: string, taxIdType = 'CNPJ') =>
  post('/v3/accounts/sign-up/tax-id-check', { country: 'br', taxIdType, taxId });

async function registered(withBroker: boolean) {
  const taxId = uniqueCnpj();
  const [account] = await api.app.database.db
    .insert(accounts)
    .values({
      kind: 'company',
      country: 'br',
      tax_id_type: 'CNPJ',
      tax_id: taxId,
      legal_name: 'Já Existe Ltda',
      owner_email: `owner-${taxId}@example.com`,
    })
    .returning();
  if (withBroker)
    await api.app.database.db.insert(brokerCustomers).values({ broker_id: BROKER_ID, account_id: account!.id });
  return taxId;
}

describe('the pre-application’s tax id check', () => {
  it('accepts a valid tax id nobody registered, masked or not', async () => {
    const taxId = uniqueCnpj();
    expect((await check(taxId)).status).toBe(200);
  });

  it('refuses an invalid tax id, or one of a type the country does not use, under its field', async () => {
    const invalid = await check('11.111.111/1111-11');
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual([{ field: 'taxId', code: 'INVALID_TAX_ID' }]);
    const wrongType = await check(uniqueCnpj(), 'RFC');
    expect(wrongType.body.details).toEqual([{ field: 'taxIdType', code: 'INVALID_TAX_ID' }]);
  });

  it('says a registered tax id has an account already, and a broker’s company is under another broker', async () => {
    const own = await check(await registered(false));
    expect(own.status).toBe(409);
    expect(own.body.details).toEqual([{ field: 'taxId', code: 'ACCOUNT_ALREADY_EXISTS' }]);
    const brokered = await check(await registered(true));
    expect(brokered.status).toBe(409);
    expect(brokered.body.details).toEqual([{ field: 'taxId', code: 'COMPANY_REGISTERED_WITH_OTHER_BROKER' }]);
  });

  it('gives sign-up the same answer for a broker’s company', async () => {
    const taxId = await registered(true);
    const signedUp = await post('/v3/accounts/sign-up', {
      kind: 'company',
      country: 'br',
      language: 'pt',
      name: 'Nova Pessoa',
      email: `nova-${taxId}@example.com`,
      organisation: 'Nova Ltda',
      taxIdType: 'CNPJ',
      taxId,
      password: 'senha-forte-123',
      termsAccepted: true,
    });
    expect(signedUp.status).toBe(409);
    expect(signedUp.body.code).toBe('COMPANY_REGISTERED_WITH_OTHER_BROKER');
  });
});
