import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { isErrorCode } from '@platform/domain';
import { ResendConfirmationForm } from '../../components/resend-confirmation-form';
import { SignInButton } from '../../components/sign-in-button';
import { Card, Page } from '@platform/ui';

function MessagePage({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Page title={<FormattedMessage id={titleId} />} titleId="account-message-title" width="narrow">
      <Card padding="lg">{children}</Card>
    </Page>
  );
}

/** auth/account-not-active?email=: signed up, e-mail not confirmed yet; the mail can be sent again. */
export function AccountNotActivePage() {
  const [params] = useSearchParams();
  return (
    <MessagePage titleId="accountMessage.notActiveTitle">
      <p>
        <FormattedMessage id="error.ACCOUNT_NOT_ACTIVE" />
      </p>
      <ResendConfirmationForm initialEmail={params.get('email') ?? ''} />
      <p>
        <SignInButton variant="link" label="accountMessage.backToSignIn" />
      </p>
    </MessagePage>
  );
}

/**
 * auth/account-not-found?email=&name=: a valid external identity (Google) with no user here.
 * The login form never comes here: an unknown e-mail there stays "incorrect e-mail or password".
 */
export function AccountNotFoundPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const prefill = new URLSearchParams({
    ...(email ? { email } : {}),
    ...(params.get('name') ? { name: params.get('name')! } : {}),
  });
  return (
    <MessagePage titleId="accountMessage.notFoundTitle">
      {email && (
        <p>
          <FormattedMessage id="accountMessage.notFoundFor" values={{ email: <strong>{email}</strong> }} />
        </p>
      )}
      <p>
        <FormattedMessage id="error.EMAIL_NOT_ASSOCIATED" />
      </p>
      <p>
        <Link className="ui-button ui-button--primary" to={`/public-onboarding/select-user-type?${prefill}`}>
          <FormattedMessage id="accountMessage.createAccount" />
        </Link>
      </p>
      <p>
        <SignInButton variant="link" label="accountMessage.otherAccount" />
      </p>
    </MessagePage>
  );
}

/** auth/error?error=: a failed sign-in (provider error, refused Google answer, expired attempt). */
export function AuthErrorPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const error = params.get('error');
  const description = params.get('error_description');
  return (
    <MessagePage titleId="accountMessage.authErrorTitle">
      <p role="alert">
        {isErrorCode(error) ? (
          intl.formatMessage({ id: `error.${error}` })
        ) : (
          <FormattedMessage id="accountMessage.authErrorText" />
        )}
      </p>
      {error && !isErrorCode(error) && (
        <p>
          <small>
            <FormattedMessage
              id="accountMessage.authErrorCode"
              values={{ code: description ? `${error}: ${description}` : error }}
            />
          </small>
        </p>
      )}
      <p>
        <SignInButton label="accountMessage.tryAgain" />
      </p>
      <p>
        <Link to="/help">
          <FormattedMessage id="accountMessage.help" />
        </Link>
      </p>
    </MessagePage>
  );
}
