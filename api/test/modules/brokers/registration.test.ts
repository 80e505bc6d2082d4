// Broker signup, register steps, documents, profile and the operations decision, per role:
// broker (own), broker invited, another broker's ids, customers, operations, no token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BROKER_FILE_MAX_BYTES, checkTaxId } from '@platform/domain';
import { hashPassword } from '../../../src/lib/auth/passwords';
import { brokerUsers, brokers, users } from '../../../src/db/schema';
import { startTestApp, type TestApp } from '../../support/app';
import { uniqueCnpj } from '../../support/cnpj';
import { DEMO_PASSWORD, signIn } from '../../support/sign-in';

let api: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // Sign-ups here outnumber the public route's per-minute budget.
  api = await startTestApp();
  for (const who of ['cliente', 'membro', 'corretor', 'ops'])
    tokens[who] = (await signIn(api, `${who}@demo.local`)).access_token;
});
afterAll(async () => api?.close());

const call = async (
  method: string,
  path: string,
  who?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const response = await api.fetch(path, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${tokens[who] ?? who}` } : {}),
      ...(body !== undefined && !(body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body instanceof Uint8Array ? body : body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    headers: response.headers,
  };
};

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  country: 'br',
  language: 'en',
  first_name: 'Bruna',
  last_name: 'Costa',
  email: `broker-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Corretora2026',
  accept_terms: true,
  legal_name: 'Costa Corretora de Seguros Ltda',
  trade_name: 'Costa Seguros',
  tax_id: uniqueCnpj(),
  phone: '+55 11 5555-0101',
  website: 'costa-seguros.example',
  ...overrides,
});

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const STEPS = {
  tax_registry: { tax_regime: 'SIMPLES_NACIONAL', municipal_registration: '123456', iss_withheld: false },
  regulator_registry: { regulator_registration: '202031234', regulator_status: 'ACTIVE' },
  address: {
    postal_code: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    detail: 'Sala 1',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  bank_data: {
    bank_code: '341',
    branch: '0001',
    account_number: '12345-6',
    account_type: 'CHECKING',
    holder_name: 'Costa Corretora',
    holder_tax_id: '11.222.333/0001-81',
  },
};

/** Signs a new brokerage up and signs its broker in: answers its token, id and e-mail. */
async function newBroker() {
  const body = signUpBody();
  const created = await call('POST', '/v3/brokers/sign-up', undefined, body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const token = (await signIn(api, body.email, body.password)).access_token;
  return { token, id: created.body.broker_id as string, email: body.email, taxId: body.tax_id };
}

const upload = (who: string, kind: string, bytes: Uint8Array, name = 'doc.pdf') =>
  call('POST', `/v3/broker/registration/files?kind=${kind}&file_name=${encodeURIComponent(name)}`, who, bytes, {
    'content-type': 'application/octet-stream',
  });

describe('POST /v3/brokers/sign-up', () => {
  it('creates an active user and a brokerage pending approval with the normalised CNPJ', async () => {
    const broker = await newBroker();
    const me = await call('GET', '/v3/me', broker.token);
    expect(me.body.role).toBe('BROKER');
    expect(me.body.broker).toMatchObject({
      id: broker.id,
      status: 'PENDING_APPROVAL',
      tax_id: checkTaxId('CNPJ', broker.taxId).normalized,
      legal_name: 'Costa Corretora de Seguros Ltda',
      website: 'https://costa-seguros.example/',
    });
  });

  it('refuses a taken e-mail, a taken CNPJ and an invalid CNPJ with field details', async () => {
    const first = signUpBody();
    expect((await call('POST', '/v3/brokers/sign-up', undefined, first)).status).toBe(200);
    const sameEmail = await call('POST', '/v3/brokers/sign-up', undefined, signUpBody({ email: first.email }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({
      code: 'EMAIL_ALREADY_REGISTERED',
      details: [{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }],
    });
    const customerEmail = await call(
      'POST',
      '/v3/brokers/sign-up',
      undefined,
      signUpBody({ email: 'cliente@demo.local' }),
    );
    expect(customerEmail.body.code).toBe('EMAIL_ALREADY_REGISTERED');
    const sameTaxId = await call('POST', '/v3/brokers/sign-up', undefined, signUpBody({ tax_id: first.tax_id }));
    expect(sameTaxId.status).toBe(409);
    expect(sameTaxId.body).toMatchObject({
      code: 'BROKER_TAX_ID_IN_USE',
      details: [{ field: 'tax_id', code: 'BROKER_TAX_ID_IN_USE' }],
    });
    const invalid = await call(
      'POST',
      '/v3/brokers/sign-up',
      undefined,
      signUpBody({ tax_id: '11.222.333/0001-82', website: 'not a site' }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'tax_id', code: 'INVALID_TAX_ID' }),
        expect.objectContaining({ field: 'website', code: 'INVALID_URL' }),
      ]),
    );
  });

  it('refuses a brokerage e-mail already used by another brokerage', async () => {
    // A brokerage whose contact e-mail belongs to no user: only the brokerage has it.
    const email = `contato-${Date.now()}@corretora.example`;
    await api.app.database.db
      .insert(brokers)
      .values({ legal_name: 'Contato Corretora', name: 'Contato', tax_id: uniqueCnpj(), email });
    const taken = await call('POST', '/v3/brokers/sign-up', undefined, signUpBody({ email }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'BROKER_EMAIL_IN_USE',
      details: [{ field: 'email', code: 'BROKER_EMAIL_IN_USE' }],
    });
    const [user] = await api.app.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeUndefined();
  });
});

describe('register steps, documents and submission (broker, own brokerage)', () => {
  it('keeps each saved step, accepts a PDF, refuses oversize and wrong-type files, and sends the registration', async () => {
    const broker = await newBroker();
    // A pending broker is refused by the broker area but reaches its registration.
    expect((await call('GET', '/v3/broker/companies', broker.token)).body.code).toBe('BROKER_PENDING_APPROVAL');
    const empty = await call('GET', '/v3/broker/registration', broker.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      status: 'PENDING_APPROVAL',
      completed_steps: [],
      next_step: 'tax-registry',
      bank_data: null,
      files: [],
    });

    const saved = await call('PUT', '/v3/broker/registration', broker.token, {
      tax_registry: STEPS.tax_registry,
      regulator_registry: STEPS.regulator_registry,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.completed_steps).toEqual(['tax-registry', 'regulator-registry']);
    expect(saved.body.next_step).toBe('address');
    const wrong = await call('PUT', '/v3/broker/registration', broker.token, {
      bank_data: { ...STEPS.bank_data, bank_code: '34', holder_tax_id: '1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([
      expect.objectContaining({ field: 'bank_data.bank_code', code: 'VALIDATION_FAILED' }),
      expect.objectContaining({ field: 'bank_data.holder_tax_id', code: 'INVALID_TAX_ID' }),
    ]);
    await call('PUT', '/v3/broker/registration', broker.token, { address: STEPS.address, bank_data: STEPS.bank_data });
    const reloaded = await call('GET', '/v3/broker/registration', broker.token);
    expect(reloaded.body).toMatchObject({
      next_step: 'files',
      address: { postal_code: '01310100', city: 'São Paulo' },
      bank_data: { bank_code: '341', holder_tax_id: '11222333000181' },
    });

    const early = await call('POST', '/v3/broker/registration/submit', broker.token);
    expect(early.status).toBe(400);
    expect(early.body.details).toEqual([expect.objectContaining({ field: 'files' })]);

    const big = new Uint8Array(BROKER_FILE_MAX_BYTES + 1);
    big.set(PDF);
    const tooLarge = await upload(broker.token, 'REGULATOR_CERTIFICATE', big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('FILE_TOO_LARGE');
    const farTooLarge = await upload(broker.token, 'REGULATOR_CERTIFICATE', new Uint8Array(BROKER_FILE_MAX_BYTES * 2));
    expect(farTooLarge.body.code).toBe('FILE_TOO_LARGE');
    const renamed = await upload(
      broker.token,
      'REGULATOR_CERTIFICATE',
      new TextEncoder().encode('MZ not a pdf'),
      'certificate.pdf',
    );
    expect(renamed.status).toBe(415);
    expect(renamed.body.code).toBe('FILE_TYPE_NOT_ALLOWED');

    const ids: string[] = [];
    for (const kind of ['REGULATOR_CERTIFICATE', 'PROOF_OF_ADDRESS', 'BANK_PROOF']) {
      const uploaded = await upload(broker.token, kind, PDF, `${kind}.pdf`);
      expect(uploaded.status).toBe(200);
      expect(uploaded.body).toMatchObject({ kind, content_type: 'application/pdf', size: PDF.length });
      ids.push(uploaded.body.id);
    }
    const download = await call('GET', `/v3/broker/registration/files/${ids[0]}`, broker.token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.body).toContain('%PDF-1.4');

    const sent = await call('POST', '/v3/broker/registration/submit', broker.token);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ next_step: null, submitted_at: expect.any(String), status: 'PENDING_APPROVAL' });
  });

  it('stores and shows an uploaded file name without bidirectional overrides or path separators', async () => {
    const broker = await newBroker();
    // Displayed as "fatura-exe.pdf" while it ends in ".exe".
    const uploaded = await upload(broker.token, 'BANK_PROOF', PDF, 'pasta/fatura-\u202Efdp.exe\u2066');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.file_name).toBe('pasta_fatura-fdp.exe');
    const download = await call('GET', `/v3/broker/registration/files/${uploaded.body.id}`, broker.token);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${encodeURIComponent('pasta_fatura-fdp.exe')}"`,
    );
  });
});

describe('who may do what', () => {
  let pending: Awaited<ReturnType<typeof newBroker>>;
  let fileId: string;
  let invitedToken: string;
  beforeAll(async () => {
    pending = await newBroker();
    await call('PUT', '/v3/broker/registration', pending.token, STEPS);
    fileId = (await upload(pending.token, 'BANK_PROOF', PDF)).body.id;
    for (const kind of ['REGULATOR_CERTIFICATE', 'PROOF_OF_ADDRESS']) await upload(pending.token, kind, PDF);
    // A colleague invited into the pending brokerage.
    const [user] = await api.app.database.db
      .insert(users)
      .values({
        email: `invited-${Date.now()}@example.com`,
        password_hash: await hashPassword(DEMO_PASSWORD),
        first_name: 'Ivo',
        last_name: 'Convidado',
      })
      .returning();
    await api.app.database.db
      .insert(brokerUsers)
      .values({ broker_id: pending.id, user_id: user!.id, role: 'BROKER_INVITED' });
    invitedToken = (await signIn(api, user!.email)).access_token;
  });

  it('answers 401 without a token on every signed-in route', async () => {
    for (const [method, path] of [
      ['GET', '/v3/broker/registration'],
      ['PUT', '/v3/broker/registration'],
      ['POST', '/v3/broker/registration/submit'],
      ['GET', `/v3/broker/registration/files/${fileId}`],
      ['GET', '/v3/broker/profile'],
      ['GET', '/v3/operations/brokers'],
      ['POST', `/v3/operations/brokers/${pending.id}/approve`],
    ] as const) {
      expect((await call(method, path, undefined, method === 'PUT' ? {} : undefined)).status, `${method} ${path}`).toBe(
        401,
      );
    }
  });

  it('refuses customers (administrator and team member) on broker and operations routes', async () => {
    for (const who of ['cliente', 'membro']) {
      expect((await call('GET', '/v3/broker/registration', who)).status).toBe(403);
      expect((await upload(who, 'BANK_PROOF', PDF)).status).toBe(403);
      expect((await call('GET', `/v3/broker/registration/files/${fileId}`, who)).status).toBe(403);
      expect((await call('GET', '/v3/broker/profile', who)).status).toBe(403);
      expect((await call('GET', '/v3/operations/brokers', who)).status).toBe(403);
      expect((await call('POST', `/v3/operations/brokers/${pending.id}/approve`, who)).status).toBe(403);
    }
  });

  it('refuses the invited colleague on the registration, its documents and the bank details', async () => {
    expect((await call('GET', '/v3/broker/registration', invitedToken)).status).toBe(403);
    expect((await call('PUT', '/v3/broker/registration', invitedToken, { address: STEPS.address })).status).toBe(403);
    expect((await upload(invitedToken, 'BANK_PROOF', PDF)).status).toBe(403);
    expect((await call('GET', `/v3/broker/registration/files/${fileId}`, invitedToken)).status).toBe(403);
  });

  it('gives another brokerage’s document id a 404, never the bytes', async () => {
    const other = await call('GET', `/v3/broker/registration/files/${fileId}`, 'corretor');
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
  });

  it('keeps a pending broker out of the edit profile and brokers out of operations', async () => {
    expect((await call('GET', '/v3/broker/profile', pending.token)).body.code).toBe('BROKER_PENDING_APPROVAL');
    expect((await call('GET', '/v3/operations/brokers', pending.token)).status).toBe(403);
    expect((await call('POST', `/v3/operations/brokers/${pending.id}/approve`, 'corretor')).status).toBe(403);
  });

  it('lets operations list the queue, read the registration and documents, but not use broker routes', async () => {
    const queue = await call('GET', '/v3/operations/brokers?status=PENDING_APPROVAL', 'ops');
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((item: { id: string }) => item.id)).toContain(pending.id);
    expect(queue.body.items.every((item: { status: string }) => item.status === 'PENDING_APPROVAL')).toBe(true);
    const detail = await call('GET', `/v3/operations/brokers/${pending.id}`, 'ops');
    expect(detail.body).toMatchObject({
      id: pending.id,
      bank_data: { bank_code: '341' },
      files: expect.arrayContaining([expect.objectContaining({ id: fileId })]),
    });
    expect((await call('GET', `/v3/broker/registration/files/${fileId}`, 'ops')).status).toBe(200);
    expect((await call('GET', '/v3/broker/registration', 'ops')).status).toBe(403);
    expect((await call('GET', '/v3/operations/brokers/00000000-0000-4000-8000-000000000999', 'ops')).status).toBe(404);
  });

  it('approves a sent registration once, mails the broker, and opens the broker area', async () => {
    const notSent = await newBroker();
    expect((await call('POST', `/v3/operations/brokers/${notSent.id}/approve`, 'ops')).status).toBe(400);
    await call('POST', '/v3/broker/registration/submit', pending.token);
    const approved = await call('POST', `/v3/operations/brokers/${pending.id}/approve`, 'ops');
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    expect((await call('POST', `/v3/operations/brokers/${pending.id}/approve`, 'ops')).status).toBe(409);
    const mail = await call('GET', `/v3/dev/mailbox/messages?to=${encodeURIComponent(pending.email)}`);
    expect(JSON.stringify(mail.body)).toContain('broker-approved');
    expect((await call('GET', '/v3/broker/companies', pending.token)).status).toBe(200);
    // Registration is closed now; the profile takes over.
    expect((await call('PUT', '/v3/broker/registration', pending.token, { address: STEPS.address })).status).toBe(403);
  });

  it('lets the approved broker edit bank details and taxation data, and refuses the invited colleague', async () => {
    const profile = await call('GET', '/v3/broker/profile', pending.token);
    expect(profile.body).toMatchObject({
      bank_data: { account_number: '12345-6' },
      tax_registry: { tax_regime: 'SIMPLES_NACIONAL' },
    });
    const { version } = profile.body as { version: number };
    const changed = await call('PUT', '/v3/broker/profile', pending.token, {
      bank_data: { ...STEPS.bank_data, account_number: '99999-1' },
      tax_registry: { ...STEPS.tax_registry, tax_regime: 'LUCRO_PRESUMIDO' },
      version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      bank_data: { account_number: '99999-1' },
      tax_registry: { tax_regime: 'LUCRO_PRESUMIDO' },
      version: version + 1,
    });
    const invalid = await call('PUT', '/v3/broker/profile', pending.token, {
      bank_data: { ...STEPS.bank_data, branch: 'x' },
      tax_registry: { ...STEPS.tax_registry, tax_regime: 'MEI' },
      version: version + 1,
    });
    expect(invalid.status).toBe(400);
    // A refused bank section rolls the taxation data and the version back with it.
    expect((await call('GET', '/v3/broker/profile', pending.token)).body).toMatchObject({
      tax_registry: { tax_regime: 'LUCRO_PRESUMIDO' },
      version: version + 1,
    });
    expect((await call('GET', '/v3/broker/profile', invitedToken)).status).toBe(403);
    expect(
      (await call('PUT', '/v3/broker/profile', invitedToken, { bank_data: STEPS.bank_data, version })).status,
    ).toBe(403);
  });

  it('refuses a broker profile save based on an old version with STALE_VERSION and the current values', async () => {
    const { version } = (await call('GET', '/v3/broker/profile', pending.token)).body as { version: number };
    const first = await call('PUT', '/v3/broker/profile', pending.token, {
      tax_registry: { ...STEPS.tax_registry, tax_regime: 'LUCRO_REAL' },
      version,
    });
    expect(first.status).toBe(200);
    const stale = await call('PUT', '/v3/broker/profile', pending.token, {
      bank_data: { ...STEPS.bank_data, account_number: '55555-5' },
      version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'STALE_VERSION',
      current: {
        tax_registry: { tax_regime: 'LUCRO_REAL' },
        bank_data: { account_number: '99999-1' },
        version: version + 1,
      },
    });
    expect((await call('GET', '/v3/broker/profile', pending.token)).body.bank_data.account_number).toBe('99999-1');
  });

  it('refuses with a reason, mailed to the broker', async () => {
    const other = await newBroker();
    await call('PUT', '/v3/broker/registration', other.token, STEPS);
    for (const kind of ['REGULATOR_CERTIFICATE', 'PROOF_OF_ADDRESS', 'BANK_PROOF'])
      await upload(other.token, kind, PDF);
    await call('POST', '/v3/broker/registration/submit', other.token);
    expect((await call('POST', `/v3/operations/brokers/${other.id}/refuse`, 'ops', { reason: '' })).status).toBe(400);
    const refused = await call('POST', `/v3/operations/brokers/${other.id}/refuse`, 'ops', {
      reason: 'SUSEP registration not found',
    });
    expect(refused.body).toMatchObject({ status: 'REFUSED', decision_reason: 'SUSEP registration not found' });
    const mail = await call('GET', `/v3/dev/mailbox/messages?to=${encodeURIComponent(other.email)}`);
    expect(JSON.stringify(mail.body)).toContain('SUSEP registration not found');
    expect((await call('GET', '/v3/broker/companies', other.token)).body.code).toBe('BROKER_PENDING_APPROVAL');
  });
});

describe('sign-up budget', () => {
  it('answers 429 RATE_LIMITED once a client has used the per-minute budget', async () => {
    const limited = await startTestApp({ accountRateLimit: { max: 2, timeWindow: '1 minute' } });
    try {
      const post = (body: unknown) =>
        limited.fetch('/v3/brokers/sign-up', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.201' },
          body: JSON.stringify(body),
        });
      // Refused attempts count too: the budget is against guessing, not only against creating.
      expect((await post(signUpBody({ tax_id: '1' }))).status).toBe(400);
      expect((await post(signUpBody({ tax_id: '1' }))).status).toBe(400);
      const third = await post(signUpBody());
      expect(third.status).toBe(429);
      expect(((await third.json()) as { code: string }).code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
