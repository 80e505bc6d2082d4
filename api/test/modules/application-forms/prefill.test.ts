// A second questionnaire starts from what the company already said: the profile's fields and the
// common answers of its last questionnaire (description, revenue, shareholders, key persons...),
// and says where they came from so the screen can ask to check them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';

let api: TestApp;
let team: TeamFixture;

beforeAll(async () => {
  api = await startTestApp();
  team = await teamFixture(api);
}, 120_000);
afterAll(async () => api?.close());

const start = (token: string, body: unknown) => call(api, 'POST', '/v3/application-forms', token, body);

const companyFacts = {
  'company.description': 'Consultoria em tributos.',
  'company.revenue_last_year': '2400000.00',
  'company.revenue_next_year': '3000000.00',
  'shareholders.list': [
    { name: 'Ana Sócia', percentage: 60 },
    { name: 'Bruno Sócio', percentage: 40 },
  ],
  'key_persons.list': [{ full_name: 'Ana Sócia', role: 'FOUNDER', academic_background: 'MASTERS' }],
  'client_activities.list': ['CONSULTING_PLANNING'],
};

describe('a second questionnaire', () => {
  it('starts with the common answers of the last one, and names it', async () => {
    const first = await start(team.tokens.admin, { products: ['CYBER'] });
    expect(first.status).toBe(200);
    expect(first.body.prefilled_from).toBeNull();
    const saved = await call(api, 'PATCH', `/v3/application-forms/${first.body.id}`, team.tokens.admin, {
      version: first.body.version,
      answers: { ...companyFacts, 'cyber.backups': true, 'company.description': 'Consultoria em tributos.' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const second = await start(team.tokens.admin, { products: ['D_AND_O'], replace: true });
    expect(second.status).toBe(200);
    expect(second.body.answers).toMatchObject(companyFacts);
    // Only the company's own facts carry over: another product's answers are asked again.
    expect(second.body.answers['cyber.backups']).toBeUndefined();
    expect(second.body.prefilled_from).toEqual({ id: first.body.id, created_at: first.body.created_at });
    const read = await call(api, 'GET', `/v3/application-forms/${second.body.id}`, team.tokens.admin);
    expect(read.body.prefilled_from).toEqual(second.body.prefilled_from);
    expect(read.body.pending).not.toContain('company.description');
  });

  it('starts empty but for the profile for a company that never answered one', async () => {
    const first = await start(team.tokens.otherAdmin, { products: ['CYBER'] });
    expect(first.status).toBe(200);
    expect(first.body.prefilled_from).toBeNull();
    expect(first.body.answers['company.description']).toBeUndefined();
  });
});
