import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { optionTexts, renderScreen, selectControl, selectedValue } from '@platform/remote-kit/testing';
import { allMessages as messages } from '../../testing/all-messages';
import { fakeAccountsApi } from '../../testing/fake-accounts-api';
import { SignUpPage } from './sign-up-page';

afterEach(cleanup);

/** The sign-up options say whether Google is offered; POST sign-up answers `signUpAnswer`. */
function signUpApi(signUpAnswer: { status: number; body: unknown }, googleSignIn = false) {
  const { api, calls } = fakeAccountsApi({
    'GET /v3/accounts/sign-up/options': { body: { googleSignIn } },
    'POST /v3/accounts/sign-up': signUpAnswer,
  });
  const posts = () =>
    calls.filter((call) => call.method === 'POST').map((call) => ({ path: call.path, body: call.init?.body }));
  return { api, posts };
}

const PATH = '/auth/sign-up';

async function fillCompany(user: ReturnType<typeof userEvent.setup>, taxId: string) {
  await user.type(screen.getByLabelText(/Seu nome/), 'Ana Souza');
  await user.type(screen.getByLabelText(/E-mail/), 'ana@empresa.com.br');
  await user.type(screen.getByLabelText(/Nome da empresa/), 'Nova Empresa Ltda');
  await user.type(screen.getByLabelText(/Número do CNPJ/), taxId);
  await user.type(screen.getByLabelText(/^Senha/), 'Segura123');
  await user.click(screen.getByLabelText(/Li e aceito/));
}

const expectTyped = (taxId: string) => {
  expect((screen.getByLabelText(/Seu nome/) as HTMLInputElement).value).toBe('Ana Souza');
  expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('ana@empresa.com.br');
  expect((screen.getByLabelText(/Nome da empresa/) as HTMLInputElement).value).toBe('Nova Empresa Ltda');
  expect((screen.getByLabelText(/Número do CNPJ/) as HTMLInputElement).value).toBe(taxId);
  expect((screen.getByLabelText(/^Senha/) as HTMLInputElement).value).toBe('Segura123');
  expect((screen.getByLabelText(/Li e aceito/) as HTMLInputElement).checked).toBe(true);
};

describe('SignUpPage', () => {
  it('offers the country tax id types with the spec default preselected, and masks as the user types', async () => {
    const { api } = signUpApi({ status: 200, body: {} });
    const user = userEvent.setup();
    renderScreen(<SignUpPage />, { api, messages, path: PATH, url: '/auth/sign-up?type=company&country=br' });
    expect(selectedValue(await selectControl(/Tipo de identificação fiscal/))).toBe('CNPJ');
    expect(await optionTexts(/Tipo de identificação fiscal/)).toEqual(['CPF', 'CNPJ']);
    await user.type(screen.getByLabelText(/Número do CNPJ/), '45723174000110');
    expect((screen.getByLabelText(/Número do CNPJ/) as HTMLInputElement).value).toBe('45.723.174/0001-10');
  });

  it('starts from what a prospect’s questionnaire already answered (public-ipaf/success)', () => {
    const { api } = signUpApi({ status: 200, body: {} });
    renderScreen(<SignUpPage />, {
      api,
      messages,
      path: PATH,
      url: '/auth/sign-up?type=company&email=cfo%40nova.example&organisation=Nova%20Ltda&tax_id=45723174000110',
    });
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('cfo@nova.example');
    expect((screen.getByLabelText(/Nome da empresa/) as HTMLInputElement).value).toBe('Nova Ltda');
    expect((screen.getByLabelText(/Número do CNPJ/) as HTMLInputElement).value).toBe('45.723.174/0001-10');
  });

  it('shows an invalid tax id under its field on blur, does not submit, and keeps every field as typed', async () => {
    const { api, posts } = signUpApi({ status: 200, body: {} });
    const user = userEvent.setup();
    const { intlErrors } = renderScreen(<SignUpPage />, {
      api,
      messages,
      path: PATH,
      url: '/auth/sign-up?type=company&country=br',
    });
    await fillCompany(user, '11222333000100');
    expect(screen.getByText('Identificação fiscal inválida.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(posts()).toHaveLength(0);
    expect(screen.getByLabelText(/Número do CNPJ/).getAttribute('aria-invalid')).toBe('true');
    expectTyped('11.222.333/0001-00');
    expect(intlErrors).toEqual([]);
  });

  it('puts the API answer for a duplicate e-mail under the e-mail field and keeps everything typed', async () => {
    const { api, posts } = signUpApi({
      status: 409,
      body: {
        code: 'EMAIL_ALREADY_REGISTERED',
        message: 'x',
        details: [{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }],
      },
    });
    const user = userEvent.setup();
    renderScreen(<SignUpPage />, { api, messages, path: PATH, url: '/auth/sign-up?type=company&country=br' });
    await fillCompany(user, '45723174000110');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    const message = await screen.findByText('O e-mail já possui uma conta, tente outro e-mail.');
    expect(screen.getByLabelText(/E-mail/).getAttribute('aria-describedby')).toContain(message.id);
    expect(posts()[0]).toMatchObject({
      path: '/v3/accounts/sign-up',
      body: {
        kind: 'company',
        country: 'br',
        language: 'pt',
        taxIdType: 'CNPJ',
        taxId: '45.723.174/0001-10',
        termsAccepted: true,
      },
    });
    expectTyped('45.723.174/0001-10');
  });

  it('warns about an RFC check digit but still submits (Mexican individual)', async () => {
    const { api, posts } = signUpApi({
      status: 200,
      body: { email: 'eduardo@example.mx', status: 'PENDING_CONFIRMATION' },
    });
    const user = userEvent.setup();
    renderScreen(<SignUpPage />, { api, messages, path: PATH, url: '/auth/sign-up?type=individual&country=mx' });
    expect(screen.queryByLabelText(/Nome da empresa/)).toBeNull();
    expect(selectedValue(await selectControl(/Tipo de identificação fiscal/))).toBe('RFC');
    expect(await optionTexts(/Tipo de identificação fiscal/)).toEqual(['RFC', 'DNI (CURP)']);
    await user.type(screen.getByLabelText(/Nome completo/), 'Eduardo Gómez');
    await user.type(screen.getByLabelText(/E-mail/), 'eduardo@example.mx');
    await user.type(screen.getByLabelText(/Número do RFC/), 'GODE561231GR9');
    await user.tab();
    expect(screen.getByText(/O dígito verificador deste RFC não confere/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Senha/), 'Segura123');
    await user.click(screen.getByLabelText(/Li e aceito/));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(posts()[0]).toMatchObject({
      body: { kind: 'individual', country: 'mx', taxIdType: 'RFC', name: 'Eduardo Gómez' },
    });
  });

  it('shows "Continue with Google" only when the API says a Google client is configured', async () => {
    renderScreen(<SignUpPage />, { api: signUpApi({ status: 200, body: {} }, true).api, messages, path: PATH });
    expect(await screen.findByRole('button', { name: 'Continuar com Google' })).toBeTruthy();
    cleanup();
    renderScreen(<SignUpPage />, { api: signUpApi({ status: 200, body: {} }, false).api, messages, path: PATH });
    await screen.findByRole('button', { name: 'Criar conta' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Continuar com Google' })).toBeNull();
  });
});
