import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, ErrorView, Loading, PageHeader, TextField } from '@platform/ui';
import { errorCodeOf } from '@platform/api-client';
import { FormError, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { googleSignInUrl, takeGoogleWish } from '@platform/remote-contract';
import { useInteraction } from './api/get-interaction';
import { submitLogin } from './api/submit-login';
import { signInMessage, signInProblems } from './sign-in-form';

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
  const interaction = useInteraction(uid);
  // Credentials: nothing worth a "leave without saving?" question.
  const form = usePlatformForm({
    defaultValues: { email: '', password: '' },
    rules: signInProblems,
    messageFor: signInMessage,
    warnOnLeave: false,
  });
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

  const onSubmit = form.submit(async ({ email, password }) => {
    try {
      const { redirectTo } = await submitLogin(api, uid, email.trim(), password);
      window.location.assign(redirectTo);
    } catch (error) {
      const screen = SCREEN_FOR[errorCodeOf(error)];
      if (screen) return navigate(`${screen}?email=${encodeURIComponent(email.trim())}`);
      form.resetField('password');
      throw error;
    }
  });

  return (
    // The same marker as the shell's slim sign-in page: the sign-in form is ready.
    <section className="ui-page ui-page--narrow" aria-labelledby="sign-in-title" data-screen="sign-in">
      <PageHeader title={<FormattedMessage id="signIn.title" />} titleId="sign-in-title" />
      <Card padding="lg">
        <form onSubmit={onSubmit} noValidate className="ui-form-stack">
          <FormError code={form.formError} />
          <TextField
            label={intl.formatMessage({ id: 'signIn.email' })}
            type="email"
            autoComplete="username"
            required
            {...form.field('email')}
          />
          <TextField
            label={intl.formatMessage({ id: 'signIn.password' })}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <Button type="submit" loading={form.busy}>
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
      </Card>
    </section>
  );
}
