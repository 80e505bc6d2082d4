// The underwriting desk through HTTP: a referred application waits with its reasons and deadline;
// operations publish options (the customer sees them, the form is QUOTE_READY) or decline with a
// reason; nobody else may, and a decided product cannot be decided again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFINITIONS } from '@platform/domain';
import { startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';

let api: TestApp;
let team: TeamFixture;
beforeAll(async () => {
  api = await startTestApp();
  team = await teamFixture(api);
}, 120_000);
afterAll(async () => api?.close());

/** Starts, answers and finishes a cyber + D&O questionnaire whose cyber part is referred (no backups) and D&O declined. */
async function referredApplication() {
  const admin = team.tokens.admin;
  const started = await call(api, 'POST', '/v3/application-forms', admin, {
    products: ['CYBER', 'D_AND_O'],
    replace: true,
  });
  const form = started.body;
  const answers: Record<string, unknown> = {};
  for (const id of form.pending as string[]) answers[id] = null;
  for (const question of DEFINITIONS.flatMap((d) => d.sections.flatMap((s) => s.questions))) {
    if (!(question.id in answers)) continue;
    answers[question.id] =
      question.type === 'yes_no'
        ? question.id === 'cyber.mfa_email' || question.id === 'dno.covenant_breach'
        : question.type === 'single_choice'
          ? question.options![0]
          : question.type === 'multiple_choice'
            ? [question.options!.includes('NONE') ? 'NONE' : question.options![0]]
            : question.type === 'number'
              ? 10
              : question.type === 'money'
                ? '1000000.00'
                : question.type === 'date'
                  ? '2020-01-01'
                  : question.type === 'email'
                    ? 'cfo@desk.example'
                    : question.type === 'urls'
                      ? ['desk.example']
                      : question.type === 'table'
                        ? [
                            Object.fromEntries(
                              question.columns!.map((c) => [
                                c.id,
                                c.type === 'number' ? 10 : (c.options?.[0] ?? 'Ana'),
                              ]),
                            ),
                          ]
                        : 'Texto';
  }
  const saved = await call(api, 'PATCH', `/v3/application-forms/${form.id}`, admin, { version: form.version, answers });
  expect(saved.body.pending).toEqual([]);
  const finished = await call(api, 'POST', `/v3/application-forms/${form.id}/finish`, admin, {
    version: saved.body.version,
  });
  return finished.body;
}

describe('the underwriting desk', () => {
  it('shows a referred application with its reasons and the 25-day deadline, to operations only', async () => {
    const form = await referredApplication();
    expect(form.status).toBe('QUOTING');
    const desk = await call(api, 'GET', '/v3/operations/underwriting', team.tokens.operations);
    const found = desk.body.items.find((item: { form_id: string }) => item.form_id === form.id);
    expect(found.products).toEqual([
      { product: 'CYBER', decision: 'REFER', reasons: ['NO_BACKUPS'] },
      { product: 'D_AND_O', decision: 'DECLINE', reasons: ['GOING_CONCERN'] },
    ]);
    expect(Date.parse(found.deadline) - Date.parse(found.created_at)).toBe(25 * 24 * 3600_000);
    expect((await call(api, 'GET', '/v3/operations/underwriting', team.tokens.admin)).status).toBe(403);
  });

  it('publishes options the customer sees, once', async () => {
    const form = await referredApplication();
    const [item] = (await call(api, 'GET', '/v3/operations/underwriting', team.tokens.operations)).body.items.filter(
      (entry: { form_id: string }) => entry.form_id === form.id,
    );
    const body = {
      product: 'CYBER',
      insurer: 'Seguradora Gama',
      options: [
        { limit: 'L_1M', retention: 'R_50K', premium: '9800.00', recommended: true },
        { limit: 'L_2M', retention: 'R_50K', premium: '13200.00' },
      ],
    };
    const published = await call(
      api,
      'POST',
      `/v3/operations/underwriting/${item.id}/quotes`,
      team.tokens.operations,
      body,
    );
    expect(published.body).toMatchObject({ form_id: form.id, status: 'QUOTE_READY' });
    const quotes = (await call(api, 'GET', '/v3/quotes', team.tokens.admin)).body.items.filter(
      (quote: { insurer: string | null }) => quote.insurer === 'Seguradora Gama',
    );
    expect(quotes.map((quote: { gross_premium: string }) => quote.gross_premium).sort()).toEqual([
      '13200.00',
      '9800.00',
    ]);
    const again = await call(
      api,
      'POST',
      `/v3/operations/underwriting/${item.id}/quotes`,
      team.tokens.operations,
      body,
    );
    expect(again.body.code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('declines with a reason, and the application is rejected when nothing is left to quote', async () => {
    const form = await referredApplication();
    const [item] = (await call(api, 'GET', '/v3/operations/underwriting', team.tokens.operations)).body.items.filter(
      (entry: { form_id: string }) => entry.form_id === form.id,
    );
    const refused = await call(api, 'POST', `/v3/operations/underwriting/${item.id}/decline`, team.tokens.operations, {
      product: 'CYBER',
      reason: '',
    });
    expect(refused.status).toBe(400);
    const declined = await call(api, 'POST', `/v3/operations/underwriting/${item.id}/decline`, team.tokens.operations, {
      product: 'CYBER',
      reason: 'Backups are required for this activity.',
    });
    expect(declined.body.status).toBe('REJECTED');
    const left = (await call(api, 'GET', '/v3/operations/underwriting', team.tokens.operations)).body.items;
    expect(left.some((entry: { form_id: string }) => entry.form_id === form.id)).toBe(false);
  });
});
