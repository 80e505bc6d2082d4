import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiRequestError, errorCodeOf } from '@platform/api-client';
import { invitationProblems } from '@platform/domain';
import { Button, TextField } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';
import { inviteMember } from './invite-member';

type Field = 'name' | 'email';

/** The invite form (spec section 5): name and e-mail, checked by the shared rule before and by the API after. */
export function InviteMemberForm({ accountId, onInvited }: { accountId: string; onInvited: (email: string) => void }) {
  const { api, locale } = usePlatform();
  const intl = useIntl();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const text = (field: Field, code: string) => {
    if (code === 'REQUIRED' || code === 'VALIDATION_FAILED')
      return intl.formatMessage({ id: `team.invite.${field}Required` });
    return intl.formatMessage({ id: `error.${code}` });
  };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    (found.name ? nameRef : emailRef).current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = invitationProblems({ name, email });
    const found: Partial<Record<Field, string>> = {};
    if (problems.name) found.name = text('name', problems.name);
    if (problems.email) found.email = text('email', problems.email);
    if (found.name || found.email) return showErrors(found);
    setErrors({});
    setBusy(true);
    try {
      await inviteMember(api, accountId, { name: name.trim(), email: email.trim(), language: locale.language });
      setName('');
      setEmail('');
      onInvited(email.trim());
    } catch (error) {
      const code = errorCodeOf(error);
      const fromApi: Partial<Record<Field, string>> = {};
      for (const detail of (error instanceof ApiRequestError && error.details) || []) {
        if ((detail.field === 'name' || detail.field === 'email') && detail.code)
          fromApi[detail.field] = text(detail.field, detail.code);
      }
      if (fromApi.name || fromApi.email) showErrors(fromApi);
      else setFormError(intl.formatMessage({ id: `error.${code}` }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ui-card" onSubmit={onSubmit} noValidate aria-labelledby="team-invite-title">
      <h2 id="team-invite-title">
        <FormattedMessage id="team.invite.title" />
      </h2>
      {formError && (
        <p role="alert" className="ui-form-error">
          {formError}
        </p>
      )}
      <div className="ui-grid">
        <TextField
          ref={nameRef}
          label={intl.formatMessage({ id: 'team.invite.name' })}
          name="name"
          autoComplete="off"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          ref={emailRef}
          label={intl.formatMessage({ id: 'team.invite.email' })}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
      </div>
      <Button type="submit" loading={busy}>
        <FormattedMessage id="team.invite.submit" />
      </Button>
    </form>
  );
}
