import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, ErrorView, Loading, TextField } from '@platform/ui';
import { errorCodeOf } from '@platform/api-client';
import { emailProblem } from '@platform/domain';
import { useApiQuery, usePlatform } from '@platform/remote-kit';
import { googleSignInUrl, takeGoogleWish } from '../account-forms/account-api';
import { getInteraction, submitLogin } from './interaction-api';

/** Sign-in refusals that have their own screen instead of a message on the form. */
const SCREEN_FOR: Partial<Record<string, string>> = {
  ACCOUNT_NOT_ACTIVE: '/auth/account-not-active',
  PASSWORD_RESET_REQUIRED: '/auth/force-restore-password',
};

/**
 * auth/login: the product's own sign-in screen for the OpenID provider's interaction.
 * Opened without an interaction, it asks the shell to start sign-in, which comes back here with one.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const uid = params.get('interaction');
  const { eventBus } = usePlatform();
  const intl = useIntl();

  useEffect(() => {
    if (!uid) eventBus.emit('auth:login-requested', { returnTo: '/' });
  }, [uid, eventBus]);

  if (!uid) return <Loading label={intl.formatMessage({ id: 'signIn.starting' })} />;
  return <SignInForm uid={uid} />;
}

function SignInForm({ uid }: { uid: string }) {
  const { api, eventBus } = usePlatform();
  const intl = useIntl();
  const interaction = useApiQuery(`interaction:${uid}`, () => getInteraction(api, uid));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const googleSignIn = interaction.status === 'success' && interaction.data.googleSignIn;
  // The sign-up screen's "Continue with Google" started this attempt: go on to Google at once.
  const [goingToGoogle] = useState(() => takeGoogleWish());
  useEffect(() => {
    if (goingToGoogle && googleSignIn) window.location.assign(googleSignInUrl(uid));
  }, [goingToGoogle, googleSignIn, uid]);

  if (interaction.status === 'pending' || (goingToGoogle && googleSignIn))
    return <Loading label={intl.formatMessage({ id: 'common.loading' })} />;
  if (interaction.status === 'error')
    return (
      <ErrorView
        title={intl.formatMessage({
          id: `error.${errorCodeOf(interaction.error) === 'NOT_FOUND' ? 'INTERACTION_EXPIRED' : errorCodeOf(interaction.error)}`,
        })}
        retryLabel={intl.formatMessage({ id: 'signIn.startAgain' })}
        onRetry={() => eventBus.emit('auth:login-requested', { returnTo: '/' })}
      />
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const emailIssue = emailProblem(email);
    const errors = {
      email:
        emailIssue === 'REQUIRED'
          ? intl.formatMessage({ id: 'signIn.emailRequired' })
          : emailIssue
            ? intl.formatMessage({ id: 'error.INVALID_EMAIL' })
            : undefined,
      password: password ? undefined : intl.formatMessage({ id: 'signIn.passwordRequired' }),
    };
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      const { redirectTo } = await submitLogin(api, uid, email.trim(), password);
      window.location.assign(redirectTo);
    } catch (error) {
      setBusy(false);
      const code = errorCodeOf(error);
      const screen = SCREEN_FOR[code];
      if (screen) {
        navigate(`${screen}?email=${encodeURIComponent(email.trim())}`);
        return;
      }
      setPassword('');
      setFormError(intl.formatMessage({ id: `error.${code}` }));
    }
  };

  return (
    <section className="ui-page onboarding-sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">
        <FormattedMessage id="signIn.title" />
      </h1>
      <form onSubmit={onSubmit} noValidate className="ui-card onboarding-form">
        {formError && (
          <p role="alert" className="ui-form-error">
            {formError}
          </p>
        )}
        <TextField
          label={intl.formatMessage({ id: 'signIn.email' })}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label={intl.formatMessage({ id: 'signIn.password' })}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" loading={busy}>
          <FormattedMessage id="signIn.submit" />
        </Button>
        <p>
          <Link to="/auth/force-restore-password?reason=forgot">
            <FormattedMessage id="signIn.forgotPassword" />
          </Link>
        </p>
        {googleSignIn && (
          <a className="ui-button ui-button--secondary" href={googleSignInUrl(uid)}>
            <FormattedMessage id="signIn.continueWithGoogle" />
          </a>
        )}
        <p>
          <Link to="/public-onboarding/select-user-type">
            <FormattedMessage id="signIn.createAccount" />
          </Link>
        </p>
      </form>
    </section>
  );
}
