import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { paintFirst } from '../../first-paint/paint-first';
import { paintSigningHeading, type SigningHeading } from '../../first-paint/paint-signature';
import { LANGUAGE_STORAGE_KEY } from '../../locale/stored-language';
import { fakeFetch, type Answer } from '../testing';
import { PublicSignaturePage } from './public-signature';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const READ = '/v3/signatures/tok-1';
const CODE = 'POST /v3/signatures/tok-1/code';
const SIGN = 'POST /v3/signatures/tok-1/sign';

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

const open = (answers: Record<string, Answer | (() => Answer)>, language = 'pt', token = 'tok-1') => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const requests = fakeFetch(answers);
  render(<PublicSignaturePage token={token} apiBaseUrl="http://localhost" />);
  return requests;
};
const lines = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
const currentStep = () => document.querySelector('[aria-current="step"] .ui-stepper__label')?.textContent;
const fillForm = async () => {
  await userEvent.type(await screen.findByLabelText(/Código recebido/), '123456');
  await userEvent.type(screen.getByLabelText(/Seu nome completo/), 'Sílvia Assinante');
  await userEvent.click(screen.getByLabelText(/concordo em assiná-la/));
};

describe('PublicSignaturePage', () => {
  it('shows a Mexican proposal’s lines in MXN: the policy fee and IVA 16%, no IOF', async () => {
    open(
      {
        [READ]: {
          body: request({
            currency: 'MXN',
            gross_premium: '10000.00',
            interest: '0.00',
            iof: '0.00',
            taxes: [{ code: 'IVA', rate: 0.16, amount: '1696.00' }],
            policy_fee: '600.00',
            total_premium: '12296.00',
            instalments: [{ number: 1, amount: '12296.00' }],
          }),
        },
      },
      'es',
    );
    await screen.findAllByRole('term');
    // By hand: IVA 16% of (10,000.00 + 600.00) = 1,696.00; total 12,296.00 (a guest's locale is
    // the default country's in the chosen language: es-419 writes MXN by its code).
    expect(lines()).toEqual(
      expect.arrayContaining([
        ['Derecho de póliza', expect.stringMatching(/^MXN\s600\.00$/)],
        ['IVA (16%)', expect.stringMatching(/^MXN\s1,696\.00$/)],
        ['Prima total', expect.stringMatching(/^MXN\s12,296\.00$/)],
      ]),
    );
    expect(lines().some(([term]) => term?.includes('IOF'))).toBe(false);
  });

  it('shows the proposal, mails a code and signs with consent and the typed name', async () => {
    const requests = open({
      [READ]: { body: request() },
      [CODE]: { body: { code_expires_at: '2027-01-01T00:10:00.000Z', codes_left: 4 } },
      [SIGN]: { body: { status: 'SIGNED', signed_at: '2027-01-01T00:05:00.000Z', document_sha256: 'b'.repeat(64) } },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Assinatura da proposta de seguro de Demo Tecnologia Ltda',
      }),
    ).toBeTruthy();
    expect(document.querySelector('[data-screen="signature"] h1')).toBeTruthy();
    // The total leads the proposal (the price) and is its line too.
    expect(screen.getAllByText('R$ 21.074,96')).toHaveLength(2);
    expect(lines()).toEqual(
      expect.arrayContaining([
        ['Produto', 'Seguro cibernético'],
        ['IOF (7,38%)', 'R$\u00a01.448,44'],
      ]),
    );
    expect(currentStep()).toBe('Assinatura');
    expect(screen.getByRole('link', { name: 'Abrir a proposta (PDF)' }).getAttribute('href')).toBe(
      '/v3/signatures/tok-1/document',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código por e-mail' }));
    expect(
      await screen.findByText('Código enviado para silvia@empresa.example. Ele vale por 10 minutos.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar um novo código' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Assinar proposta' }));
    expect(await screen.findByText('Confirme que leu e concorda')).toBeTruthy();
    expect(screen.getByText('Digite o código de 6 dígitos')).toBeTruthy();
    expect(document.activeElement?.id).toBe('signature-code');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      'http://localhost/v3/signatures/tok-1/code',
    ]);

    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Assinar proposta' }));
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    expect(requests.find((r) => r.method === 'POST' && r.url.endsWith('/sign'))?.body).toEqual({
      code: '123456',
      name: 'Sílvia Assinante',
      consent: true,
    });
  });

  it('puts a wrong code on the code field, keeping what was typed', async () => {
    open({
      [READ]: { body: request() },
      [SIGN]: {
        status: 422,
        body: {
          code: 'SIGNATURE_CODE_INVALID',
          message: 'x',
          details: [{ field: 'code', code: 'SIGNATURE_CODE_INVALID' }],
        },
      },
    });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Assinar proposta' }));
    expect(await screen.findByText('Código incorreto. Confira o código enviado por e-mail.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Código recebido/).value).toBe('123456');
    expect(screen.getByLabelText<HTMLInputElement>(/Seu nome completo/).value).toBe('Sílvia Assinante');
    expect(document.activeElement?.id).toBe('signature-code');
  });

  it('shows a refusal without a field as the form’s alert, in the catalogue’s words', async () => {
    open({
      [READ]: { body: request() },
      [CODE]: { status: 429, body: { code: 'RATE_LIMITED', message: 'x' } },
      [SIGN]: { status: 409, body: { code: 'SIGNATURE_LINK_INVALID', message: 'x' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar código por e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/tentativas|muitas/i);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Assinar proposta' }));
    const form = screen.getByRole('form', { name: 'Assinatura' });
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Este link de assinatura não existe/);
    expect(screen.getByLabelText<HTMLInputElement>(/Código recebido/).value).toBe('123456');
  });

  it('shows a signed proposal as signed, with its signed document', async () => {
    open({ [READ]: { body: request({ status: 'SIGNED', signed_at: '2027-01-01T00:05:00.000Z' }) } });
    expect(await screen.findByText('Proposta assinada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir o documento assinado (PDF)' })).toBeTruthy();
    expect(currentStep()).toBe('Apólice emitida');
    expect(screen.queryByRole('button', { name: 'Assinar proposta' })).toBeNull();
  });

  it('says clearly when the link is expired, replaced or unknown, or has no token', async () => {
    open({ [READ]: { status: 404, body: { code: 'SIGNATURE_LINK_INVALID', message: 'x' } } });
    expect(await screen.findByRole('heading', { name: 'Link de assinatura inválido' })).toBeTruthy();
    expect(screen.getByText(/Este link de assinatura não existe, expirou ou foi substituído/)).toBeTruthy();
    cleanup();
    const requests = open({}, 'en', '');
    expect(screen.getByRole('heading', { name: 'Invalid signing link' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('draws the top of the page as the first paint drew it once the request was answered: no jump', async () => {
    for (const status of ['PENDING', 'SIGNED'] as const) {
      const data = request({ status, signed_at: status === 'SIGNED' ? '2027-01-01T00:05:00.000Z' : null });
      const painted = document.createElement('div');
      paintFirst(painted, { pathname: '/public/signature', search: '?token=tok-1' }, 'en', false);
      paintSigningHeading(painted, data as SigningHeading, 'en');
      expect(painted.querySelector('h1')?.textContent).toBe('Signing the insurance proposal of Demo Tecnologia Ltda');
      open({ [READ]: { body: data } }, 'en');
      await screen.findByRole('heading', { level: 1 });
      const drawn = document.querySelector('[data-screen="signature"]')!;
      for (const part of ['.ui-page__before', '.ui-page-header'])
        expect(drawn.querySelector(part)?.outerHTML).toBe(painted.querySelector(part)?.outerHTML);
      expect(drawn.querySelector('.ui-page__body > p')?.outerHTML).toBe(
        status === 'PENDING' ? painted.querySelector('.ui-page__body > p')?.outerHTML : undefined,
      );
      cleanup();
    }
    // Over the first paint only: once React has drawn, the late answer paints nothing.
    const drawnByReact = document.createElement('div');
    drawnByReact.innerHTML = '<div class="shell"><main><p>page</p></main></div>';
    paintSigningHeading(drawnByReact, request() as SigningHeading, 'pt');
    expect(drawnByReact.querySelector('main')?.innerHTML).toBe('<p>page</p>');
  });

  it('keeps the first paint’s skeleton, busy, while the proposal is on its way', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    render(<PublicSignaturePage token="tok-1" apiBaseUrl="http://localhost" firstRead={new Promise(() => {})} />);
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('.first-paint-skeleton')).toBeTruthy();
  });
});
