// Broker signup, register steps and documents, and the sign-up budget.
// Per role and the operations decision: registration-roles.test.ts.
import contentDisposition from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BROKER_FILE_MAX_BYTES, checkTaxId } from '@platform/domain';
import { brokers, users } from '../../../src/db/schema';
import { startTestApp } from '../../support/app';
import { uniqueCnpj } from '../../support/cnpj';
import { brokerTestApp, PDF, signUpBody, STEPS } from './broker-test-app';

const { session, call, newBroker, upload } = brokerTestApp();

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
    await session.api.app.database.db
      .insert(brokers)
      .values({ legal_name: 'Contato Corretora', name: 'Contato', tax_id: uniqueCnpj(), email });
    const taken = await call('POST', '/v3/brokers/sign-up', undefined, signUpBody({ email }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'BROKER_EMAIL_IN_USE',
      details: [{ field: 'email', code: 'BROKER_EMAIL_IN_USE' }],
    });
    const [user] = await session.api.app.database.db.select().from(users).where(eq(users.email, email));
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
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="pasta_fatura-fdp.exe"');
    // RFC 6266 (lib/attachment.ts): any name comes back whole, through filename* when it needs it.
    const name = 'Relatório – março.pdf';
    const accented = await upload(broker.token, 'BANK_PROOF', PDF, name);
    const named = await call('GET', `/v3/broker/registration/files/${accented.body.id}`, broker.token);
    const header = named.headers.get('content-disposition')!;
    expect(header).toContain("filename*=UTF-8''");
    expect(contentDisposition.parse(header)).toEqual({ type: 'attachment', parameters: { filename: name } });
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
