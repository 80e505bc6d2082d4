import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { currentPurchaseStep } from '../../testing/purchase-step';
import { SignaturePage } from './signature-page';

afterEach(cleanup);

const PATH = '/public/signature';
const URL = '/public/signature?token=tok-1';

const request = (overrides: Record<string, unknown> = {}) => ({
  status: 'PENDING',
  language: 'pt',
  signer_name: 'Sílvia Assinante',
  signer_email: 'silvia@empresa.example',
  company: 'Demo Tecnologia Ltda',
  product: 'CYBER',
  insurer: 'Seguradora Aurora',
  coverage_limit: '2000000.00',
  retention: 'R_50K',
  currency: 'BRL',
  start_date: '2027-01-10',
  end_date: '2028-01-10',
  gross_premium: '18500.00',
  interest: '1126.52',
  iof: '1448.44',
  taxes: [{ code: 'IOF', rate: 0.0738, amount: '1448.44' }],
  policy_fee: '0.00',
  charges: [] as { code: string; amount: string }[],
  total_premium: '21074.96',
  instalments: [{ number: 1, amount: '21074.96' }],
  broker: null,
  proposal_sha256: 'a'.repeat(64),
  expires_at: '2027-01-01T00:00:00.000Z',
  code_expires_at: null,
  signed_at: null,
  ...overrides,
});

function signingApi(read: unknown, answers: Record<string, { status?: number; body: unknown }>) {
  const { api } = fakeApi({ '/v3/signatures/{token}': { body: read } });
  const writes: { path: string; body: unknown }[] = [];
  const POST = (path: string, init: { body?: unknown }) => {
    writes.push({ path, body: init.body });
    const answer = answers[path]!;
    const status = answer.status ?? 200;
    const response = new Response(null, { status });
    return Promise.resolve(status < 400 ? { data: answer.body, response } : { error: answer.body, response });
  };
  return { api: { ...api, POST } as unknown as ApiClient, writes };
}

describe('SignaturePage', () => {
  it('shows a Mexican proposal’s lines in MXN: the policy fee and IVA 16%, no IOF', async () => {
    const { api } = signingApi(
      request({
        currency: 'MXN',
        gross_premium: '10000.00',
        interest: '0.00',
        iof: '0.00',
        taxes: [{ code: 'IVA', rate: 0.16, amount: '1696.00' }],
        policy_fee: '600.00',
        total_premium: '12296.00',
        instalments: [{ number: 1, amount: '12296.00' }],
      }),
      {},
    );
    const { intlErrors } = renderScreen(<SignaturePage />, {
      api,
      path: PATH,
      url: URL,
      locale: { country: 'mx', language: 'es' },
    });
    const terms = await screen.findAllByRole('term');
    const lines = terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    // By hand: IVA 16% of (10,000.00 + 600.00) = 1,696.00; total 12,296.00.
    expect(lines).toEqual(
      expect.arrayContaining([
        ['Derecho de póliza', '$600.00'],
        ['IVA (16%)', '$1,696.00'],
        ['Prima total', '$12,296.00'],
      ]),
    );
    expect(lines.some(([term]) => term?.includes('IOF'))).toBe(false);
    expect(intlErrors).toEqual([]);
  });

  it('shows the proposal, mails a code and signs with consent and the typed name', async () => {
    const { api, writes } = signingApi(request(), {
      '/v3/signatures/{token}/code': { body: { code_expires_at: '2027-01-01T00:10:00.000Z', codes_left: 4 } },
      '/v3/signatures/{token}/sign': {
        body: { status: 'SIGNED', signed_at: '2027-01-01T00:05:00.000Z', document_sha256: 'b'.repeat(64) },
      },
    });
    const { intlErrors } = renderScreen(<SignaturePage />, { api, path: PATH, url: URL });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Assinatura da proposta de seguro de Demo Tecnologia Ltda',
      }),
    ).toBeTruthy();
    // The total leads the proposal (the price) and is its line too.
    expect(screen.getAllByText('R$ 21.074,96')).toHaveLength(2);
    expect(currentPurchaseStep()).toBe('Assinatura');
    expect(screen.getByRole('link', { name: 'Abrir a proposta (PDF)' }).getAttribute('href')).toBe(
      '/v3/signatures/tok-1/document',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código por e-mail' }));
    expect(
      await screen.findByText('Código enviado para silvia@empresa.example. Ele vale por 10 minutos.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Assinar proposta' }));
    expect(await screen.findByText('Confirme que leu e concorda')).toBeTruthy();
    expect(writes.map((w) => w.path)).toEqual(['/v3/signatures/{token}/code']);

    await userEvent.type(screen.getByLabelText(/Código recebido/), '123456');
    await userEvent.type(screen.getByLabelText(/Seu nome completo/), 'Sílvia Assinante');
    await userEvent.click(screen.getByLabelText(/concordo em assiná-la/));
    await userEvent.click(screen.getByRole('button', { name: 'Assinar proposta' }));
    await screen.findByRole('button', { name: 'Assinar proposta' });
    expect(writes.at(-1)).toEqual({
      path: '/v3/signatures/{token}/sign',
      body: { code: '123456', name: 'Sílvia Assinante', consent: true },
    });
    expect(intlErrors).toEqual([]);
  });

  it('puts a wrong code on the code field', async () => {
    const { api } = signingApi(request(), {
      '/v3/signatures/{token}/sign': {
        status: 422,
        body: {
          code: 'SIGNATURE_CODE_INVALID',
          message: 'x',
          details: [{ field: 'code', code: 'SIGNATURE_CODE_INVALID' }],
        },
      },
    });
    renderScreen(<SignaturePage />, { api, path: PATH, url: URL });
    await userEvent.type(await screen.findByLabelText(/Código recebido/), '654321');
    await userEvent.type(screen.getByLabelText(/Seu nome completo/), 'Sílvia Assinante');
    await userEvent.click(screen.getByLabelText(/concordo em assiná-la/));
    await userEvent.click(screen.getByRole('button', { name: 'Assinar proposta' }));
    expect(await screen.findByText('Código incorreto. Confira o código enviado por e-mail.')).toBeTruthy();
  });

  it('shows a signed proposal as signed, with its signed document', async () => {
    const { api } = fakeApi({
      '/v3/signatures/{token}': { body: request({ status: 'SIGNED', signed_at: '2027-01-01T00:05:00.000Z' }) },
    });
    renderScreen(<SignaturePage />, { api, path: PATH, url: URL });
    expect(await screen.findByText('Proposta assinada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir o documento assinado (PDF)' })).toBeTruthy();
    expect(currentPurchaseStep()).toBe('Apólice emitida');
    expect(screen.queryByRole('button', { name: 'Assinar proposta' })).toBeNull();
  });

  it('says clearly when the link is expired, replaced or unknown', async () => {
    const { api } = fakeApi({
      '/v3/signatures/{token}': { status: 404, body: { code: 'SIGNATURE_LINK_INVALID', message: 'x' } },
    });
    renderScreen(<SignaturePage />, { api, path: PATH, url: URL });
    expect(await screen.findByRole('heading', { name: 'Link de assinatura inválido' })).toBeTruthy();
    expect(screen.getByText(/Este link de assinatura não existe, expirou ou foi substituído/)).toBeTruthy();
  });

  it('shows loading while the proposal is on its way', () => {
    const { api } = fakeApi({}, { pending: true });
    renderScreen(<SignaturePage />, { api, path: PATH, url: URL });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });
});
