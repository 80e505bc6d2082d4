// Issue 21 item 5: the checkout reads the start date the customer asked for in the questionnaire,
// so the screen offers it rather than today.
import { describe, expect, it } from 'vitest';
import { applicationForms, quotes } from '../../../src/db/schema';
import { call } from '../../support/role-tokens';
import { api, day, inDays, startCheckoutTestApp, team } from './checkout-test-app';

startCheckoutTestApp();

async function selectedOptionAsking(answers: Record<string, string>) {
  const [form] = await api.app.database.db
    .insert(applicationForms)
    .values({ account_id: team.accountId, status: 'QUOTE_READY', products: ['D_AND_O'], answers })
    .returning();
  const [quote] = await api.app.database.db
    .insert(quotes)
    .values({
      account_id: team.accountId,
      application_form_id: form!.id,
      product: 'D_AND_O',
      insurer: 'Seguradora Teste',
      coverage_limit: '2000000.00',
      gross_premium: '11250.00',
      status: 'SELECTED',
      expires_at: new Date(Date.now() + 30 * day),
    })
    .returning();
  return quote!;
}

describe('the checkout’s start date', () => {
  it('answers the start date the questionnaire asked for the quote’s product, and null without one', async () => {
    const asked = inDays(20);
    const quote = await selectedOptionAsking({ 'dno.start_date': asked, 'cyber.start_date': inDays(40) });
    const read = await call(api, 'GET', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.quote.requested_start_date).toBe(asked);

    const without = await selectedOptionAsking({});
    const none = await call(api, 'GET', `/v3/quotes/${without.id}/checkout`, team.tokens.admin);
    expect(none.body.quote.requested_start_date).toBeNull();
  });
});
