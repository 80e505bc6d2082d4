// Checkout through HTTP (issue 12 part 4, docs/checkout.md): the API recomputes the figures and
// ignores the browser's; a stale change is 409; double submits make one checkout; other tenants see
// nothing. Signing and issuance: e-signature.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSummary, fromCents } from '@platform/domain';
import { brokerCustomers, checkouts, quotes } from '../../../src/db/schema';
import { BROKER_ID } from '../../../src/seed/demo-data';
import { call } from '../../support/role-tokens';
import { api, fields, inDays, selectedQuote, startCheckoutTestApp, team } from './checkout-test-app';

startCheckoutTestApp();

describe('checkout', () => {
  it('computes the figures itself with the domain function, ignoring the browser’s', async () => {
    const quote = await selectedQuote();
    const created = await call(api, 'POST', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin, {
      ...fields(),
      shown_total_premium: '1.00',
      shown_instalment_amount: '0.10',
    });
    expect(created.status).toBe(200);
    // By hand: PMT = 18500 x 0.015 / (1 - 1.015^-7) = 2,803.789 -> x7 = 19,626.52; IOF 7.38% = 1,448.44.
    expect(created.body.summary).toMatchObject({
      gross_premium: '18500.00',
      interest: '1126.52',
      iof: '1448.44',
      total_premium: '21074.96',
      with_interest: true,
    });
    const expected = checkoutSummary(1_850_000, 7);
    expect(created.body.summary.instalments.map((i: { amount: string }) => i.amount)).toEqual(
      expected.instalments.map((i) => fromCents(i.amount)),
    );
    expect(created.body.summary.instalment_amount).toBe(fromCents(expected.instalments[6]!.amount));
    expect(created.body.status).toBe('DRAFT');
    expect(created.body.end_date).toBe(`${Number(inDays(5).slice(0, 4)) + 1}${inDays(5).slice(4)}`);
    const [stored] = await api.app.database.db.select().from(checkouts).where(eq(checkouts.id, created.body.id));
    expect(stored!.total_premium).toBe('21074.96');
  });

  it('makes one checkout of a double click, and a new option of the product replaces the earlier', async () => {
    const quote = await selectedQuote('D_AND_O');
    const [first, second] = await Promise.all([
      call(api, 'POST', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin, fields()),
      call(api, 'POST', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin, fields()),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.id).toBe(first.body.id);
    const other = await selectedQuote('D_AND_O', '20000.00');
    const replacing = await call(api, 'POST', `/v3/quotes/${other.id}/checkout`, team.tokens.admin, fields());
    expect(replacing.body.id).not.toBe(first.body.id);
    const [earlier] = await api.app.database.db.select().from(checkouts).where(eq(checkouts.id, first.body.id));
    expect(earlier!.status).toBe('REPLACED');
  });

  it('refuses a stale change with 409 and the checkout as it stands', async () => {
    const quote = await selectedQuote('E_AND_O');
    const created = await call(api, 'POST', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin, fields());
    const changed = await call(api, 'PATCH', `/v3/checkouts/${created.body.id}`, team.tokens.admin, {
      ...fields({ instalments: 2 }),
      version: created.body.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.summary.total_premium).toBe('19865.30');
    const stale = await call(api, 'PATCH', `/v3/checkouts/${created.body.id}`, team.tokens.admin, {
      ...fields({ instalments: 3 }),
      version: created.body.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect(stale.body.current.instalments).toBe(2);
  });

  it('refuses a quote that is not selected, and bad fields', async () => {
    const quote = await selectedQuote();
    await api.app.database.db.update(quotes).set({ status: 'AVAILABLE' }).where(eq(quotes.id, quote.id));
    const refused = await call(api, 'POST', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin, fields());
    expect(refused.body.code).toBe('QUOTE_NOT_SELECTED');
    const chosen = await selectedQuote();
    const past = await call(
      api,
      'POST',
      `/v3/quotes/${chosen.id}/checkout`,
      team.tokens.admin,
      fields({ start_date: inDays(-1) }),
    );
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual([{ field: 'start_date', code: 'START_DATE_INVALID' }]);
    const eight = await call(
      api,
      'POST',
      `/v3/quotes/${chosen.id}/checkout`,
      team.tokens.admin,
      fields({ instalments: 8 }),
    );
    expect(eight.status).toBe(400);
  });

  it('lets the administrator and the broker of record fill it in; a member reads; other tenants and brokers see nothing', async () => {
    const quote = await selectedQuote();
    const path = `/v3/quotes/${quote.id}/checkout`;
    expect((await call(api, 'POST', path, team.tokens.member, fields())).status).toBe(403);
    expect((await call(api, 'GET', path, team.tokens.member)).body.may_edit).toBe(false);
    expect((await call(api, 'GET', path, team.tokens.otherAdmin)).status).toBe(404);
    expect((await call(api, 'POST', path, team.tokens.otherAdmin, fields())).status).toBe(404);
    expect((await call(api, 'GET', path, team.tokens.broker)).status).toBe(404);
    await api.app.database.db.insert(brokerCustomers).values({ broker_id: BROKER_ID, account_id: team.accountId });
    try {
      const read = await call(api, 'GET', path, team.tokens.broker);
      expect(read.body.may_edit).toBe(true);
      const created = await call(api, 'POST', path, team.tokens.broker, fields());
      expect(created.status).toBe(200);
      // The broker's pay as an amount before signing (CNSP 382/2020): 20% of R$ 18,500.00.
      expect(created.body.broker).toEqual({ name: 'Demo Corretora', commission_rate: 0.2, commission: '3700.00' });
      // Operations read no customer's checkout through the customer's routes (docs/accounts-and-roles.md).
      const refused = await call(api, 'GET', `/v3/quotes/${quote.id}/checkout`, team.tokens.operations);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect(
        (
          await call(api, 'PATCH', `/v3/checkouts/${created.body.id}`, team.tokens.operations, {
            ...fields(),
            version: 1,
          })
        ).status,
      ).toBe(403);
    } finally {
      await api.app.database.db.delete(brokerCustomers).where(eq(brokerCustomers.account_id, team.accountId));
    }
  });
});
