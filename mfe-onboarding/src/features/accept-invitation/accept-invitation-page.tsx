import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import { Button, Card, ErrorView, Loading, Page, TextField } from '@platform/ui';
import { FormError, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { useAcceptInvitation } from './api/accept-invitation';
import { useInvitation, type InvitationPreview as Preview } from './api/get-invitation';
import { acceptInvitationMessage, acceptInvitationProblems, type AcceptInvitationForm } from './accept-invitation-form';

/**
 * auth/register?token=: the invited person sees the account and their e-mail, sets name and
 * password (skipped when they already have one), and is then sent to sign in.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const intl = useIntl();
  const invitation = useInvitation(token);
  const [accepted, setAccepted] = useState(false);

  if (!token) return <ErrorView title={intl.formatMessage({ id: 'error.LINK_INVALID' })} />;
  if (invitation.status === 'pending') return <Loading label={intl.formatMessage({ id: 'common.loading' })} />;
  if (invitation.status === 'error')
    return <ErrorView title={intl.formatMessage({ id: `error.${errorCodeOf(invitation.error)}` })} />;
  return (
    <Page
      title={
        <FormattedMessage
          id={accepted ? 'invitation.accepted.title' : 'invitation.title'}
          values={{ account: invitation.data.account_name }}
        />
      }
      titleId="accept-title"
      width="narrow"
    >
      {accepted ? (
        <Accepted />
      ) : (
        <AcceptForm token={token} invitation={invitation.data} onAccepted={() => setAccepted(true)} />
      )}
    </Page>
  );
}

function Accepted() {
  const { eventBus } = usePlatform();
  return (
    <Card padding="lg">
      <p role="status">
        <FormattedMessage id="invitation.accepted.text" />
      </p>
      <Button onClick={() => eventBus.emit('auth:login-requested', { returnTo: '/' })}>
        <FormattedMessage id="invitation.signIn" />
      </Button>
    </Card>
  );
}

function AcceptForm({ token, invitation, onAccepted }: { token: string; invitation: Preview; onAccepted: () => void }) {
  const intl = useIntl();
  const accept = useAcceptInvitation();
  const form = usePlatformForm<AcceptInvitationForm>({
    defaultValues: { name: `${invitation.first_name} ${invitation.last_name}`.trim(), password: '' },
    // Someone who already has a password only confirms.
    rules: invitation.needs_password ? acceptInvitationProblems : undefined,
    messageFor: acceptInvitationMessage,
  });
  const onSubmit = form.submit(async ({ name, password }) => {
    await accept.mutateAsync(invitation.needs_password ? { token, name: name.trim(), password } : { token });
    onAccepted();
  });

  return (
    <Card padding="lg">
      <form onSubmit={onSubmit} noValidate className="ui-form-stack">
        <p>
          <FormattedMessage
            id="invitation.text"
            values={{ account: <strong>{invitation.account_name}</strong>, email: <strong>{invitation.email}</strong> }}
          />
        </p>
        <FormError code={form.formError} />
        {invitation.needs_password ? (
          <>
            <TextField
              label={intl.formatMessage({ id: 'invitation.name' })}
              autoComplete="name"
              required
              {...form.field('name')}
            />
            <TextField
              label={intl.formatMessage({ id: 'invitation.password' })}
              hint={intl.formatMessage({ id: 'invitation.passwordHint' })}
              type="password"
              autoComplete="new-password"
              required
              {...form.field('password')}
            />
          </>
        ) : (
          <p>
            <FormattedMessage id="invitation.existingUser" />
          </p>
        )}
        <Button type="submit" loading={form.busy}>
          <FormattedMessage id="invitation.accept" />
        </Button>
      </form>
    </Card>
  );
}
