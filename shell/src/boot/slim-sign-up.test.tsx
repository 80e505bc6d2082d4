import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ERROR_MESSAGES } from '@platform/domain/error-messages';
import { SIGN_UP_MESSAGES } from '@platform/domain/sign-up';
import { LANGUAGE_STORAGE_KEY } from '../locale/stored-language';
import { SlimSignUpPage, startSlimSignUp } from './slim-sign-up';

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let assign: ReturnType<typeof vi.fn>;
let requests: { url: string; init?: RequestInit }[];

/** GET options answers whether Google is offered; POST sign-up answers `signUp`. */
function answer(signUp: Answer = { status: 201, body: { email: 'ana@empresa.com.br' } }, googleSignIn = false) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return json(init?.method === 'POST' ? signUp : { status: 200, body: { googleSignIn } });
    }),
  );
}
const posts = () => requests.filter((request) => request.init?.method === 'POST');
const sent = () => JSON.parse(posts()[0]!.init!.body as string) as Record<string, unknown>;

beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const renderPage = (search = '?type=company&country=br') =>
  render(<SlimSignUpPage apiBaseUrl="http://api.test" search={search} />);
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const t = SIGN_UP_MESSAGES.pt;

async function fillCompany(taxId: string) {
  const user = userEvent.setup();
  await user.type(input(/Seu nome/), 'Ana Souza');
  await user.type(input(/E-mail/), 'ana@empresa.com.br');
  await user.type(input(/Nome da empresa/), 'Nova Empresa Ltda');
  await user.type(input(/Número do CNPJ/), taxId);
  await user.type(input(/^Senha/), 'Segura123');
  await user.click(input(/Li e aceito/));
  return user;
}

const expectTyped = (taxId: string) => {
  expect(input(/Seu nome/).value).toBe('Ana Souza');
  expect(input(/E-mail/).value).toBe('ana@empresa.com.br');
  expect(input(/Nome da empresa/).value).toBe('Nova Empresa Ltda');
  expect(input(/Número do CNPJ/).value).toBe(taxId);
  expect(input(/^Senha/).value).toBe('Segura123');
  expect(input(/Li e aceito/).checked).toBe(true);
};

describe('SlimSignUpPage', () => {
  it('sends the account to the API and goes to the success screen as a full page load', async () => {
    answer();
    renderPage();
    const user = await fillCompany('45723174000110');
    await user.click(screen.getByRole('button', { name: t['signUp.submit'] }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/br/pt/user-success-screen/sign-up?email=${encodeURIComponent('ana@empresa.com.br')}`,
      ),
    );
    expect(posts()[0]!.url).toBe('http://api.test/v3/accounts/sign-up');
    expect(sent()).toEqual({
      kind: 'company',
      country: 'br',
      language: 'pt',
      name: 'Ana Souza',
      email: 'ana@empresa.com.br',
      organisation: 'Nova Empresa Ltda',
      taxIdType: 'CNPJ',
      taxId: '45.723.174/0001-10',
      password: 'Segura123',
      termsAccepted: true,
    });
  });

  it('marks its form as the sign-up screen, and claims no remote’s area', () => {
    answer();
    const { container } = renderPage();
    const form = screen.getByRole('form', { name: t['signUp.titleCompany'] });
    expect(form.getAttribute('data-screen')).toBe('sign-up');
    expect(form.contains(input(/Seu nome/))).toBe(true);
    expect(container.querySelector('[data-remote], [data-state]')).toBeNull();
  });

  it('checks every field with the shared rule on submit, sends nothing and focuses the first invalid field', async () => {
    answer();
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: t['signUp.submit'] }));
    for (const id of [
      'nameRequired',
      'emailRequired',
      'organisationRequired',
      'taxIdRequired',
      'termsRequired',
    ] as const)
      expect(screen.getByText(t[`signUp.${id}`])).toBeTruthy();
    expect(document.activeElement).toBe(input(/Seu nome/));
    expect(posts()).toHaveLength(0);
  });

  it('shows an invalid tax id under its field once left, and keeps every field as typed', async () => {
    answer();
    renderPage();
    const user = await fillCompany('11222333000100');
    expect(screen.getByText(ERROR_MESSAGES.INVALID_TAX_ID.pt)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t['signUp.submit'] }));
    expect(posts()).toHaveLength(0);
    expect(input(/Número do CNPJ/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(/Número do CNPJ/));
    expectTyped('11.222.333/0001-00');
  });

  it('puts the API’s refusal of a field under it, focused, with everything typed kept', async () => {
    const code = 'EMAIL_ALREADY_REGISTERED';
    answer({ status: 409, body: { code, message: 'x', details: [{ field: 'email', code }] } });
    renderPage();
    const user = await fillCompany('45723174000110');
    await user.click(screen.getByRole('button', { name: t['signUp.submit'] }));
    const message = await screen.findByText(ERROR_MESSAGES[code].pt);
    expect(input(/E-mail/).getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(input(/E-mail/));
    expect(screen.queryByRole('alert')).toBeNull();
    expectTyped('45.723.174/0001-10');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says a refusal that names no field in the form’s alert', async () => {
    answer({ status: 429, body: { code: 'RATE_LIMITED', message: 'x' } });
    renderPage();
    const user = await fillCompany('45723174000110');
    await user.click(screen.getByRole('button', { name: t['signUp.submit'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_MESSAGES.RATE_LIMITED.pt);
    expectTyped('45.723.174/0001-10');
  });

  it('offers the country’s tax id types, masks for the chosen one and keeps the digits on a change of type', async () => {
    answer();
    renderPage('?type=company&country=br');
    const type = screen.getByLabelText(/Tipo de identificação fiscal/) as HTMLSelectElement;
    expect(type.value).toBe('CNPJ');
    expect([...type.options].map((option) => option.textContent)).toEqual(['CPF', 'CNPJ']);
    const user = userEvent.setup();
    await user.type(input(/Número do CNPJ/), '11144477735');
    expect(input(/Número do CNPJ/).value).toBe('11.144.477/735');
    await user.selectOptions(type, 'CPF');
    expect(input(/Número do CPF/).value).toBe('111.444.777-35');
    expect(screen.queryByText(ERROR_MESSAGES.INVALID_TAX_ID.pt)).toBeNull();
  });

  it('starts from the address’s answers, without the company fields for an individual', () => {
    answer();
    renderPage('?type=individual&country=mx&name=Eduardo&email=e%40x.mx&tax_id=gode561231gr8');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t['signUp.titleIndividual']);
    expect(screen.queryByLabelText(/Nome da empresa/)).toBeNull();
    expect(input(/Nome completo/).value).toBe('Eduardo');
    expect(input(/E-mail/).value).toBe('e@x.mx');
    expect(input(/Número do RFC/).value).toBe('GODE561231GR8');
    expect(screen.getByRole('link', { name: t['signUp.changeType'] }).getAttribute('href')).toBe(
      '/public-onboarding/select-user-type?type=individual&country=mx',
    );
  });

  it('warns about an RFC check digit without blocking the submit', async () => {
    answer({ status: 201, body: { email: 'e@x.mx' } });
    renderPage('?type=individual&country=mx');
    const user = userEvent.setup();
    await user.type(input(/Nome completo/), 'Eduardo Gómez');
    await user.type(input(/E-mail/), 'e@x.mx');
    await user.type(input(/Número do RFC/), 'GODE561231GR9');
    expect(screen.getByText(t['signUp.taxIdCheckDigitWarning'])).toBeTruthy();
    await user.type(input(/^Senha/), 'Segura123');
    await user.click(input(/Li e aceito/));
    await user.click(screen.getByRole('button', { name: t['signUp.submit'] }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/mx/pt/user-success-screen/sign-up?email=e%40x.mx'));
    expect(sent()).toMatchObject({ kind: 'individual', country: 'mx', taxIdType: 'RFC', name: 'Eduardo Gómez' });
    expect(sent()).not.toHaveProperty('organisation');
  });

  it('offers Google when the API has it, remembering the wish for the sign-in screen', async () => {
    answer(undefined, true);
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continuar com Google' }));
    expect(window.sessionStorage.getItem('onboarding.continueWithGoogle')).toBe('1');
    expect(assign).toHaveBeenCalledWith('/auth/login');
    expect(screen.getByRole('link', { name: t['signUp.haveAccount'] }).getAttribute('href')).toBe('/auth/login');
  });

  it('speaks the language the person chose, sends it, and keeps a new choice', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    answer();
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SIGN_UP_MESSAGES.en['signUp.titleCompany']);
    expect(input(/^CNPJ number/)).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
    await userEvent.setup().selectOptions(screen.getByLabelText('Language'), 'es');
    expect(input(/^Número de CNPJ/)).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.title).toBe(`${SIGN_UP_MESSAGES.es['signUp.titleCompany']} · Seguro Empresarial`);
    await userEvent.setup().click(screen.getByRole('button', { name: SIGN_UP_MESSAGES.es['signUp.submit'] }));
    expect(screen.getByText(SIGN_UP_MESSAGES.es['signUp.nameRequired'])).toBeTruthy();
  });

  it('has the guest’s navigation of the full shell’s header, folded into a menu button on a phone', async () => {
    answer();
    renderPage();
    const main = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(main.querySelector('a')?.getAttribute('href')).toBe('/help');
    const account = screen.getByRole('navigation', { name: 'Sua conta' });
    expect(account.querySelector('a')?.getAttribute('href')).toBe('/auth/login');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const entries = document.getElementById(menu.getAttribute('aria-controls')!)!.querySelectorAll('a');
    expect([...entries].map((entry) => entry.getAttribute('href'))).toEqual(['/help', '/auth/login']);
  });

  it('leaves a tab with a session to the full shell', async () => {
    window.sessionStorage.setItem('oidc.user:http://localhost/oidc:web', JSON.stringify({ access_token: 'x' }));
    expect(await startSlimSignUp(Promise.resolve({ apiBaseUrl: 'http://api.test' }))).toBe(false);
  });
});
