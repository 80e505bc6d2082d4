import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ERROR_MESSAGES, LANGUAGES, SIGN_IN_MESSAGES } from '@platform/domain';
import { localeTag } from '@platform/i18n';
import { BOOT_LANGUAGE_TAGS } from '../locale/stored-language';
import { paintFirst } from '../first-paint/paint-first';
import { focusInFirstPaint, SlimSignInPage } from './slim-sign-in';
import { slimSignInInteraction } from './slim-sign-in-path';
import { LANGUAGE_STORAGE_KEY } from '../locale/stored-language';

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let assign: ReturnType<typeof vi.fn>;
let requests: { url: string; init?: RequestInit }[];

function answer(interaction: Answer, login?: Answer) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return json(init?.method === 'POST' ? login! : interaction);
    }),
  );
}
const found = (googleSignIn = false): Answer => ({ status: 200, body: { uid: 'abc', googleSignIn } });
const refusal = (code: string, status: number): Answer => ({ status, body: { code, message: code } });

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

async function signIn(email = 'ana@example.com', password = 'Segura123') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

const renderPage = () => render(<SlimSignInPage uid="abc" apiBaseUrl="http://api.test" />);

describe('SlimSignInPage', () => {
  it('reads which field of the first paint’s form had the focus before the page took it over', () => {
    const root = document.createElement('div');
    document.body.append(root);
    paintFirst(root, { pathname: '/auth/login', search: '' }, 'pt', false);
    expect(focusInFirstPaint(root)).toBeNull();
    root.querySelector<HTMLInputElement>('#sign-in-password')!.focus();
    expect(focusInFirstPaint(root)).toBe('password');
    root.remove();
  });

  it('gives the focus to the field that had it in the first paint’s form', () => {
    answer(found());
    render(<SlimSignInPage uid="abc" apiBaseUrl="http://api.test" focused="password" />);
    expect(document.activeElement).toBe(screen.getByLabelText(/Senha/));
  });

  it('sends the credentials to the provider’s interaction endpoint and follows its answer', async () => {
    answer(found(), { status: 200, body: { redirectTo: 'http://localhost/oidc/auth/abc' } });
    renderPage();
    await signIn(' ana@example.com ');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/oidc/auth/abc'));
    const post = requests.find((request) => request.init?.method === 'POST')!;
    expect(post.url).toBe('http://api.test/v3/auth/interactions/abc/login');
    expect(JSON.parse(post.init!.body as string)).toEqual({ email: 'ana@example.com', password: 'Segura123' });
  });

  it('marks its form as the sign-in screen, and claims no remote’s area', async () => {
    answer(found());
    const { container } = renderPage();
    const form = await screen.findByRole('region', { name: 'Entrar' });
    expect(form.getAttribute('data-screen')).toBe('sign-in');
    expect(form.contains(screen.getByLabelText(/E-mail/))).toBe(true);
    expect(container.querySelector('[data-remote], [data-state]')).toBeNull();
  });

  it('checks the form first with the shared rule and focuses the first invalid field', async () => {
    answer(found());
    renderPage();
    await signIn('', '');
    expect(screen.getByText(SIGN_IN_MESSAGES.pt['signIn.emailRequired'])).toBeTruthy();
    expect(screen.getByText(SIGN_IN_MESSAGES.pt['signIn.passwordRequired'])).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/E-mail/));
    await userEvent.setup().type(screen.getByLabelText(/E-mail/), 'not-an-address');
    expect(screen.getByText(ERROR_MESSAGES.INVALID_EMAIL.pt)).toBeTruthy();
    expect(requests.some((request) => request.init?.method === 'POST')).toBe(false);
  });

  it('shows the catalogue’s message for a wrong password, keeps the e-mail and clears the password', async () => {
    answer(found(), refusal('INVALID_CREDENTIALS', 401));
    renderPage();
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_MESSAGES.INVALID_CREDENTIALS.pt);
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('ana@example.com');
    expect((screen.getByLabelText(/Senha/) as HTMLInputElement).value).toBe('');
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a refusal with a screen of its own there, as a full page load with the e-mail', async () => {
    answer(found(), refusal('ACCOUNT_NOT_ACTIVE', 403));
    renderPage();
    await signIn();
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/auth/account-not-active?email=${encodeURIComponent('ana@example.com')}`),
    );
  });

  it('says an expired interaction is over and offers a new sign-in', async () => {
    answer(refusal('NOT_FOUND', 404));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe(ERROR_MESSAGES.INTERACTION_EXPIRED.pt);
    expect(screen.getByRole('link', { name: SIGN_IN_MESSAGES.pt['signIn.startAgain'] }).getAttribute('href')).toBe(
      '/auth/login',
    );
  });

  it('links to forgot password and sign-up as full page loads, and offers Google when the provider has it', async () => {
    answer(found(true));
    renderPage();
    const google = await screen.findByRole('link', { name: SIGN_IN_MESSAGES.pt['signIn.continueWithGoogle'] });
    expect(google.getAttribute('href')).toBe('/v3/auth/interactions/abc/google');
    expect(screen.getByRole('link', { name: SIGN_IN_MESSAGES.pt['signIn.forgotPassword'] }).getAttribute('href')).toBe(
      '/auth/force-restore-password?reason=forgot',
    );
    expect(screen.getByRole('link', { name: SIGN_IN_MESSAGES.pt['signIn.createAccount'] }).getAttribute('href')).toBe(
      '/public-onboarding/select-user-type',
    );
  });

  it('goes on to Google at once when the sign-up screen asked for it', async () => {
    window.sessionStorage.setItem('onboarding.continueWithGoogle', '1');
    answer(found(true));
    renderPage();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/v3/auth/interactions/abc/google'));
  });

  it('speaks the language the person chose, and keeps a new choice', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    answer(found());
    renderPage();
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
    await userEvent.setup().selectOptions(screen.getByLabelText('Language'), 'es');
    expect(screen.getByLabelText(/^Correo electrónico/)).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.title).toBe(`${SIGN_IN_MESSAGES.es['signIn.title']} · Seguro Empresarial`);
  });
});

describe('the boot helpers', () => {
  it('gives each language the tag @platform/i18n gives it for the default country', () => {
    for (const language of LANGUAGES) expect(BOOT_LANGUAGE_TAGS[language]).toBe(localeTag({ country: 'br', language }));
  });

  it('draws the slim page for the sign-in interaction page only', () => {
    expect(slimSignInInteraction({ pathname: '/auth/login', search: '?interaction=abc' })).toBe('abc');
    expect(slimSignInInteraction({ pathname: '/auth/login', search: '' })).toBeNull();
    expect(slimSignInInteraction({ pathname: '/auth/sign-up', search: '?interaction=abc' })).toBeNull();
  });
});
