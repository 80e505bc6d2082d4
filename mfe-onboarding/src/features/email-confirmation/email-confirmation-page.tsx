import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, Loading, Page } from '@platform/ui';
import { type ApiClient, errorCodeOf } from '@platform/api-client';
import { usePlatform } from '@platform/remote-kit';
import { confirmEmail } from './api/confirm-email';
import { ResendConfirmationForm } from '../../components/resend-confirmation-form';

// A link works once: the same token is sent once per page load even when effects run twice.
const attempts = new Map<string, Promise<{ email: string }>>();
const confirmOnce = (api: ApiClient, token: string) => {
  if (!attempts.has(token)) attempts.set(token, confirmEmail(api, token));
  return attempts.get(token)!;
};

/**
 * auth/email-confirmation?token=: uses the mailed link and goes to the success screen.
 * Without a token it is the "check your inbox" notice, with a way to get the mail again.
 */
export function EmailConfirmationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ConfirmToken token={token} /> : <CheckInbox email={params.get('email') ?? ''} />;
}

function ConfirmToken({ token }: { token: string }) {
  const { api, locale } = usePlatform();
  const intl = useIntl();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  useEffect(() => {
    let live = true;
    confirmOnce(api, token).then(
      ({ email }) =>
        live &&
        navigate(
          `/${locale.country}/${locale.language}/user-success-screen/email-confirmed?email=${encodeURIComponent(email)}`,
          { replace: true },
        ),
      (error: unknown) => live && setFailure(errorCodeOf(error)),
    );
    return () => {
      live = false;
    };
  }, [api, token, navigate, locale.country, locale.language]);

  if (!failure) return <Loading label={intl.formatMessage({ id: 'confirmation.confirming' })} />;
  return (
    <Page title={<FormattedMessage id="confirmation.failedTitle" />} titleId="confirmation-title" width="narrow">
      <Card padding="lg">
        {!resent && (
          <p role="alert" className="ui-form-error">
            {intl.formatMessage({ id: `error.${failure}` })}
          </p>
        )}
        <ResendConfirmationForm onSent={() => setResent(true)} />
      </Card>
    </Page>
  );
}

function CheckInbox({ email }: { email: string }) {
  return (
    <Page title={<FormattedMessage id="confirmation.checkInboxTitle" />} titleId="confirmation-title" width="narrow">
      <Card padding="lg">
        <p>
          <FormattedMessage id="confirmation.checkInboxText" />
        </p>
        <ResendConfirmationForm initialEmail={email} />
      </Card>
    </Page>
  );
}
