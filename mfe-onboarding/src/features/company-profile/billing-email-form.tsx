import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiRequestError, errorCodeOf } from '@platform/api-client';
import { billingEmailProblem } from '@platform/domain';
import { Button, TextField } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';
import { saveBillingEmail, type CompanyProfile } from './profile-api';
import { FormError } from '../broker-forms/form-error';

/**
 * The billing e-mail section (spec sections 2 and 6): empty means only the policyholder gets payment
 * e-mails. It has its own version; a stale one is refused like the company form's (STALE_VERSION as
 * the form error), keeping what was typed.
 */
export function BillingEmailForm({
  accountId,
  profile,
  onSaved,
}: {
  accountId: string;
  profile: CompanyProfile;
  onSaved: (profile: CompanyProfile) => void;
}) {
  const { api } = usePlatform();
  const intl = useIntl();
  const [email, setEmail] = useState(profile.billing_email ?? '');
  const [version, setVersion] = useState(profile.billing_email_version);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = billingEmailProblem(email);
    if (problem) return setError(intl.formatMessage({ id: `error.${problem.code}` }));
    setError(undefined);
    setFormError(null);
    setBusy(true);
    try {
      const saved = await saveBillingEmail(api, accountId, email.trim(), version);
      setEmail(saved.billing_email ?? '');
      setVersion(saved.billing_email_version);
      onSaved(saved);
    } catch (failure) {
      const code = errorCodeOf(failure);
      const onField =
        failure instanceof ApiRequestError && failure.details?.some((detail) => detail.field === 'billing_email');
      if (onField) setError(intl.formatMessage({ id: `error.${code}` }));
      else setFormError(code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ui-card" onSubmit={onSubmit} noValidate aria-labelledby="profile-billing-title">
      <h2 id="profile-billing-title">
        <FormattedMessage id="profile.billing.title" />
      </h2>
      <p>
        <FormattedMessage id="profile.billing.rule" values={{ owner: profile.owner_email ?? '—' }} />
      </p>
      <FormError code={formError} />
      <fieldset disabled={!profile.can_edit} className="profile-fieldset">
        <TextField
          label={intl.formatMessage({ id: 'profile.billing.email' })}
          name="billing_email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
      </fieldset>
      {profile.can_edit && (
        <Button type="submit" loading={busy}>
          <FormattedMessage id="profile.billing.save" />
        </Button>
      )}
    </form>
  );
}
