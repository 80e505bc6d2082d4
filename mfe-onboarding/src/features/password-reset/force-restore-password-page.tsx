import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Page, TextField } from '@platform/ui';
import { errorCodeOf } from '@platform/api-client';
import { PASSWORD_MIN_LENGTH, type FieldProblem } from '@platform/domain';
import { FormError, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { requestPasswordReset } from './api/request-password-reset';
import { resetPassword } from './api/reset-password';
import { accountMessage, emailFieldProblems, passwordFieldProblems } from '../../lib/account-form-rules';

interface NewPassword {
  password: string;
  repeat: string;
}

/** The platform's password rule, then the repetition (only once the password itself is acceptable). */
const newPasswordProblems = (values: NewPassword): FieldProblem[] => {
  const problems = passwordFieldProblems(values);
  return problems.length || values.repeat === values.password ? problems : [{ field: 'repeat', code: 'INVALID' }];
};
const newPasswordMessage = (problem: FieldProblem) =>
  problem.field === 'repeat' ? 'passwordReset.mismatch' : accountMessage(problem);

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
  const form = usePlatformForm({
    defaultValues: { email: initialEmail },
    rules: emailFieldProblems,
    messageFor: accountMessage,
    warnOnLeave: false,
  });
  const onSubmit = form.submit(async ({ email }) => {
    await requestPasswordReset(api, email.trim(), locale.language);
    navigate('/redirect-information/success/password-reset-requested');
  });

  return (
    <Page
      title={<FormattedMessage id={forgot ? 'passwordReset.forgotTitle' : 'passwordReset.requiredTitle'} />}
      titleId="reset-title"
      width="narrow"
    >
      <Card padding="lg">
        <form onSubmit={onSubmit} noValidate className="ui-form-stack">
          <p>
            <FormattedMessage id={forgot ? 'passwordReset.forgotText' : 'error.PASSWORD_RESET_REQUIRED'} />
          </p>
          {!forgot && (
            <p>
              <FormattedMessage id="passwordReset.requiredText" />
            </p>
          )}
          <FormError code={form.formError} />
          <TextField
            label={intl.formatMessage({ id: 'signUp.email' })}
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <Button type="submit" loading={form.busy}>
            <FormattedMessage id="passwordReset.send" />
          </Button>
          <p>
            <Link to="/auth/login">
              <FormattedMessage id="accountMessage.backToSignIn" />
            </Link>
          </p>
        </form>
      </Card>
    </Page>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { api, locale } = usePlatform();
  const intl = useIntl();
  const navigate = useNavigate();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const form = usePlatformForm<NewPassword>({
    defaultValues: { password: '', repeat: '' },
    rules: newPasswordProblems,
    messageFor: newPasswordMessage,
    warnOnLeave: false,
  });
  const onSubmit = form.submit(async ({ password }) => {
    try {
      await resetPassword(api, token, password);
    } catch (failure) {
      if (errorCodeOf(failure) === 'LINK_INVALID') return setLinkInvalid(true);
      throw failure;
    }
    navigate(`/${locale.country}/${locale.language}/user-success-screen/password-reset`, { replace: true });
  });
  const passwordError = form.errorText('password');

  return (
    <Page title={<FormattedMessage id="passwordReset.newTitle" />} titleId="reset-title" width="narrow">
      {linkInvalid ? (
        <Card padding="lg">
          <p role="alert" className="ui-form-error">
            <FormattedMessage id="error.LINK_INVALID" />
          </p>
          <Link to="/auth/force-restore-password?reason=forgot">
            <FormattedMessage id="passwordReset.askAgain" />
          </Link>
        </Card>
      ) : (
        <Card padding="lg">
          <form onSubmit={onSubmit} noValidate className="ui-form-stack">
            <FormError code={form.formError} />
            <TextField
              label={intl.formatMessage({ id: 'passwordReset.newPassword' })}
              type="password"
              autoComplete="new-password"
              required
              hint={
                passwordError
                  ? undefined
                  : intl.formatMessage({ id: 'signUp.passwordRule' }, { min: PASSWORD_MIN_LENGTH })
              }
              {...form.field('password')}
            />
            <TextField
              label={intl.formatMessage({ id: 'passwordReset.repeat' })}
              type="password"
              autoComplete="new-password"
              required
              {...form.field('repeat')}
            />
            <Button type="submit" loading={form.busy}>
              <FormattedMessage id="passwordReset.save" />
            </Button>
          </form>
        </Card>
      )}
    </Page>
  );
}
