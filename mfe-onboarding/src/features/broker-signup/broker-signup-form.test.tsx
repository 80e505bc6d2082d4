import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { renderScreen } from '@platform/remote-kit/testing';
import { allMessages as messages } from '../../testing/all-messages';
import { BrokerSignupStep } from './broker-signup-form';

afterEach(cleanup);

const PATH = '/broker-signup/step/:stepId';
const URL = '/broker-signup/step/general-info?country=br';

function apiAnswering(status: number, body: unknown) {
  const POST = vi.fn(() =>
    Promise.resolve(
      status < 400
        ? { data: body, response: new Response(null, { status }) }
        : { error: body, response: new Response(null, { status }) },
    ),
  );
  return { api: { POST } as unknown as ApiClient, POST };
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  fill(/^Nome( \*)?$/, 'Ana');
  fill(/^Sobrenome/, 'Reis');
  fill(/^E-mail/, 'ana@corretora.example');
  fill(/^Senha/, 'Segura2026');
  fill(/^Razão social/, 'Reis Corretora Ltda');
  fill(/^Nome fantasia/, 'Reis Seguros');
  fill(/^Documento da corretora \(CNPJ\)/, '11222333000181');
  fill(/^Telefone/, '+55 11 5555-0000');
  fireEvent.click(screen.getByLabelText(/Li e aceito/));
}

describe('BrokerSignupStep', () => {
  it('marks each empty required field and sends nothing', async () => {
    const { api, POST } = apiAnswering(200, {});
    const { intlErrors } = renderScreen(<BrokerSignupStep />, { api, messages, path: PATH, url: URL });
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta e continuar' }));
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThanOrEqual(8);
    expect(POST).not.toHaveBeenCalled();
    expect(intlErrors).toEqual([]);
  });

  it('masks the CNPJ, refuses an invalid one with the catalogue text and keeps what was typed', async () => {
    const { api, POST } = apiAnswering(200, {});
    renderScreen(<BrokerSignupStep />, { api, messages, path: PATH, url: URL });
    fillValidForm();
    expect((screen.getByLabelText(/^Documento da corretora/) as HTMLInputElement).value).toBe('11.222.333/0001-81');
    fill(/^Documento da corretora/, '11222333000182');
    fill(/^Site/, 'not a site');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta e continuar' }));
    expect(await screen.findByText('Identificação fiscal inválida.')).toBeTruthy();
    expect(screen.getByText('URL inválida.')).toBeTruthy();
    expect(POST).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^Razão social/) as HTMLInputElement).value).toBe('Reis Corretora Ltda');
  });

  it('puts the API refusal (e-mail already registered) under the e-mail and keeps the form', async () => {
    const { api, POST } = apiAnswering(409, {
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'x',
      details: [{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }],
    });
    renderScreen(<BrokerSignupStep />, { api, messages, path: PATH, url: URL });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta e continuar' }));
    expect((await screen.findAllByText('O e-mail já possui uma conta, tente outro e-mail.')).length).toBeGreaterThan(0);
    expect(POST).toHaveBeenCalledWith('/v3/brokers/sign-up', {
      body: expect.objectContaining({
        country: 'br',
        language: 'pt',
        tax_id: '11.222.333/0001-81',
        accept_terms: true,
      }),
    });
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('ana@corretora.example');
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
  });
});
