import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, TextField } from '@platform/ui';
import { errorCodeOf } from '@platform/api-client';
import { emailProblem, PASSWORD_MIN_LENGTH, passwordProblem } from '@platform/domain';
import { usePlatform } from '@platform/remote-kit';
import { requestPasswordReset, resetPassword } from '../account-forms/account-api';

/**
 * auth/force-restore-password: both password reset screens on one route.
 * - without a token: ask for the reset mail. `?reason=forgot` is the sign-in page's "forgot
 *   password"; otherwise it is the spec's "password reset required due to authentication migration".
 * - with `?token=` (the mailed link): choose the new password.
 */
export function ForceRestorePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <NewPasswordForm token={token} />;
  return <RequestResetForm forgot={params.get('reason') === 'forgot'} initialEmail={params.get('email') ?? ''} />;
}

function RequestResetForm({ forgot, initialEmail }: { forgot: boolean; initialEmail: string }) {
  const { api, locale } = usePlatform();
  const intl = useIntl();
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(
      problem
        ? intl.formatMessage({ id: problem === 'REQUIRED' ? 'signUp.emailRequired' : `error.${problem}` })
        : undefined,
    );
    if (problem) return;
    setBusy(true);
    try {
      await requestPasswordReset(api, email.trim(), locale.language);
      navigate('/redirect-information/success/password-reset-requested');
    } catch (failure) {
      setBusy(false);
      setError(intl.formatMessage({ id: `error.${errorCodeOf(failure)}` }));
    }
  };

  return (
    <section className="ui-page" aria-labelledby="reset-title">
      <header className="ui-page-header">
        <h1 id="reset-title">
          <FormattedMessage id={forgot ? 'passwordReset.forgotTitle' : 'passwordReset.requiredTitle'} />
        </h1>
      </header>
      <form onSubmit={onSubmit} noValidate className="ui-card onboarding-form">
        <p>
          <FormattedMessage id={forgot ? 'passwordReset.forgotText' : 'error.PASSWORD_RESET_REQUIRED'} />
        </p>
        {!forgot && (
          <p>
            <FormattedMessage id="passwordReset.requiredText" />
          </p>
        )}
        <TextField
          label={intl.formatMessage({ id: 'signUp.email' })}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={busy}>
          <FormattedMessage id="passwordReset.send" />
        </Button>
        <p>
          <Link to="/auth/login">
            <FormattedMessage id="accountMessage.backToSignIn" />
          </Link>
        </p>
      </form>
    </section>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { api, locale } = usePlatform();
  const intl = useIntl();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password);
    const next = {
      password: problem
        ? intl.formatMessage({ id: problem === 'REQUIRED' ? 'signUp.passwordRequired' : `error.${problem}` })
        : undefined,
      repeat: !problem && repeat !== password ? intl.formatMessage({ id: 'passwordReset.mismatch' }) : undefined,
    };
    setErrors(next);
    setFormError(null);
    if (next.password || next.repeat) return;
    setBusy(true);
    try {
      await resetPassword(api, token, password);
      navigate(`/${locale.country}/${locale.language}/user-success-screen/password-reset`, { replace: true });
    } catch (failure) {
      setBusy(false);
      const code = errorCodeOf(failure);
      if (code === 'LINK_INVALID') setLinkInvalid(true);
      else if (code === 'PASSWORD_TOO_WEAK')
        setErrors({ password: intl.formatMessage({ id: 'error.PASSWORD_TOO_WEAK' }) });
      else setFormError(intl.formatMessage({ id: `error.${code}` }));
    }
  };

  return (
    <section className="ui-page" aria-labelledby="reset-title">
      <header className="ui-page-header">
        <h1 id="reset-title">
          <FormattedMessage id="passwordReset.newTitle" />
        </h1>
      </header>
      {linkInvalid ? (
        <div className="ui-card">
          <p role="alert" className="ui-form-error">
            <FormattedMessage id="error.LINK_INVALID" />
          </p>
          <Link to="/auth/force-restore-password?reason=forgot">
            <FormattedMessage id="passwordReset.askAgain" />
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="ui-card onboarding-form">
          {formError && (
            <p role="alert" className="ui-form-error">
              {formError}
            </p>
          )}
          <TextField
            label={intl.formatMessage({ id: 'passwordReset.newPassword' })}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            hint={
              errors.password
                ? undefined
                : intl.formatMessage({ id: 'signUp.passwordRule' }, { min: PASSWORD_MIN_LENGTH })
            }
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'passwordReset.repeat' })}
            type="password"
            name="repeat"
            autoComplete="new-password"
            required
            value={repeat}
            error={errors.repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
          <Button type="submit" loading={busy}>
            <FormattedMessage id="passwordReset.save" />
          </Button>
        </form>
      )}
    </section>
  );
}
