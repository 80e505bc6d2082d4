import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ApiRequestError, errorCodeOf } from '@platform/api-client';
import { passwordProblem } from '@platform/domain';
import { Button, ErrorView, Loading, TextField } from '@platform/ui';
import { useApiQuery, usePlatform } from '@platform/remote-kit';
import { acceptInvitation, getInvitation } from './invitation-api';

type Preview = Awaited<ReturnType<typeof getInvitation>>;

/**
 * auth/register?token=: the invited person sees the account and their e-mail, sets name and
 * password (skipped when they already have one), and is then sent to sign in.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { api } = usePlatform();
  const intl = useIntl();
  const invitation = useApiQuery(`invitation:${token}`, () => getInvitation(api, token));
  const [accepted, setAccepted] = useState(false);

  if (!token) return <ErrorView title={intl.formatMessage({ id: 'error.LINK_INVALID' })} />;
  if (invitation.status === 'pending') return <Loading label={intl.formatMessage({ id: 'common.loading' })} />;
  if (invitation.status === 'error')
    return <ErrorView title={intl.formatMessage({ id: `error.${errorCodeOf(invitation.error)}` })} />;
  return (
    <section className="ui-page" aria-labelledby="accept-title">
      <h1 id="accept-title">
        <FormattedMessage
          id={accepted ? 'invitation.accepted.title' : 'invitation.title'}
          values={{ account: invitation.data.account_name }}
        />
      </h1>
      {accepted ? (
        <Accepted />
      ) : (
        <AcceptForm token={token} invitation={invitation.data} onAccepted={() => setAccepted(true)} />
      )}
    </section>
  );
}

function Accepted() {
  const { eventBus } = usePlatform();
  return (
    <div className="ui-card">
      <p role="status">
        <FormattedMessage id="invitation.accepted.text" />
      </p>
      <Button onClick={() => eventBus.emit('auth:login-requested', { returnTo: '/' })}>
        <FormattedMessage id="invitation.signIn" />
      </Button>
    </div>
  );
}

function AcceptForm({ token, invitation, onAccepted }: { token: string; invitation: Preview; onAccepted: () => void }) {
  const { api } = usePlatform();
  const intl = useIntl();
  const [name, setName] = useState(`${invitation.first_name} ${invitation.last_name}`.trim());
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const passwordText = (code: string) =>
    intl.formatMessage({
      id: code === 'REQUIRED' || code === 'VALIDATION_FAILED' ? 'invitation.passwordRequired' : `error.${code}`,
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (invitation.needs_password) {
      const problem = passwordProblem(password);
      const found = {
        name: name.trim() ? undefined : intl.formatMessage({ id: 'invitation.nameRequired' }),
        password: problem ? passwordText(problem) : undefined,
      };
      setErrors(found);
      if (found.name || found.password) return;
    }
    setBusy(true);
    try {
      await acceptInvitation(api, invitation.needs_password ? { token, name: name.trim(), password } : { token });
      onAccepted();
    } catch (error) {
      setBusy(false);
      const code = errorCodeOf(error);
      const passwordDetail =
        error instanceof ApiRequestError ? error.details?.find((detail) => detail.field === 'password') : undefined;
      if (passwordDetail?.code) setErrors({ password: passwordText(passwordDetail.code) });
      else setFormError(intl.formatMessage({ id: `error.${code}` }));
    }
  };

  return (
    <form className="ui-card" onSubmit={onSubmit} noValidate>
      <p>
        <FormattedMessage
          id="invitation.text"
          values={{ account: <strong>{invitation.account_name}</strong>, email: <strong>{invitation.email}</strong> }}
        />
      </p>
      {formError && (
        <p role="alert" className="ui-form-error">
          {formError}
        </p>
      )}
      {invitation.needs_password ? (
        <>
          <TextField
            label={intl.formatMessage({ id: 'invitation.name' })}
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          <TextField
            label={intl.formatMessage({ id: 'invitation.password' })}
            hint={intl.formatMessage({ id: 'invitation.passwordHint' })}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
        </>
      ) : (
        <p>
          <FormattedMessage id="invitation.existingUser" />
        </p>
      )}
      <Button type="submit" loading={busy}>
        <FormattedMessage id="invitation.accept" />
      </Button>
    </form>
  );
}
