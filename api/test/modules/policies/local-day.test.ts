// Issuance reads the calendar of the account's country (docs/decisions.md, "Business dates"): at
// 22:00 on 30 November in São Paulo, or 23:00 in Mexico City, it is already 1 December in UTC,
// and a policy starting "today" must still start, and be due, on 30 November there.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Country } from '@platform/domain';
import { accounts } from '../../../src/db/schema';
import { issueCheckout } from '../../../src/modules/policies';
import { PUBLIC_URL, startTestApp, type TestApp } from '../../support/app';
import { insertSignedCheckout } from '../../support/signed-checkout';

let api: TestApp;
const db = () => api.app.database.db;

beforeAll(async () => {
  api = await startTestApp();
}, 120_000);
afterAll(async () => api?.close());
afterEach(() => vi.useRealTimers());

/** A signed checkout starting on `start` for a new account of `country`. */
async function signedCheckout(country: Country, start: string) {
  const [account] = await db()
    .insert(accounts)
    .values({ kind: 'company', country, tax_id_type: 'TEST', tax_id: randomUUID(), legal_name: `Local ${country}` })
    .returning();
  return insertSignedCheckout(db(), account!.id, start, 2);
}

describe('issuing late in the evening', () => {
  it.each([
    ['br', '2026-12-01T01:00:00Z'],
    ['mx', '2026-12-01T05:00:00Z'],
  ] as const)('in %s at %s dates the first instalment on the local day, not the UTC one', async (country, instant) => {
    const checkout = await signedCheckout(country, '2026-11-30');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
    const policy = await issueCheckout(db(), checkout.id, { publicUrl: PUBLIC_URL });
    vi.useRealTimers();
    expect(policy.status).toBe('PENDING_INITIAL_PAYMENT');
    expect(policy.instalments.map((instalment) => instalment.due_date)).toEqual(['2026-11-30', '2026-12-30']);
  });
});
