import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ErrorCode, FieldProblem, Language } from '@platform/domain';
// Single files of the shared packages (their `exports`), not their index: the landing must not
// carry the whole domain.
import { SIGN_IN_MESSAGES, signInMessage, signInProblems } from '@platform/domain/sign-in';
import type { RemoteRegistry } from '@platform/remote-contract';
import { googleSignInUrl, takeGoogleWish } from '@platform/remote-contract/google-sign-in';
import '@platform/ui/src/ui.css';
import '../app/shell.css';
import { frameMessages } from '../app/frame-messages';
import { callApi, codeOf, isErrorCode } from './call-api';
import { startErrorTexts, useErrorText } from './slim-error-texts';
import { SlimFrame, useSlimLanguage, useSlimTitle } from './slim-frame';
import { useSlimForm } from './use-slim-form';

/**
 * The sign-in interaction page (`/auth/login?interaction=...`), the guest landing's second page,
 * rendered by the shell's boot code with React alone: no router, no federation remote, no
 * `@platform/ui` components, no remote kit, no react-intl. Same form as onboarding's `SignInPage`
 * (texts and rule from `@platform/domain`'s sign-in module), same request to the provider's
 * interaction endpoint. Everything else (forgot password, sign-up, the refusals with a screen of
 * their own) is a full page load into the full shell.
 */

/** Sign-in refusals that have their own screen instead of a message on the form (as onboarding's). */
const SCREEN_FOR: Partial<Record<string, string>> = {
  ACCOUNT_NOT_ACTIVE: '/auth/account-not-active',
  PASSWORD_RESET_REQUIRED: '/auth/force-restore-password',
};

interface InteractionInfo {
  googleSignIn: boolean;
}

type Interaction =
  { status: 'pending' } | { status: 'ready'; googleSignIn: boolean } | { status: 'error'; code: ErrorCode };

/** The words of the page in one language; `error` gives the catalogue's in it. */
function textsOf(language: Language, error: (code: ErrorCode) => string) {
  const texts: Record<string, string> = { ...frameMessages[language], ...SIGN_IN_MESSAGES[language] };
  return {
    text: (id: keyof typeof SIGN_IN_MESSAGES.pt | keyof typeof frameMessages.pt) => texts[id]!,
    error,
    problem: (problem: FieldProblem) => {
      const id = signInMessage(problem);
      if (id && texts[id]) return texts[id];
      return error(isErrorCode(problem.code) ? problem.code : 'VALIDATION_FAILED');
    },
  };
}

type SignInField = 'email' | 'password';
type SignInValues = Record<SignInField, string>;
const SIGN_IN_FIELDS: readonly SignInField[] = ['email', 'password'];

/** The field of the first paint's sign-in form (first-paint/paint-first.ts) that has the focus, if any. */
export function focusInFirstPaint(root: HTMLElement): SignInField | null {
  const focused = document.activeElement;
  if (!focused || !root.contains(focused)) return null;
  if (focused.id === 'sign-in-email') return 'email';
  return focused.id === 'sign-in-password' ? 'password' : null;
}

export function SlimSignInPage({
  uid,
  apiBaseUrl,
  focused,
}: {
  uid: string;
  apiBaseUrl: string;
  /** The field to focus at once: the one the person was in on the first paint's form. */
  focused?: SignInField | null;
}) {
  const [language, chooseLanguage] = useSlimLanguage();
  useSlimTitle(SIGN_IN_MESSAGES[language]['signIn.title'], language);
  return (
    <SlimFrame language={language} onLanguage={chooseLanguage}>
      <SlimSignInForm uid={uid} apiBaseUrl={apiBaseUrl} language={language} focused={focused ?? null} />
    </SlimFrame>
  );
}

function SlimSignInForm({
  uid,
  apiBaseUrl,
  language,
  focused,
}: {
  uid: string;
  apiBaseUrl: string;
  language: Language;
  focused: SignInField | null;
}) {
  const { text, error, problem } = textsOf(language, useErrorText(language));
  const base = `${apiBaseUrl}/v3/auth/interactions/${encodeURIComponent(uid)}`;
  const [interaction, setInteraction] = useState<Interaction>({ status: 'pending' });
  const [goingToGoogle] = useState(() => takeGoogleWish());
  const form = useSlimForm<SignInValues, SignInField>({
    initial: { email: '', password: '' },
    fields: SIGN_IN_FIELDS,
    rules: signInProblems,
    check: 'sent',
    send: async (values) => {
      const email = values.email.trim();
      try {
        const { redirectTo } = await callApi<{ redirectTo: string }>(`${base}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: values.password }),
        });
        window.location.assign(redirectTo);
      } catch (failure) {
        const screen = SCREEN_FOR[codeOf(failure)];
        if (!screen) throw failure;
        window.location.assign(`${screen}?email=${encodeURIComponent(email)}`);
      }
    },
    // The password is typed again after a refusal; the e-mail stays.
    afterRefusal: (values) => ({ ...values, password: '' }),
  });
  // Once, on the first render: the focus the first paint's field had, which React's render replaced.
  const focusedAtStart = useRef(focused);
  useEffect(() => {
    if (focusedAtStart.current) form.focus(focusedAtStart.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render
  }, []);

  useEffect(() => {
    let current = true;
    callApi<InteractionInfo>(base).then(
      (info) => current && setInteraction({ status: 'ready', googleSignIn: info.googleSignIn }),
      (failure: unknown) => current && setInteraction({ status: 'error', code: codeOf(failure) }),
    );
    return () => {
      current = false;
    };
  }, [base]);

  const googleSignIn = interaction.status === 'ready' && interaction.googleSignIn;
  // The sign-up screen's "Continue with Google" started this attempt: go on to Google at once.
  useEffect(() => {
    if (goingToGoogle && googleSignIn) window.location.assign(googleSignInUrl(uid));
  }, [goingToGoogle, googleSignIn, uid]);

  if ((goingToGoogle && interaction.status === 'pending') || (goingToGoogle && googleSignIn))
    return (
      <div className="ui-loading" role="status" aria-live="polite">
        <span className="ui-loading__spinner" aria-hidden="true" />
        <span className="ui-loading__label">{text('signIn.starting')}</span>
      </div>
    );
  if (interaction.status === 'error')
    return (
      <div className="ui-error-view" role="alert">
        <h1 className="ui-error-view__title">
          {error(interaction.code === 'NOT_FOUND' ? 'INTERACTION_EXPIRED' : interaction.code)}
        </h1>
        {/* The full shell starts a new sign-in attempt for /auth/login without an interaction. */}
        <a className="ui-button ui-button--primary" href="/auth/login">
          {text('signIn.startAgain')}
        </a>
      </div>
    );

  const field = (name: 'email' | 'password', type: string, autoComplete: string) => {
    const found = form.problems[name];
    const id = `sign-in-${name}`;
    return (
      <div className={found ? 'ui-field ui-field--invalid' : 'ui-field'}>
        <label className="ui-field__label" htmlFor={id}>
          {text(`signIn.${name}`)}
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        </label>
        <input
          ref={form.ref(name)}
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          className="ui-field__input"
          required
          aria-required
          aria-invalid={found ? true : undefined}
          aria-describedby={found ? `${id}-error` : undefined}
          value={form.values[name]}
          onChange={(event) => form.change(name, event.target.value)}
        />
        {found && (
          <p id={`${id}-error`} className="ui-field__error">
            {problem(found)}
          </p>
        )}
      </div>
    );
  };

  return (
    // `data-screen="sign-in"`: the sign-in form is ready, whichever draws it (this page or
    // onboarding's SignInPage); what the e2e waits for, instead of a remote this page is not.
    // The classes of @platform/ui's Page and Card, without importing them: this page loads before the kit.
    <section className="ui-page ui-page--narrow" aria-labelledby="sign-in-title" data-screen="sign-in">
      <header className="ui-page-header">
        <h1 id="sign-in-title">{text('signIn.title')}</h1>
      </header>
      <form onSubmit={(event) => void form.submit(event)} noValidate className="ui-card ui-card--pad-lg ui-form-stack">
        {form.formError && (
          <p role="alert" className="ui-form-error">
            {error(form.formError)}
          </p>
        )}
        {field('email', 'email', 'username')}
        {field('password', 'password', 'current-password')}
        <button
          type="submit"
          className="ui-button ui-button--primary"
          aria-busy={form.busy || undefined}
          aria-disabled={form.busy || undefined}
        >
          {form.busy && <span className="ui-button__spinner" aria-hidden="true" />}
          {text('signIn.submit')}
        </button>
        <p>
          <a href="/auth/force-restore-password?reason=forgot">{text('signIn.forgotPassword')}</a>
        </p>
        {googleSignIn && (
          <a className="ui-button ui-button--secondary" href={googleSignInUrl(uid)}>
            {text('signIn.continueWithGoogle')}
          </a>
        )}
        <p>
          <a href="/public-onboarding/select-user-type">{text('signIn.createAccount')}</a>
        </p>
      </form>
    </section>
  );
}

/** Renders the slim sign-in page for interaction `uid` into the shell's root. */
export async function startSlimSignIn(uid: string, registry: Promise<Pick<RemoteRegistry, 'apiBaseUrl'>>) {
  startErrorTexts();
  const apiBaseUrl = (await registry.catch(() => ({ apiBaseUrl: undefined }))).apiBaseUrl ?? window.location.origin;
  const root = document.getElementById('root')!;
  createRoot(root).render(<SlimSignInPage uid={uid} apiBaseUrl={apiBaseUrl} focused={focusInFirstPaint(root)} />);
}
