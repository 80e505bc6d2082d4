// What the broker registration tests share: the API signed in as the demo roles, the calls they
// make, a brokerage's sign-up body and its register steps.
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { uniqueCnpj } from '../../support/cnpj';
import { signIn } from '../../support/sign-in';

export const signUpBody = (overrides: Record<string, unknown> = {}) => ({
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

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const STEPS = {
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

/** Starts the API for one test file, signed in as the demo roles, and the calls its tests make. */
export function brokerTestApp() {
  const session = { api: undefined as unknown as TestApp, tokens: {} as Record<string, string> };
  beforeAll(async () => {
    // Sign-ups here outnumber the public route's per-minute budget.
    session.api = await startTestApp();
    for (const who of ['cliente', 'membro', 'corretor', 'ops'])
      session.tokens[who] = (await signIn(session.api, `${who}@demo.local`)).access_token;
  });
  afterAll(async () => session.api?.close());

  const call = async (
    method: string,
    path: string,
    who?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await session.api.fetch(path, {
      method,
      headers: {
        ...(who ? { authorization: `Bearer ${session.tokens[who] ?? who}` } : {}),
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

  async function newBroker() {
    const body = signUpBody();
    const created = await call('POST', '/v3/brokers/sign-up', undefined, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const token = (await signIn(session.api, body.email, body.password)).access_token;
    return { token, id: created.body.broker_id as string, email: body.email, taxId: body.tax_id };
  }

  const upload = (who: string, kind: string, bytes: Uint8Array, name = 'doc.pdf') =>
    call('POST', `/v3/broker/registration/files?kind=${kind}&file_name=${encodeURIComponent(name)}`, who, bytes, {
      'content-type': 'application/octet-stream',
    });

  return { session, call, newBroker, upload };
}
