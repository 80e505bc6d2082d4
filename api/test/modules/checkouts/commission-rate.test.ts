// Negotiated broker commission (docs/checkout.md "Broker's pay"): operations record a rate per
// brokerage and product within the domain's bounds, versioned; the brokerage reads its own; the
// checkout of the broker of record's customer discloses the negotiated rate for the product, the
// default for the others. A brokerage of its own, so the demo broker's checkouts elsewhere keep 20%.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BROKER_COMMISSION_RATE_BOUNDS, DEFAULT_BROKER_COMMISSION_RATE } from '@platform/domain';
import { brokerCommissionRates, brokerCustomers, brokerUsers, brokers, users } from '../../../src/db/schema';
import { hashPassword } from '../../../src/lib/auth/passwords';
import { call } from '../../support/role-tokens';
import { DEMO_PASSWORD, signIn } from '../../support/sign-in';
import { api, fields, selectedQuote, startCheckoutTestApp, team } from './checkout-test-app';

startCheckoutTestApp();

/** An approved brokerage with its owner signed in, broker of record of the team's account. */
async function brokerage() {
  const db = api.app.database.db;
  const run = randomBytes(6).toString('hex');
  const [broker] = await db
    .insert(brokers)
    .values({
      legal_name: `Corretora Negociada ${run} Ltda`,
      name: `Negociada ${run}`,
      tax_id: String(BigInt(`0x${run}`))
        .padStart(14, '0')
        .slice(-14),
      email: `negociada-${run}@broker.test`,
      status: 'APPROVED',
    })
    .returning();
  const [owner] = await db
    .insert(users)
    .values({
      email: `owner-${run}@broker.test`,
      first_name: 'Nina',
      last_name: 'Negociada',
      password_hash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(brokerUsers).values({ broker_id: broker!.id, user_id: owner!.id, role: 'BROKER' });
  const token = (await signIn(api, owner!.email)).access_token;
  return { id: broker!.id, name: broker!.name, token };
}

const ratesPath = (id: string) => `/v3/operations/brokers/${id}/commission-rates`;

describe('negotiated broker commission', () => {
  it('lets operations record a rate per product within the bounds, versioned, and the brokerage read its own', async () => {
    const broker = await brokerage();
    const before = await call(api, 'GET', ratesPath(broker.id), team.tokens.operations);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      min: BROKER_COMMISSION_RATE_BOUNDS.min,
      max: BROKER_COMMISSION_RATE_BOUNDS.max,
      default_rate: DEFAULT_BROKER_COMMISSION_RATE,
    });
    expect(before.body.items).toEqual([
      { product: 'D_AND_O', rate: null, effective_rate: 0.2, version: 0, updated_at: null },
      { product: 'E_AND_O', rate: null, effective_rate: 0.2, version: 0, updated_at: null },
      { product: 'CYBER', rate: null, effective_rate: 0.2, version: 0, updated_at: null },
    ]);

    const set = await call(api, 'PUT', ratesPath(broker.id), team.tokens.operations, {
      product: 'CYBER',
      rate: 0.15,
      version: 0,
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ product: 'CYBER', rate: 0.15, effective_rate: 0.15, version: 1 });
    const [row] = await api.app.database.db
      .select()
      .from(brokerCommissionRates)
      .where(eq(brokerCommissionRates.broker_id, broker.id));
    expect(row!.rate).toBe('0.1500');
    expect(row!.updated_by).not.toBeNull();

    // Two operators on version 0: the second is stale, with the rate as it stands.
    const again = await call(api, 'PUT', ratesPath(broker.id), team.tokens.operations, {
      product: 'CYBER',
      rate: 0.25,
      version: 0,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('STALE_VERSION');
    expect(again.body.current).toMatchObject({ rate: 0.15, version: 1 });
    const changed = await call(api, 'PUT', ratesPath(broker.id), team.tokens.operations, {
      product: 'CYBER',
      rate: 0.175,
      version: 1,
    });
    expect(changed.body).toMatchObject({ rate: 0.175, version: 2 });

    for (const rate of [0.04, 0.31, 0.12345]) {
      const refused = await call(api, 'PUT', ratesPath(broker.id), team.tokens.operations, {
        product: 'D_AND_O',
        rate,
        version: 0,
      });
      expect(refused.status, String(rate)).toBe(400);
    }

    const own = await call(api, 'GET', '/v3/broker/commission-rates', broker.token);
    expect(own.status).toBe(200);
    expect(own.body.items.map((item: { effective_rate: number }) => item.effective_rate)).toEqual([0.2, 0.2, 0.175]);
    // Another brokerage reads its own, not this one's; neither may set a rate.
    const demo = await call(api, 'GET', '/v3/broker/commission-rates', team.tokens.broker);
    expect(demo.body.items.find((item: { product: string }) => item.product === 'CYBER').version).toBe(0);
    expect((await call(api, 'GET', ratesPath(broker.id), broker.token)).status).toBe(403);
    expect(
      (await call(api, 'PUT', ratesPath(broker.id), broker.token, { product: 'CYBER', rate: 0.3, version: 2 })).status,
    ).toBe(403);
    expect((await call(api, 'GET', ratesPath(broker.id), team.tokens.admin)).status).toBe(403);
  });

  it('discloses the broker of record’s negotiated rate for the product at checkout, the default for the others', async () => {
    const broker = await brokerage();
    const db = api.app.database.db;
    await call(api, 'PUT', ratesPath(broker.id), team.tokens.operations, {
      product: 'D_AND_O',
      rate: 0.125,
      version: 0,
    });
    await db.insert(brokerCustomers).values({ broker_id: broker.id, account_id: team.accountId });
    try {
      const dAndO = await selectedQuote('D_AND_O', '18500.00');
      const preview = await call(api, 'GET', `/v3/quotes/${dAndO.id}/checkout`, team.tokens.admin);
      expect(preview.body.broker).toEqual({ name: broker.name, commission_rate: 0.125 });
      const negotiated = await call(api, 'POST', `/v3/quotes/${dAndO.id}/checkout`, team.tokens.admin, fields());
      expect(negotiated.status).toBe(200);
      // 12.5% of R$ 18,500.00 = R$ 2,312.50.
      expect(negotiated.body.broker).toEqual({ name: broker.name, commission_rate: 0.125, commission: '2312.50' });

      const cyber = await selectedQuote('CYBER', '10000.00');
      const fallback = await call(api, 'POST', `/v3/quotes/${cyber.id}/checkout`, team.tokens.admin, fields());
      expect(fallback.body.broker).toEqual({ name: broker.name, commission_rate: 0.2, commission: '2000.00' });
    } finally {
      await db.delete(brokerCustomers).where(eq(brokerCustomers.account_id, team.accountId));
    }
  });
});
