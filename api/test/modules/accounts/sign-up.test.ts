// Sign-up, e-mail confirmation, account messages at sign-in, and password reset by e-mail,
// over HTTP. These routes are public: a token changes nothing (every role is tried).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTaxId } from '@platform/domain';
import { accounts, memberships, users } from '../../../src/db/schema';
import { uniqueCnpj } from '../../support/cnpj';
import { startTestApp, type TestApp } from '../../support/app';
import { apiGet, bodyOf, signIn, startAuthorization, submitLogin } from '../../support/sign-in';

let api: TestApp;
const tokens: Record<'cliente' | 'membro' | 'corretor' | 'ops', string> = {
  cliente: '',
  membro: '',
  corretor: '',
  ops: '',
};
beforeAll(async () => {
  api = await startTestApp();
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[who] = (await signIn(api, `${who}@demo.local`)).access_token;
});
afterAll(async () => api?.close());

let sequence = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${(sequence += 1)}@example.com`;
// A valid CNPJ no other test uses (the PostgreSQL run shares one database between test files):
// 12 digits from the clock and a counter, then both check digits.
const freshCnpj = () => {
  const cnpj = uniqueCnpj();
  expect(checkTaxId('CNPJ', cnpj).valid).toBe(true);
  return cnpj;
};
const formatted = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

const post = async (path: string, body: unknown, token?: string) => {
  const response = await api.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await bodyOf(response) };
};

const company = (overrides: Record<string, unknown> = {}) => ({
  kind: 'company',
  country: 'br',
  language: 'pt',
  name: 'Ana Souza',
  email: uniqueEmail('ana'),
  organisation: 'Nova Empresa Ltda',
  taxIdType: 'CNPJ',
  taxId: '',
  password: 'Segura123',
  termsAccepted: true,
  ...overrides,
});

const mailTo = async (email: string) =>
  (await bodyOf(await api.fetch(`/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`))).items as {
    template: string;
    link: string;
    subject: string;
    locale: string;
  }[];
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const userRow = async (email: string) =>
  (await api.app.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /v3/accounts/sign-up', () => {
  it('creates a pending user, the account and its administrator, and queues the confirmation in the chosen language', async () => {
    const cnpj = freshCnpj();
    const body = company({ taxId: formatted(cnpj), email: uniqueEmail('Ana.Upper').toUpperCase(), language: 'es' });
    const { status, body: result } = await post('/v3/accounts/sign-up', body);
    expect(status).toBe(200);
    const email = String(body.email).toLowerCase();
    expect(result).toEqual({ email, status: 'PENDING_CONFIRMATION' });
    const user = await userRow(email);
    expect(user).toMatchObject({
      status: 'PENDING_CONFIRMATION',
      first_name: 'Ana',
      last_name: 'Souza',
      locale: 'es-BR',
    });
    expect(user!.password_hash).toMatch(/^scrypt\$/);
    const [membership] = await api.app.database.db.select().from(memberships).where(eq(memberships.user_id, user!.id));
    expect(membership).toMatchObject({ role: 'ACCOUNT_ADMIN', status: 'ENABLED' });
    const [account] = await api.app.database.db.select().from(accounts).where(eq(accounts.id, membership!.account_id));
    expect(account).toMatchObject({
      kind: 'company',
      country: 'br',
      tax_id_type: 'CNPJ',
      tax_id: cnpj,
      legal_name: 'Nova Empresa Ltda',
      owner_email: email,
    });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'email-confirmation', locale: 'es', subject: 'Confirme su correo' });
    expect(mails[0]!.link).toMatch(/^http:\/\/localhost:3000\/auth\/email-confirmation\?token=/);
  });

  it('names an individual account after the person and accepts an RFC whose check digit fails (warning only)', async () => {
    const email = uniqueEmail('mx');
    const { status } = await post('/v3/accounts/sign-up', {
      ...company({
        email,
        country: 'mx',
        language: 'es',
        taxIdType: 'RFC',
        taxId: 'GODE561231GR9',
        name: 'Eduardo Gómez Díaz',
      }),
      kind: 'individual',
      organisation: undefined,
    });
    expect(status).toBe(200);
    const user = await userRow(email);
    const [membership] = await api.app.database.db.select().from(memberships).where(eq(memberships.user_id, user!.id));
    const [account] = await api.app.database.db.select().from(accounts).where(eq(accounts.id, membership!.account_id));
    expect(account).toMatchObject({
      kind: 'individual',
      country: 'mx',
      tax_id_type: 'RFC',
      legal_name: 'Eduardo Gómez Díaz',
    });
  });

  it('refuses an invalid tax id with INVALID_TAX_ID under the field, and creates nothing', async () => {
    const email = uniqueEmail('bad-tax');
    const { status, body } = await post('/v3/accounts/sign-up', company({ email, taxId: '11.222.333/0001-00' }));
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_TAX_ID');
    expect(body.details).toEqual([{ field: 'taxId', code: 'INVALID_TAX_ID' }]);
    expect(await userRow(email)).toBeUndefined();
  });

  it('refuses a tax id type of another country', async () => {
    const { status, body } = await post('/v3/accounts/sign-up', company({ country: 'mx', taxId: '11222333000181' }));
    expect(status).toBe(400);
    expect(body.details).toEqual([expect.objectContaining({ field: 'taxIdType', code: 'INVALID_TAX_ID' })]);
  });

  it('answers every field problem at once with VALIDATION_FAILED and per-field codes', async () => {
    const { status, body } = await post(
      '/v3/accounts/sign-up',
      company({
        name: ' ',
        email: 'not-an-email',
        organisation: '',
        taxId: '',
        password: 'short',
        termsAccepted: false,
      }),
    );
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    const byField = Object.fromEntries(
      (body.details as { field: string; code: string }[]).map((detail) => [detail.field, detail.code]),
    );
    expect(byField).toEqual({
      name: 'VALIDATION_FAILED',
      email: 'INVALID_EMAIL',
      organisation: 'VALIDATION_FAILED',
      taxId: 'VALIDATION_FAILED',
      password: 'PASSWORD_TOO_WEAK',
      termsAccepted: 'VALIDATION_FAILED',
    });
  });

  it('refuses an e-mail that already has a user with EMAIL_ALREADY_REGISTERED (409)', async () => {
    const { status, body } = await post(
      '/v3/accounts/sign-up',
      company({ email: 'Cliente@demo.local', taxId: freshCnpj() }),
    );
    expect(status).toBe(409);
    expect(body.code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(body.details).toEqual([{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }]);
  });

  it('refuses a second account for a tax id already registered (ACCOUNT_ALREADY_EXISTS: ask its administrator)', async () => {
    const { status, body } = await post('/v3/accounts/sign-up', company({ taxId: '16.727.230/0001-97' }));
    expect(status).toBe(409);
    expect(body.code).toBe('ACCOUNT_ALREADY_EXISTS');
    expect(body.details).toEqual([{ field: 'taxId', code: 'ACCOUNT_ALREADY_EXISTS' }]);
  });

  it('ignores who is calling: every signed-in role signs up like a guest, never with their own e-mail again', async () => {
    const taxId = freshCnpj();
    for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) {
      const own = await post('/v3/accounts/sign-up', company({ email: `${who}@demo.local`, taxId }), tokens[who]);
      expect(own.status, who).toBe(409);
      expect(own.body.code).toBe('EMAIL_ALREADY_REGISTERED');
    }
    const fresh = await post('/v3/accounts/sign-up', company({ taxId }), tokens.cliente);
    expect(fresh.status).toBe(200);
    // The caller's own account is untouched: still one account, still administrator.
    const me = await bodyOf(await apiGet(api, '/v3/me', tokens.cliente));
    expect(me.accounts).toHaveLength(1);
    expect(me.role).toBe('ACCOUNT_ADMIN');
  });

  it('is rate limited per address', async () => {
    const limited = await startTestApp({ accountRateLimit: { max: 2, timeWindow: '1 minute' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.fetch('/v3/accounts/sign-up', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.202' },
          body: JSON.stringify(company({ taxId: 'bad' })),
        });
        statuses.push(response.status);
        if (i === 2) expect((await bodyOf(response)).code).toBe('RATE_LIMITED');
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('e-mail confirmation and sign-in messages', () => {
  it('a new user cannot sign in (ACCOUNT_NOT_ACTIVE) until the mailed link is used; the link works once', async () => {
    const taxId = freshCnpj();
    const body = company({ taxId });
    expect((await post('/v3/accounts/sign-up', body)).status).toBe(200);
    const email = String(body.email);

    const { uid } = await startAuthorization(api);
    const refused = await submitLogin(api, uid, email, 'Segura123');
    expect(refused.status).toBe(403);
    expect((await bodyOf(refused)).code).toBe('ACCOUNT_NOT_ACTIVE');

    const [mail] = await mailTo(email);
    const confirmed = await post('/v3/accounts/email-confirmation', { token: tokenOf(mail!.link) });
    expect(confirmed).toEqual({ status: 200, body: { email } });
    expect((await userRow(email))!.status).toBe('ACTIVE');
    const again = await post('/v3/accounts/email-confirmation', { token: tokenOf(mail!.link) });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('LINK_INVALID');

    const tokens = await signIn(api, email, 'Segura123');
    const me = await bodyOf(await apiGet(api, '/v3/me', tokens.access_token));
    expect(me.role).toBe('ACCOUNT_ADMIN');
    expect(me.accounts[0]).toMatchObject({ legal_name: 'Nova Empresa Ltda', tax_id: taxId });
  });

  it('refuses an unknown confirmation token', async () => {
    const { status, body } = await post('/v3/accounts/email-confirmation', { token: 'nope' });
    expect(status).toBe(400);
    expect(body.code).toBe('LINK_INVALID');
  });

  it('resend: a new link replaces the old one; unknown or active e-mails get the same answer and no mail', async () => {
    const body = company({ taxId: freshCnpj() });
    await post('/v3/accounts/sign-up', body);
    const email = String(body.email);
    const [first] = await mailTo(email);
    expect(await post('/v3/accounts/email-confirmation/resend', { email, language: 'en' })).toEqual({
      status: 200,
      body: { accepted: true },
    });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ locale: 'en', subject: 'Confirm your email' });
    expect((await post('/v3/accounts/email-confirmation', { token: tokenOf(first!.link) })).body.code).toBe(
      'LINK_INVALID',
    );
    expect((await post('/v3/accounts/email-confirmation', { token: tokenOf(mails[0]!.link) })).status).toBe(200);

    // An invited person (no password yet, waiting for the invitation) is not activated by a confirmation.
    const invited = uniqueEmail('invited');
    await api.app.database.db.insert(users).values({ email: invited, status: 'PENDING_CONFIRMATION' });
    for (const other of ['nobody-here@example.com', 'cliente@demo.local', invited]) {
      expect(await post('/v3/accounts/email-confirmation/resend', { email: other, language: 'pt' })).toEqual({
        status: 200,
        body: { accepted: true },
      });
      expect((await mailTo(other)).filter((mail) => mail.template === 'email-confirmation')).toHaveLength(0);
    }
  });

  it('unknown e-mail at the login form stays INVALID_CREDENTIALS (existence is not revealed)', async () => {
    const { uid } = await startAuthorization(api);
    const response = await submitLogin(api, uid, 'nobody-at-all@example.com', 'Segura123');
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).code).toBe('INVALID_CREDENTIALS');
  });
});

describe('password reset by e-mail', () => {
  it('the migrated demo user gets PASSWORD_RESET_REQUIRED, resets by mail, then signs in', async () => {
    const { uid } = await startAuthorization(api);
    const refused = await submitLogin(api, uid, 'migrado@demo.local', 'Demo!2026');
    expect(refused.status).toBe(403);
    expect((await bodyOf(refused)).code).toBe('PASSWORD_RESET_REQUIRED');

    expect(await post('/v3/accounts/password-reset', { email: 'migrado@demo.local', language: 'pt' })).toEqual({
      status: 200,
      body: { accepted: true },
    });
    const [mail] = await mailTo('migrado@demo.local');
    expect(mail).toMatchObject({ template: 'password-reset', subject: 'Redefina sua senha' });
    expect(mail!.link).toMatch(/^http:\/\/localhost:3000\/auth\/force-restore-password\?token=/);

    const weak = await post('/v3/accounts/password-reset/confirm', { token: tokenOf(mail!.link), password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      details: [{ field: 'password', code: 'PASSWORD_TOO_WEAK' }],
    });
    // A refused password does not use the link up.
    const done = await post('/v3/accounts/password-reset/confirm', {
      token: tokenOf(mail!.link),
      password: 'NovaSenha2026',
    });
    expect(done).toEqual({ status: 200, body: { email: 'migrado@demo.local' } });
    expect((await userRow('migrado@demo.local'))!.status).toBe('ACTIVE');
    expect(
      (await post('/v3/accounts/password-reset/confirm', { token: tokenOf(mail!.link), password: 'OutraSenha2026' }))
        .body.code,
    ).toBe('LINK_INVALID');

    const tokens = await signIn(api, 'migrado@demo.local', 'NovaSenha2026');
    expect(tokens.access_token).toBeTruthy();
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    expect(await post('/v3/accounts/password-reset', { email: 'ghost@example.com', language: 'en' })).toEqual({
      status: 200,
      body: { accepted: true },
    });
    expect(await mailTo('ghost@example.com')).toHaveLength(0);
  });

  it('a signed-in caller resetting someone else gets the same answer and the mail goes only to the owner', async () => {
    const before = (await mailTo('vazio@demo.local')).length;
    expect(
      (await post('/v3/accounts/password-reset', { email: 'vazio@demo.local', language: 'pt' }, tokens.corretor))
        .status,
    ).toBe(200);
    const mails = await mailTo('vazio@demo.local');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.template).toBe('password-reset');
  });
});
