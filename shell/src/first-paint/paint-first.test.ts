import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@platform/domain';
import { QUOTE_COMPARE_TITLE } from '@platform/domain/quote-compare-title';
import { SIGN_IN_MESSAGES } from '@platform/domain/sign-in';
import { SIGN_UP_TITLES } from '@platform/domain/sign-up-titles';
import { PRODUCT_NAMES } from '@platform/i18n/product-names';
import { CERTIFICATE_TITLES } from '../public-pages/certificate/certificate-titles';
import { landingMessages } from './landing-messages';
import { keepLanding } from './landing';
import { tabHasSession } from '../boot/kept-session';
import { paintFirst } from './paint-first';

const at = (path: string) => {
  const url = new URL(path, 'http://localhost:3000');
  return { pathname: url.pathname, search: url.search };
};
let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root')!;
  localStorage.clear();
  sessionStorage.clear();
});

describe('the first paint', () => {
  it('paints the whole landing for a guest on /, in each language', () => {
    for (const language of LANGUAGES) {
      expect(paintFirst(root, at('/'), language, false)).toBe('landing');
      expect(root.querySelector('h1')?.textContent).toBe(landingMessages[language]['landing.title']);
      const products = [...root.querySelectorAll('li h2')].map((heading) => heading.textContent);
      expect(products).toEqual(
        ['D_AND_O', 'E_AND_O', 'CYBER'].map((p) => PRODUCT_NAMES[language][`product.${p}` as 'product.CYBER']),
      );
      const links = [...root.querySelectorAll('main a')].map((link) => link.getAttribute('href'));
      expect(links).toEqual(['/public-onboarding/select-user-type', '/auth/login', '/broker-signup/index']);
      expect(root.querySelector<HTMLSelectElement>('#first-paint-language')?.value).toBe(language);
    }
    expect(document.documentElement.lang).toBe('es-419');
  });

  it('paints the frame for a signed-in tab on /, and for every other page', () => {
    expect(paintFirst(root, at('/'), 'pt', true)).toBe('frame');
    expect(root.querySelector('header .shell-brand__name')?.textContent).toBe('Seguro Empresarial');
    expect(root.querySelector('h1')).toBeNull();
    expect(paintFirst(root, at('/dashboard/index'), 'en', false)).toBe('frame');
    expect(root.querySelector('header .shell-brand__name')?.textContent).toBe('Business Insurance');
    expect(root.querySelector('#first-paint-language')).toBeNull();
  });

  it('paints the sign-up heading onboarding will show, by the kind the address asks for', () => {
    paintFirst(root, at('/auth/sign-up?type=company&country=br'), 'pt', false);
    expect(root.querySelector('h1')?.textContent).toBe(SIGN_UP_TITLES.pt['signUp.titleCompany']);
    paintFirst(root, at('/auth/sign-up?user_type=pf'), 'es', false);
    expect(root.querySelector('h1')?.textContent).toBe(SIGN_UP_TITLES.es['signUp.titleIndividual']);
  });

  it('paints the sign-in form on a guest’s /auth/login, inert until the page’s code takes it over', () => {
    for (const path of ['/auth/login', '/auth/login?interaction=abc']) {
      paintFirst(root, at(path), 'en', false);
      const words = SIGN_IN_MESSAGES.en;
      expect(root.querySelector('.ui-page--narrow h1')?.textContent).toBe(words['signIn.title']);
      expect(root.querySelector<HTMLInputElement>('#sign-in-email')?.type).toBe('email');
      expect(root.querySelector<HTMLInputElement>('#sign-in-password')?.type).toBe('password');
      expect(root.querySelector('label[for="sign-in-email"]')?.textContent).toBe(`${words['signIn.email']} *`);
      expect(root.querySelector('form p:last-child a')?.textContent).toBe(words['signIn.createAccount']);
      // Not yet the form (the slim page's `data-screen` says it is ready), and nothing it could send.
      expect(root.querySelector('[data-screen]')).toBeNull();
      expect(root.querySelector<HTMLInputElement>('#sign-in-email')?.readOnly).toBe(true);
      expect(root.querySelector<HTMLButtonElement>('button')?.disabled).toBe(true);
      expect(root.querySelector('button')?.getAttribute('type')).toBe('button');
      const sent = new Event('submit', { cancelable: true });
      root.querySelector('form')!.dispatchEvent(sent);
      expect(sent.defaultPrevented).toBe(true);
    }
    paintFirst(root, at('/auth/login'), 'pt', true);
    expect(root.querySelector('form')).toBeNull();
  });

  it('paints a quote link’s heading, the product its address names, for a signed-in tab only', () => {
    const link = '/dashboard/quotes/available/dno/00000000-0000-4000-8000-000000000501';
    paintFirst(root, at(link), 'pt', true);
    expect(root.querySelector('.ui-page--wide h1')?.textContent).toBe(
      'D&O – Diretores e administradores: compare as opções',
    );
    paintFirst(root, at('/dashboard/quotes/expired/cyber/f1'), 'en', true);
    expect(root.querySelector('h1')?.textContent).toBe(
      QUOTE_COMPARE_TITLE.en['quote.compare.title'].replace('{product}', PRODUCT_NAMES.en['product.CYBER']),
    );
    // A guest is sent to sign in first; an address the quotes remote does not read has no heading.
    for (const [path, signedIn] of [
      [link, false],
      ['/dashboard/quotes/somewhere/dno/f1', true],
      ['/dashboard/quotes/available/boat/f1', true],
      ['/dashboard/quotes/available/dno/f1/more', true],
    ] as const) {
      paintFirst(root, at(path), 'pt', signedIn);
      expect(root.querySelector('h1')).toBeNull();
    }
  });

  it('paints the certificate’s heading and lead for /public/policy with a code, in each language', () => {
    for (const language of LANGUAGES) {
      paintFirst(root, at('/public/policy?c=Demo-Certificado-701Ab'), language, false);
      expect(root.querySelector('.ui-page-header h1')?.textContent).toBe(
        CERTIFICATE_TITLES[language]['publicCertificate.title'],
      );
      expect(root.querySelector('.ui-page-header__description')?.textContent).toBe(
        CERTIFICATE_TITLES[language]['publicCertificate.intro'],
      );
      // Not the page's "ready": its own code draws it with the data.
      expect(root.querySelector('[data-screen]')).toBeNull();
    }
    // Without a code the page says "not found" at once; the signing page's heading names the company.
    for (const path of ['/public/policy', '/public/signature?token=t']) {
      paintFirst(root, at(path), 'pt', false);
      expect(root.querySelector('h1')).toBeNull();
    }
  });

  it('tells a tab with a kept token from a guest, and survives a damaged entry', () => {
    expect(tabHasSession(sessionStorage)).toBe(false);
    sessionStorage.setItem('oidc.user:x:web', '{not json');
    expect(tabHasSession(sessionStorage)).toBe(false);
    sessionStorage.setItem('oidc.user:x:web', JSON.stringify({ access_token: 'a' }));
    expect(tabHasSession(sessionStorage)).toBe(true);
  });
});

describe('the landing', () => {
  const registry = Promise.resolve({
    apiBaseUrl: '',
    remotes: [{ name: 'mfe_onboarding', routePrefixes: ['public-onboarding/*', 'auth/sign-up'] }],
  } as never);

  it('paints itself again in the language chosen, and keeps the choice', () => {
    paintFirst(root, at('/'), 'pt', false);
    keepLanding(root, registry, () => undefined);
    const picker = root.querySelector<HTMLSelectElement>('#first-paint-language')!;
    picker.value = 'en';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    expect(root.querySelector('h1')?.textContent).toBe(landingMessages.en['landing.title']);
    expect(localStorage.getItem('platform.language')).toBe('en');
    expect(document.activeElement?.id).toBe('first-paint-language');
  });

  it('applies a language chosen before its listener arrived', () => {
    paintFirst(root, at('/'), 'pt', false);
    root.querySelector<HTMLSelectElement>('#first-paint-language')!.value = 'es';
    keepLanding(root, registry, () => undefined);
    expect(root.querySelector('h1')?.textContent).toBe(landingMessages.es['landing.title']);
    expect(localStorage.getItem('platform.language')).toBe('es');
  });

  it('fetches the remote of a link on intent, and nothing for a link the shell owns', async () => {
    paintFirst(root, at('/'), 'pt', false);
    const prefetch = vi.fn();
    keepLanding(root, registry, prefetch);
    // The page preloads the registry: it is there before a person can point at a link.
    await registry;
    await Promise.resolve();
    root.querySelector('a[href="/auth/login"]')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    root
      .querySelector('a[href="/public-onboarding/select-user-type"]')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch.mock.calls.map(([entry]) => (entry as { name: string }).name)).toEqual(['mfe_onboarding']);
  });
});
