import { createHash, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cnpjCheckDigits } from '../shared/domain/src/tax-id/check-digits';

export const PASSWORD = 'Demo!2026';

/** Signs in through the real OpenID flow: shell -> provider -> the product's login screen -> back. */
export async function signIn(page: Page, email: string, startAt = '/auth/login') {
  // A guest's page may send itself to the provider before it finishes loading (/auth/login does):
  // wait for the sign-in screen, not for that page's load.
  await page.goto(startAt, { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Counts React DOM renderers that register with the devtools hook: one per copy of react-dom loaded. */
export async function countReactRenderers(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
}

/** Installs a minimal devtools hook before any script runs, so every react-dom copy announces itself. */
export async function watchReactCopies(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      checkDCE() {},
    };
  });
}

/**
 * Another client signing in over plain HTTP (code + PKCE, no browser, no DPoP key): answers a
 * bearer access token, as a script or a second device would hold one.
 */
export async function signInOverHttp(request: APIRequestContext, email: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = 'http://localhost:3000/auth/auth-redirect';
  const query = new URLSearchParams({
    client_id: 'web',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: 's',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  let response = await request.get(`/oidc/auth?${query}`, { maxRedirects: 0 });
  const uid = new URL(response.headers().location!, 'http://localhost:3000').searchParams.get('interaction');
  response = await request.post(`/v3/auth/interactions/${uid}/login`, { data: { email, password: PASSWORD } });
  let next = ((await response.json()) as { redirectTo: string }).redirectTo;
  while (!next.startsWith(redirectUri)) {
    response = await request.get(next, { maxRedirects: 0 });
    next = new URL(response.headers().location!, 'http://localhost:3000').href;
  }
  const code = new URL(next).searchParams.get('code')!;
  response = await request.post('/oidc/token', {
    form: {
      client_id: 'web',
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

let cnpjCounter = 0;
/** A valid CNPJ no earlier run used: 8 digits from the clock, a 4-digit counter as the branch, then the check digits. */
export function uniqueCnpj(): string {
  const first12 = `${String(Date.now()).slice(-8)}${String((cnpjCounter += 1) % 10_000).padStart(4, '0')}`;
  return first12 + cnpjCheckDigits(first12);
}

/**
 * Moves a page already on the full shell to another of its screens as its own links do, without
 * loading the shell and the remote again: a history entry, then the `popstate` the shell's router
 * (react-router's browser history) listens to. Waits until the screen that was shown is gone (its
 * heading replaced): the router keeps the old screen up while the new one's code comes.
 */
export async function moveInApp(page: Page, path: string) {
  const heading = page.locator('main h1').first();
  const before = (await heading.count()) ? await heading.textContent() : null;
  await page.evaluate((to) => {
    const state = history.state as { idx?: number } | null;
    // The entry react-router itself would write, so its index of entries stays right.
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  if (before !== null) await expect(heading).not.toHaveText(before);
}
