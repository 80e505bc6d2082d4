// Issue 21 item 3: once one option of a product is issued, the other options the same
// questionnaire got for that product are withdrawn (quote-status-machine.ts, WITHDRAW), the
// customer reads why, and choosing one is refused with its own catalogue code.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationForms, quotes } from '../../../src/db/schema';
import { issueCheckout } from '../../../src/modules/policies';
import { signWithCode } from '../../../src/modules/signatures/signature-requests';
import { PUBLIC_URL } from '../../support/app';
import { call } from '../../support/role-tokens';
import { api, codeFor, day, fields, lastMail, startCheckoutTestApp, team, tokenOf } from './checkout-test-app';

startCheckoutTestApp();

const db = () => api.app.database.db;
const statusesOf = async (ids: string[]) =>
  Object.fromEntries(
    (await db().select().from(quotes).where(inArray(quotes.id, ids))).map((row) => [row.id, row.status]),
  );

/** Three D&O options of one finished questionnaire, none with a condition due before binding. */
async function threeOptions() {
  const [form] = await db()
    .insert(applicationForms)
    .values({ account_id: team.accountId, status: 'QUOTE_READY', products: ['D_AND_O'] })
    .returning();
  const option = (limit: string, premium: string) => ({
    account_id: team.accountId,
    application_form_id: form!.id,
    product: 'D_AND_O' as const,
    insurer: 'Seguradora Beta',
    coverage_limit: limit,
    gross_premium: premium,
    retention: 'R_25K',
    status: 'AVAILABLE' as const,
    expires_at: new Date(Date.now() + 10 * day),
  });
  return db()
    .insert(quotes)
    .values([option('1000000.00', '9000.00'), option('2000000.00', '11250.00'), option('3000000.00', '15120.00')])
    .returning();
}

describe('the options not bought', () => {
  it('are withdrawn when another option of the product is issued, say why, and cannot be chosen', async () => {
    const [first, chosen, third] = await threeOptions();
    const admin = team.tokens.admin;
    expect((await call(api, 'POST', `/v3/quotes/${chosen!.id}/select`, admin)).status).toBe(200);
    const body = fields();
    const created = await call(api, 'POST', `/v3/quotes/${chosen!.id}/checkout`, admin, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const sent = await call(api, 'POST', `/v3/checkouts/${created.body.id}/signature-requests`, admin, {
      version: created.body.version,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const token = tokenOf((await lastMail(body.signer_email, 'signature-request'))?.link);

    // Signed but not issued: the signature may still be voided, so the others stay on offer.
    await signWithCode(db(), token, {
      code: await codeFor(token, body.signer_email),
      name: body.signer_name,
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    expect(await statusesOf([first!.id, chosen!.id, third!.id])).toEqual({
      [first!.id]: 'AVAILABLE',
      [chosen!.id]: 'BEING_ISSUED',
      [third!.id]: 'AVAILABLE',
    });
    await issueCheckout(db(), created.body.id, { publicUrl: PUBLIC_URL });
    expect(await statusesOf([first!.id, chosen!.id, third!.id])).toEqual({
      [first!.id]: 'WITHDRAWN',
      [chosen!.id]: 'ISSUED',
      [third!.id]: 'WITHDRAWN',
    });

    const listed = await call(api, 'GET', '/v3/quotes', admin);
    const sibling = listed.body.items.find((item: { id: string }) => item.id === first!.id);
    expect(sibling).toMatchObject({ status: 'WITHDRAWN', group: 'expired' });

    const refused = await call(api, 'POST', `/v3/quotes/${third!.id}/select`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('QUOTE_WITHDRAWN');
  });
});
