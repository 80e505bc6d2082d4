// The application questionnaire through HTTP: start prefilled, save and merge, finish into
// underwriting, share with a guest; every refusal a catalogue code. Fresh accounts per file, so
// nothing here depends on (or disturbs) the demo's forms.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, quotes, underwritingSubmissions } from '../../../src/db/schema';
import { startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';
import { bodyOf, signIn } from '../../support/sign-in';

let api: TestApp;
let team: TeamFixture;

beforeAll(async () => {
  api = await startTestApp();
  team = await teamFixture(api);
  await api.app.database.db
    .update(accounts)
    .set({ total_employees: 12, address_city: 'Recife', websites: ['https://team.example'] })
    .where(eq(accounts.id, team.accountId));
}, 120_000);
afterAll(async () => api?.close());

const as = (role: keyof TeamFixture['tokens']) => team.tokens[role];
const start = (token: string, body: unknown) => call(api, 'POST', '/v3/application-forms', token, body);
const save = (token: string, id: string, body: unknown) =>
  call(api, 'PATCH', `/v3/application-forms/${id}`, token, body);
const mailsTo = async (email: string) =>
  (await api.fetch(`/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`).then(bodyOf)).items as {
    template: string;
    link: string;
  }[];

/** Every required answer of the common part and cyber, for a form that can be finished. */
const complete = {
  'company.legal_name': 'Equipe Teste Ltda',
  'company.start_of_operations': '2019-05-01',
  'company.description': 'Consultoria.\nSegunda linha.',
  'company.activity': 'CONSULTING_PLANNING',
  'company.total_employees': 15,
  'company.annual_revenue_band': 'FROM_1M_TO_5M',
  'company.revenue_last_year': '2500000.00',
  'company.websites': ['team.example'],
  'company.contact_email': 'cfo@team.example',
  'address.zip_code': '50000-000',
  'address.street': 'Rua do Sol',
  'address.number': '10',
  'address.neighborhood': 'Boa Vista',
  'address.city': 'Recife',
  'address.state': 'PE',
  'shareholders.list': [{ name: 'Sócia', percentage: 100 }],
  'key_persons.list': [{ full_name: 'Sócia', role: 'FOUNDER', academic_background: 'MASTERS' }],
  'client_activities.list': ['CONSULTING_PLANNING'],
  'cyber.high_risk_activities': ['NONE'],
  'cyber.payment_cards': false,
  'cyber.personal_data': false,
  'cyber.health_data': false,
  'cyber.mfa_email': true,
  'cyber.mfa_remote_access': true,
  'cyber.mfa_admin': true,
  'cyber.backups': false,
  'cyber.edr': 'NONE',
  'cyber.laptop_encryption': 'YES',
  'cyber.dual_approval': true,
  'cyber.phishing_training': 'YEARLY',
  'cyber.patch_days': 'UNDER_7',
  'cyber.incident_response_plan': true,
  'cyber.incidents': false,
  'cyber.known_circumstances': false,
  'cyber.requested_limit': 'L_1M',
  'cyber.retention': 'R_25K',
  'cyber.start_date': '2027-01-01',
};

describe('starting a questionnaire', () => {
  let formId: string;

  it('prefills what the company profile knows and records the definitions', async () => {
    const { status, body } = await start(as('admin'), { products: ['CYBER'] });
    expect(status).toBe(200);
    formId = body.id;
    expect(body).toMatchObject({
      status: 'IPAF_IN_PROGRESS',
      products: ['CYBER'],
      definition_versions: { COMMON: 1, CYBER: 1 },
      answers: {
        'company.total_employees': 12,
        'address.city': 'Recife',
        'company.websites': ['https://team.example'],
      },
    });
    expect(body.pending[0]).toBe('company.start_of_operations');
    expect(body.progress).toBeGreaterThan(0);
  });

  it('continues the one in progress unless replacing it is confirmed', async () => {
    const again = await start(as('member'), { products: ['D_AND_O'] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'FORM_IN_PROGRESS', current: { id: formId } });
    const replaced = await start(as('member'), { products: ['D_AND_O'], replace: true });
    expect(replaced.status).toBe(200);
    expect((await call(api, 'GET', `/v3/application-forms/${formId}`, as('admin'))).body.status).toBe('CLOSED');
    // The closed one can no longer be edited.
    const late = await save(as('admin'), formId, { version: 2, answers: { 'company.description': 'x' } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TRANSITION_NOT_ALLOWED');
  });
});

describe('saving, merging and finishing', () => {
  let form: { id: string; version: number };

  beforeAll(async () => {
    form = (await start(as('admin'), { products: ['CYBER'], replace: true })).body;
  });

  it('refuses a wrong answer with the field and a catalogue code, and keeps what was saved', async () => {
    const refused = await save(as('admin'), form.id, {
      version: form.version,
      answers: {
        'company.contact_email': 'cfo@',
        'shareholders.list': [
          { name: 'A', percentage: 70 },
          { name: 'B', percentage: 31 },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { field: 'company.contact_email', code: 'INVALID_EMAIL' },
      { field: 'shareholders.list', code: 'PERCENTAGES_OVER_100' },
    ]);
    expect(refused.body.message).toBe('Alguns campos estão inválidos. Revise e tente novamente.');
    const now = await call(api, 'GET', `/v3/application-forms/${form.id}`, as('admin'));
    expect(now.body.version).toBe(form.version);
  });

  it('merges answers two people changed from the same version, and offers only the real conflict', async () => {
    const base = form.version;
    const first = await save(as('admin'), form.id, { version: base, answers: { 'company.legal_name': 'Equipe A' } });
    expect(first.status).toBe(200);
    const second = await save(as('member'), form.id, { version: base, answers: { 'company.total_employees': 20 } });
    expect(second.status).toBe(200);
    expect(second.body.answers).toMatchObject({ 'company.legal_name': 'Equipe A', 'company.total_employees': 20 });
    const clash = await save(as('member'), form.id, { version: base, answers: { 'company.legal_name': 'Equipe B' } });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      code: 'STALE_VERSION',
      details: [{ field: 'company.legal_name', code: 'STALE_VERSION' }],
      current: { version: base + 2, answers: { 'company.legal_name': 'Equipe A' } },
    });
    form.version = base + 2;
  });

  it('refuses to finish with pending questions, naming them', async () => {
    const refused = await call(api, 'POST', `/v3/application-forms/${form.id}/finish`, as('admin'), {
      version: form.version,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('QUESTIONS_PENDING');
    expect(refused.body.details[0]).toEqual({ field: 'company.start_of_operations', code: 'QUESTIONS_PENDING' });
  });

  it('finishes into underwriting, writes the profile back and mails the person', async () => {
    const saved = await save(as('admin'), form.id, { version: form.version, answers: complete });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.pending).toEqual([]);
    expect(saved.body.answers['company.websites']).toEqual(['team.example']);
    const finished = await call(api, 'POST', `/v3/application-forms/${form.id}/finish`, as('admin'), {
      version: saved.body.version,
      language: 'en',
    });
    expect(finished.status).toBe(200);
    // No offline or cloud backups: underwriting refers the cyber risk to a person at once.
    expect(finished.body).toMatchObject({ status: 'QUOTING', finished_at: expect.any(String) });
    const db = api.app.database.db;
    const [submission] = await db
      .select()
      .from(underwritingSubmissions)
      .where(eq(underwritingSubmissions.form_id, form.id));
    expect(submission).toMatchObject({ status: 'REFERRED', products: ['CYBER'], account_id: team.accountId });
    expect(submission!.results).toEqual([expect.objectContaining({ decision: 'REFER', reasons: ['NO_BACKUPS'] })]);
    const searching = await db.select().from(quotes).where(eq(quotes.application_form_id, form.id));
    expect(searching.map((quote) => quote.status)).toEqual(['SEARCHING']);
    const [account] = await db.select().from(accounts).where(eq(accounts.id, team.accountId));
    expect(account).toMatchObject({
      legal_name: 'Equipe Teste Ltda',
      address_street: 'Rua do Sol',
      total_employees: 15,
    });
    expect((await mailsTo(team.emails.admin)).map((mail) => mail.template)).toContain('questionnaire-finished');
    const again = await call(api, 'POST', `/v3/application-forms/${form.id}/finish`, as('admin'), {
      version: finished.body.version,
    });
    expect(again.body.code).toBe('TRANSITION_NOT_ALLOWED');
  });
});

describe('an instant decision', () => {
  it('quotes a clear risk at once: three options, the requested limit recommended', async () => {
    const form = (await start(as('admin'), { products: ['CYBER'], replace: true })).body;
    const saved = await save(as('admin'), form.id, {
      version: form.version,
      answers: { ...complete, 'cyber.backups': true, 'cyber.requested_limit': 'L_2M' },
    });
    expect(saved.body.pending).toEqual([]);
    const finished = await call(api, 'POST', `/v3/application-forms/${form.id}/finish`, as('member'), {
      version: saved.body.version,
    });
    expect(finished.body.status).toBe('QUOTE_READY');
    const listed = await call(api, 'GET', '/v3/quotes', as('admin'));
    const options = listed.body.items.filter(
      (quote: { application_form_id?: string; status: string }) => quote.status === 'AVAILABLE',
    );
    expect(options.map((quote: { coverage_limit: string }) => quote.coverage_limit).sort()).toEqual([
      '1000000.00',
      '2000000.00',
      '3000000.00',
    ]);
    expect(options.filter((quote: { recommended: boolean }) => quote.recommended)).toHaveLength(1);
  });
});

describe('who may open a form', () => {
  let formId: string;
  beforeAll(async () => {
    formId = (await start(as('otherAdmin'), { products: ['E_AND_O'] })).body.id;
  });

  it('hides it from another tenant and a broker who is not of record, and refuses operations (the desk has its own routes)', async () => {
    for (const role of ['admin', 'broker'] as const) {
      const response = await call(api, 'GET', `/v3/application-forms/${formId}`, as(role));
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    for (const path of [`/v3/application-forms/${formId}`, `/v3/application-forms/${formId}/shares`]) {
      const refused = await call(api, 'GET', path, as('operations'));
      expect(refused.status, path).toBe(403);
      expect(refused.body.code, path).toBe('FORBIDDEN');
    }
    expect((await save(as('operations'), formId, { version: 1, answers: {} })).status).toBe(403);
    expect((await call(api, 'GET', `/v3/application-forms/${formId}`)).status).toBe(401);
  });

  it('lets the broker of record edit the customer’s form', async () => {
    const outra = (await signIn(api, 'outra@demo.local')).access_token;
    const started = await start(outra, { products: ['CYBER'], replace: true });
    const broker = await save(as('broker'), started.body.id, {
      version: started.body.version,
      answers: { 'cyber.mfa_email': true },
    });
    expect(broker.status).toBe(200);
    expect(broker.body.answers['cyber.mfa_email']).toBe(true);
  });
});

describe('sharing with a guest', () => {
  let form: { id: string; version: number };
  let token: string;
  let shareId: string;

  beforeAll(async () => {
    form = (await start(as('admin'), { products: ['D_AND_O'], replace: true })).body;
  });

  it('refuses a malformed e-mail and mails a working link to a good one', async () => {
    const bad = await call(api, 'POST', `/v3/application-forms/${form.id}/shares`, as('member'), { email: 'lawyer@' });
    expect(bad.body.code).toBe('INVALID_EMAIL');
    const shared = await call(api, 'POST', `/v3/application-forms/${form.id}/shares`, as('member'), {
      email: 'Lawyer@Team.example',
    });
    expect(shared.status).toBe(200);
    shareId = shared.body.id;
    const [mail] = await mailsTo('lawyer@team.example');
    expect(mail!.template).toBe('questionnaire-shared');
    token = new URL(mail!.link).searchParams.get('token')!;
    expect(new URL(mail!.link).pathname).toBe('/shared-ipaf/index');
  });

  it('opens that form only, and the guest’s answers reach the customer', async () => {
    const headers = { 'x-share-token': token, 'content-type': 'application/json' };
    const opened = await api.fetch('/v3/shared-forms/current', { headers });
    expect(opened.status).toBe(200);
    expect((await bodyOf(opened)).id).toBe(form.id);
    const saved = await api.fetch('/v3/shared-forms/current', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ version: form.version, answers: { 'dno.us_listed': false } }),
    });
    expect(saved.status).toBe(200);
    expect((await bodyOf(saved)).answers['dno.us_listed'], JSON.stringify(form)).toBe(false);
    const seen = await call(api, 'GET', `/v3/application-forms/${form.id}`, as('admin'));
    expect(seen.body.answers['dno.us_listed']).toBe(false);
  });

  it('lets only an administrator revoke, after which the link is invalid', async () => {
    const path = `/v3/application-forms/${form.id}/shares/${shareId}`;
    expect((await call(api, 'DELETE', path, as('member'))).status).toBe(403);
    expect((await call(api, 'DELETE', path, as('admin'))).body.revoked_at).toEqual(expect.any(String));
    const after = await api.fetch('/v3/shared-forms/current', { headers: { 'x-share-token': token } });
    expect(after.status).toBe(404);
    expect((await bodyOf(after)).code).toBe('SHARE_LINK_INVALID');
    const unknown = await api.fetch('/v3/shared-forms/current', { headers: { 'x-share-token': 'nope' } });
    expect((await bodyOf(unknown)).code).toBe('SHARE_LINK_INVALID');
  });
});
