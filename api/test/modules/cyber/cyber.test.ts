// Cyber assessments through HTTP (issue 13): a request with spec section 5's rules and its domain
// proof (DNS TXT record or .well-known file, checked through injected lookups; operations may
// confirm by hand), the schedule by plan, a published report with findings and its PDF, and a
// finding disputed as a false positive and ruled on by operations.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cyberRequests, mailOutbox, operationsReads } from '../../../src/db/schema';
import { dueCyberRequests, remindDue } from '../../../src/modules/cyber';
import { startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';

/** What the fake internet answers: TXT records per name, files per address. */
const txt = new Map<string, string[][]>();
const files = new Map<string, string>();

let api: TestApp;
let team: TeamFixture;
let run: string;
beforeAll(async () => {
  api = await startTestApp({
    domainCheck: {
      resolveTxt: async (domain) => txt.get(domain) ?? [],
      fetchText: async (url) => files.get(url) ?? null,
    },
  });
  team = await teamFixture(api);
  run = String(Date.now());
}, 120_000);
afterAll(async () => api?.close());

const request = (domain: string, extra: Record<string, unknown> = {}) => ({
  plan: 'LITE',
  main_domain: domain,
  activity: 'HEALTH',
  employees: 40,
  revenue_band: 'FROM_1M_TO_5M',
  ...extra,
});

async function requested(domain: string, extra: Record<string, unknown> = {}) {
  const created = await call(api, 'POST', '/v3/cyber/requests', team.tokens.admin, request(domain, extra));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

async function scheduled(domain: string, extra: Record<string, unknown> = {}) {
  const created = await requested(domain, extra);
  const confirmed = await call(
    api,
    'POST',
    `/v3/operations/cyber/requests/${created.id}/confirm-domain`,
    team.tokens.operations,
    { version: created.version },
  );
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body;
}

const FINDINGS = [
  { severity: 'HIGH', port: 3389, service: 'rdp', title: 'RDP exposed', advice: 'Close it; use a VPN.' },
  { severity: 'LOW', port: null, service: 'dns', title: 'No DNSSEC', advice: 'Sign the zone.' },
];

async function published(domain: string) {
  const req = await scheduled(domain);
  const report = await call(api, 'POST', `/v3/operations/cyber/requests/${req.id}/reports`, team.tokens.operations, {
    version: req.version,
    score: 72,
    summary: 'Two findings.',
    findings: FINDINGS,
  });
  expect(report.status, JSON.stringify(report.body)).toBe(200);
  return { req, report: report.body };
}

describe('requesting an assessment', () => {
  it('requires domain, activity, employee count and revenue band (spec section 5)', async () => {
    const refused = await call(api, 'POST', '/v3/cyber/requests', team.tokens.admin, {
      plan: 'LITE',
      main_domain: '',
      activity: '',
      employees: null,
      revenue_band: null,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.details.map((detail: { field: string }) => detail.field)).toEqual([
      'main_domain',
      'activity',
      'employees',
      'revenue_band',
    ]);
    const badDomain = await call(api, 'POST', '/v3/cyber/requests', team.tokens.admin, request('not a domain'));
    expect([badDomain.status, badDomain.body.code]).toEqual([400, 'INVALID_URL']);
  });

  it('answers how to prove the domain, keeps one open request per domain, and hides it from other tenants', async () => {
    const created = await requested(`https://WWW.Clinica-${run}.com.br/contato`);
    expect(created.status).toBe('PENDING_VERIFICATION');
    expect(created.main_domain).toBe(`www.clinica-${run}.com.br`);
    expect(created.proof.txt_record).toMatch(/^seguro-empresarial-verification=[0-9a-f]{32}$/);
    expect(created.proof.file_url).toBe(
      `https://www.clinica-${run}.com.br/.well-known/${created.proof.file_content}.txt`,
    );
    const again = await call(
      api,
      'POST',
      '/v3/cyber/requests',
      team.tokens.member,
      request(`www.clinica-${run}.com.br`),
    );
    expect([again.status, again.body.code]).toEqual([409, 'CYBER_REQUEST_OPEN']);
    const mine = await call(api, 'GET', `/v3/cyber/requests/${created.id}`, team.tokens.member);
    expect(mine.body.id).toBe(created.id);
    expect((await call(api, 'GET', `/v3/cyber/requests/${created.id}`, team.tokens.otherAdmin)).status).toBe(404);
    const list = await call(api, 'GET', '/v3/cyber/requests', team.tokens.admin);
    expect(list.body.items.map((item: { id: string }) => item.id)).toContain(created.id);
  });
});

describe('proving control of the domain', () => {
  it('schedules the first assessment once the DNS TXT record is there', async () => {
    const created = await requested(`dns-${run}.com.br`);
    const missing = await call(api, 'POST', `/v3/cyber/requests/${created.id}/verify`, team.tokens.admin, {
      version: created.version,
    });
    expect(missing.status).toBe(200);
    expect(missing.body.verified).toBe(false);
    expect(missing.body.request.status).toBe('PENDING_VERIFICATION');
    expect(missing.body.request.last_check_at).not.toBeNull();

    txt.set(`dns-${run}.com.br`, [
      ['v=spf1 -all'],
      [created.proof.txt_record.slice(0, 20), created.proof.txt_record.slice(20)],
    ]);
    const stale = await call(api, 'POST', `/v3/cyber/requests/${created.id}/verify`, team.tokens.admin, {
      version: created.version,
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'STALE_VERSION']);
    expect(stale.body.current.version).toBe(missing.body.request.version);
    const before = Date.now();
    const found = await call(api, 'POST', `/v3/cyber/requests/${created.id}/verify`, team.tokens.member, {
      version: missing.body.request.version,
    });
    expect(found.body.verified).toBe(true);
    expect(found.body.request.status).toBe('SCHEDULED');
    expect(found.body.request.domain_proof).toBe('DNS');
    expect(Date.parse(found.body.request.next_assessment_at)).toBeGreaterThanOrEqual(before - 1000);
    const due = await dueCyberRequests(api.app.database.db, new Date(Date.now() + 1000));
    expect(due.map((row) => row.id)).toContain(created.id);
  });

  it('accepts the .well-known file instead', async () => {
    const created = await requested(`file-${run}.com.br`);
    files.set(created.proof.file_url, `${created.proof.file_content}\n`);
    const found = await call(api, 'POST', `/v3/cyber/requests/${created.id}/verify`, team.tokens.admin, {
      version: created.version,
    });
    expect(found.body.verified).toBe(true);
    expect(found.body.request.domain_proof).toBe('FILE');
  });

  it('lets operations confirm by hand, and only operations', async () => {
    const created = await requested(`hand-${run}.com.br`);
    const path = `/v3/operations/cyber/requests/${created.id}/confirm-domain`;
    expect((await call(api, 'POST', path, team.tokens.admin, { version: created.version })).status).toBe(403);
    const confirmed = await call(api, 'POST', path, team.tokens.operations, { version: created.version });
    expect(confirmed.body.status).toBe('SCHEDULED');
    expect(confirmed.body.domain_proof).toBe('OPERATIONS');
    const twice = await call(api, 'POST', path, team.tokens.operations, { version: confirmed.body.version });
    expect([twice.status, twice.body.code]).toEqual([409, 'CYBER_STEP_NOT_ALLOWED']);
    // The schedule's job ran (inline in tests) at once: the first assessment is due now, operations are told.
    const reminders = await api.app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_email, 'ops@demo.local'), eq(mailOutbox.template, 'cyber-assessment-due')));
    expect(reminders.some((mail) => mail.link?.endsWith(`/ops/cyber/${created.id}`))).toBe(true);
    const queue = await call(api, 'GET', '/v3/operations/cyber/requests', team.tokens.operations);
    const queued = queue.body.items.find((item: { id: string }) => item.id === created.id);
    // The company's country says the currency its revenue band is read in (issue 28).
    expect([queued.company, queued.country]).toEqual([team.accountName, 'br']);
  });
});

describe('operations reading a request and a report', () => {
  it('write each read to the audit log, with the customer account', async () => {
    const { req, report } = await published(`audit-${run}.com.br`);
    expect((await call(api, 'GET', `/v3/operations/cyber/requests/${req.id}`, team.tokens.operations)).status).toBe(
      200,
    );
    expect((await call(api, 'GET', `/v3/operations/cyber/reports/${report.id}`, team.tokens.operations)).status).toBe(
      200,
    );
    const audit = await api.app.database.db
      .select()
      .from(operationsReads)
      .where(inArray(operationsReads.record_id, [req.id, report.id]))
      .orderBy(operationsReads.created_at);
    expect(audit.map((row) => [row.operation, row.record_type, row.record_id, row.account_id])).toEqual([
      ['getOperationsCyberRequest', 'cyber_request', req.id, team.accountId],
      ['getOperationsCyberReport', 'cyber_report', report.id, team.accountId],
    ]);
  });
});

describe('publishing a report', () => {
  it('refuses a request whose domain is not proven yet', async () => {
    const created = await requested(`early-${run}.com.br`);
    const refused = await call(
      api,
      'POST',
      `/v3/operations/cyber/requests/${created.id}/reports`,
      team.tokens.operations,
      {
        version: created.version,
        score: 50,
        findings: [],
      },
    );
    expect([refused.status, refused.body.code]).toEqual([409, 'CYBER_STEP_NOT_ALLOWED']);
  });

  it('publishes score, risk level and findings, schedules the next by plan, and mails the administrator', async () => {
    const { req, report } = await published(`report-${run}.com.br`);
    expect(report).toMatchObject({ score: 72, risk_level: 'MEDIUM', vulnerability_count: 2, status: 'PUBLISHED' });
    expect(report.findings.map((finding: { port: number | null }) => finding.port)).toEqual([3389, null]);
    const after = await call(api, 'GET', `/v3/cyber/requests/${req.id}`, team.tokens.admin);
    const months = (Date.parse(after.body.next_assessment_at) - Date.now()) / (30.4 * 24 * 3600_000);
    expect(months).toBeGreaterThan(2.8);
    expect(months).toBeLessThan(3.2);
    expect(after.body.reports.map((row: { id: string }) => row.id)).toEqual([report.id]);
    const due = await dueCyberRequests(api.app.database.db);
    expect(due.map((row) => row.id)).not.toContain(req.id);
    // The next reminder job waits for its date: run now, it finds nothing due.
    expect(await remindDue(api.app.database.db, req.id, api.config.publicUrl)).toBe(false);
    const history = await call(api, 'GET', '/v3/cyber/reports', team.tokens.member);
    expect(history.body.items[0].id).toBe(report.id);
    const mail = await api.app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_email, team.emails.admin), eq(mailOutbox.template, 'cyber-report-published')));
    expect(mail.at(-1)?.body).toContain(`report-${run}.com.br`);
  });

  it('schedules a Plus request a month ahead', async () => {
    const req = await scheduled(`plus-${run}.com.br`, { plan: 'PLUS' });
    await call(api, 'POST', `/v3/operations/cyber/requests/${req.id}/reports`, team.tokens.operations, {
      version: req.version,
      score: 90,
      findings: [],
    });
    const [row] = await api.app.database.db.select().from(cyberRequests).where(eq(cyberRequests.id, req.id));
    const days = (row!.next_assessment_at!.getTime() - Date.now()) / (24 * 3600_000);
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('serves the PDF in the language asked for, to the account only', async () => {
    const { report } = await published(`pdf-${run}.com.br`);
    const response = await api.fetch(`/v3/cyber/reports/${report.id}/pdf?language=en`, {
      headers: { authorization: `Bearer ${team.tokens.member}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await api.fetch(`/v3/cyber/reports/${report.id}/pdf`, {
      headers: { authorization: `Bearer ${team.tokens.otherAdmin}` },
    });
    expect(other.status).toBe(404);
  });
});

describe('disputing a finding', () => {
  it('goes DISPUTED, operations accept it, the count drops and the customer is told', async () => {
    const { report } = await published(`dispute-${run}.com.br`);
    const [finding] = report.findings;
    const path = `/v3/cyber/reports/${report.id}/findings/${finding.id}/dispute`;
    const empty = await call(api, 'POST', path, team.tokens.member, { version: finding.version, reason: '' });
    expect(empty.status).toBe(400);
    const disputed = await call(api, 'POST', path, team.tokens.member, {
      version: finding.version,
      reason: 'RDP is a honeypot we run on purpose.',
    });
    expect(disputed.status, JSON.stringify(disputed.body)).toBe(200);
    expect(disputed.body.dispute_status).toBe('DISPUTED');
    const again = await call(api, 'POST', path, team.tokens.member, { version: disputed.body.version, reason: 'x' });
    expect([again.status, again.body.code]).toEqual([409, 'CYBER_STEP_NOT_ALLOWED']);
    const review = await call(api, 'GET', `/v3/cyber/reports/${report.id}`, team.tokens.admin);
    expect(review.body.status).toBe('UNDER_REVIEW');
    expect((await call(api, 'GET', `/v3/cyber/reports/${report.id}`, team.tokens.otherAdmin)).status).toBe(404);

    const ruling = `/v3/operations/cyber/findings/${finding.id}/ruling`;
    expect(
      (await call(api, 'POST', ruling, team.tokens.admin, { version: disputed.body.version, decision: 'ACCEPT' }))
        .status,
    ).toBe(403);
    const stale = await call(api, 'POST', ruling, team.tokens.operations, {
      version: finding.version,
      decision: 'ACCEPT',
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'STALE_VERSION']);
    const accepted = await call(api, 'POST', ruling, team.tokens.operations, {
      version: disputed.body.version,
      decision: 'ACCEPT',
      note: 'Confirmed with the customer.',
    });
    expect(accepted.body).toMatchObject({ dispute_status: 'ACCEPTED', ruling_note: 'Confirmed with the customer.' });
    const after = await call(api, 'GET', `/v3/cyber/reports/${report.id}`, team.tokens.member);
    expect(after.body).toMatchObject({ status: 'PUBLISHED', vulnerability_count: 1 });
    const mail = await api.app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_email, team.emails.member), eq(mailOutbox.template, 'cyber-dispute-ruled')));
    expect(mail.at(-1)?.body).toContain('RDP exposed');
  });

  it('keeps a rejected finding counting', async () => {
    const { report } = await published(`reject-${run}.com.br`);
    const finding = report.findings[1];
    const disputed = await call(
      api,
      'POST',
      `/v3/cyber/reports/${report.id}/findings/${finding.id}/dispute`,
      team.tokens.admin,
      {
        version: finding.version,
        reason: 'We use DNSSEC elsewhere.',
      },
    );
    const rejected = await call(
      api,
      'POST',
      `/v3/operations/cyber/findings/${finding.id}/ruling`,
      team.tokens.operations,
      {
        version: disputed.body.version,
        decision: 'REJECT',
      },
    );
    expect(rejected.body.dispute_status).toBe('REJECTED');
    const after = await call(api, 'GET', `/v3/operations/cyber/reports/${report.id}`, team.tokens.operations);
    expect(after.body).toMatchObject({ status: 'PUBLISHED', vulnerability_count: 2 });
  });
});

describe('cancelling', () => {
  it('stops the schedule; a cancelled request frees the domain for a new one', async () => {
    const req = await scheduled(`cancel-${run}.com.br`);
    const cancelled = await call(api, 'POST', `/v3/cyber/requests/${req.id}/cancel`, team.tokens.admin, {
      version: req.version,
    });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', next_assessment_at: null });
    await requested(`cancel-${run}.com.br`);
  });
});
