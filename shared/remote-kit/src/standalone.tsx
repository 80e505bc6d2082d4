import { StrictMode, useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createEventBus } from '@platform/event-bus';
import { createSessionStore, readUserTypeParam } from '@platform/session';
import { resolveLocale } from '@platform/i18n';
import type { Language } from '@platform/domain';
import { isPublicPath } from '@platform/remote-contract';
import { Button, ErrorView, Loading, TextField } from '@platform/ui';
// Through the package, not relative paths: the screens' `usePlatform` reads the context of the one
// shared `@platform/remote-kit`, and this entry is not part of it (see the doc below).
import {
  RemoteProviders,
  RemoteScreens,
  UiServices,
  type RemoteDefinition,
  type UiServicesWords,
} from '@platform/remote-kit';
import {
  STANDALONE_REDIRECT_PATH,
  completeStandaloneSignIn,
  fillStandaloneSession,
  forgetStandaloneSignIn,
  standaloneAccessToken,
  startStandaloneSignIn,
  submitStandaloneLogin,
} from './standalone-sign-in';

export interface StandaloneOptions {
  /**
   * The remote renders the provider's login page (`/auth/login?interaction=`) itself: the
   * onboarding remote owns the product's sign-in screen. Other remotes get a plain form.
   */
  ownSignInScreen?: boolean;
}

/**
 * Mounts a remote alone on its own dev server (`npm run dev -- <remote> --standalone`), for the
 * team that owns it: the same screens and the same providers the shell gives a parcel (session,
 * locale, event bus, API client, shared QueryClient), a real router, and the real sign-in: a
 * signed-in path sends a guest through the API's OpenID provider and back to this page.
 * The dev server fronts the API on this page's origin (`/v3`, `/oidc`), as the shell does.
 *
 * Its own entry point (`@platform/remote-kit/standalone`), imported only by a remote's standalone
 * host page: the shared `@platform/remote-kit` every page of the shell loads stays without it.
 */
export function mountStandalone(definition: RemoteDefinition, options: StandaloneOptions = {}) {
  const container = document.getElementById('root');
  if (!container) throw new Error('standalone host page needs #root');
  const root = createRoot(container);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
  const locale = resolveLocale({ pathname: window.location.pathname, stored: null });
  const words = WORDS[locale.language];
  const uiWords: UiServicesWords = { ...words, backgroundError: () => words.unexpectedError };
  const session = createSessionStore({ userType: readUserTypeParam(window.location.search) });
  const eventBus = createEventBus();
  const props = { basePath: '', session, eventBus, locale, apiBaseUrl: window.location.origin };
  const here = () => window.location.pathname + window.location.search + window.location.hash;

  async function start() {
    render(<Loading label={words.loading} />);
    const { pathname, search } = window.location;
    if (pathname === STANDALONE_REDIRECT_PATH) {
      const returnTo = await completeStandaloneSignIn(search);
      window.history.replaceState(null, '', returnTo.startsWith('/auth/') ? '/' : returnTo);
    }
    const interaction = new URLSearchParams(window.location.search).get('interaction');
    if (window.location.pathname === '/auth/login' && interaction && !options.ownSignInScreen) {
      render(<StandaloneLogin interaction={interaction} language={locale.language} />);
      return;
    }
    let token = await standaloneAccessToken();
    if (token) {
      try {
        await fillStandaloneSession(session, token);
      } catch (error) {
        console.warn('[standalone] the kept sign-in was refused; signing in again', error);
        await forgetStandaloneSignIn();
        token = null;
      }
    }
    if (!token && !isPublicPath(window.location.pathname)) {
      await startStandaloneSignIn(here(), locale.language);
      return;
    }
    if (token) keepTokenFresh(session);
    eventBus.emit('session:changed', { loggedType: token ? 'LOGGED' : 'IS_GUEST' });
    render(
      <RemoteProviders props={props} messages={definition.messages}>
        <BrowserRouter>
          <RemoteScreens {...definition} />
        </BrowserRouter>
        <UiServices eventBus={eventBus} words={uiWords} />
      </RemoteProviders>,
    );
  }

  start().catch((error: unknown) => {
    console.error('[standalone] could not start', error);
    render(
      <ErrorView
        title={words.failed}
        detail={error instanceof Error ? error.message : String(error)}
        retryLabel={words.signInAgain}
        onRetry={() => void startStandaloneSignIn('/', locale.language)}
      />,
    );
  });
}

/** Renews the access token before it expires (it lives ten minutes), for as long as the tab lives. */
function keepTokenFresh(session: ReturnType<typeof createSessionStore>) {
  window.setInterval(() => {
    void standaloneAccessToken().then((token) =>
      token ? session.getState().setUser({ token }) : session.getState().signOut(),
    );
  }, 60_000);
}

/** The provider's login step when the remote has no sign-in screen of its own. */
function StandaloneLogin({ interaction, language }: { interaction: string; language: Language }) {
  const words = WORDS[language];
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    submitStandaloneLogin(interaction, String(form.get('email')), String(form.get('password'))).catch(
      (failure: unknown) => {
        setBusy(false);
        setError(`${words.refused} (${failure instanceof Error ? failure.message : String(failure)})`);
      },
    );
  };
  return (
    <main className="standalone-sign-in" style={{ maxWidth: 360, margin: '2rem auto', padding: '0 1rem' }}>
      <h1>{words.title}</h1>
      <form onSubmit={submit} noValidate>
        <TextField label={words.email} name="email" type="email" autoComplete="username" required />
        <TextField label={words.password} name="password" type="password" autoComplete="current-password" required />
        {error && <p role="alert">{error}</p>}
        <Button type="submit" loading={busy}>
          {words.submit}
        </Button>
      </form>
    </main>
  );
}

/** The standalone page's own few words; the screens bring theirs. */
const WORDS: Record<
  Language,
  Record<'title' | 'email' | 'password' | 'submit' | 'refused' | 'loading' | 'failed' | 'signInAgain', string> &
    Omit<UiServicesWords, 'backgroundError'> & { unexpectedError: string }
> = {
  pt: {
    title: 'Entrar (remote isolado)',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    refused: 'Não foi possível entrar',
    loading: 'Carregando...',
    failed: 'Não foi possível iniciar a página isolada',
    signInAgain: 'Entrar novamente',
    close: 'Fechar',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    notifications: 'Notificações',
    notices: 'Avisos',
    showInForm: 'Mostrar no formulário',
    unexpectedError: 'Ocorreu um erro inesperado',
  },
  en: {
    title: 'Sign in (standalone remote)',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    refused: 'Could not sign in',
    loading: 'Loading...',
    failed: 'The standalone page could not start',
    signInAgain: 'Sign in again',
    close: 'Close',
    confirm: 'Confirm',
    cancel: 'Cancel',
    notifications: 'Notifications',
    notices: 'Notices',
    showInForm: 'Show in form',
    unexpectedError: 'An unexpected error occurred',
  },
  es: {
    title: 'Entrar (remote aislado)',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
    refused: 'No se pudo entrar',
    loading: 'Cargando...',
    failed: 'No se pudo iniciar la página aislada',
    signInAgain: 'Entrar de nuevo',
    close: 'Cerrar',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    notifications: 'Notificaciones',
    notices: 'Avisos',
    showInForm: 'Mostrar en el formulario',
    unexpectedError: 'Ocurrió un error inesperado',
  },
};
