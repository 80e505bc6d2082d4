import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCodeOf } from '@platform/api-client';
import { billingEmailProblem } from '@platform/domain';
import { Button, TextField } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';
import { saveBillingEmail, type CompanyProfile } from './profile-api';

/** The billing e-mail section (spec sections 2 and 6): empty means only the policyholder gets payment e-mails. */
export function BillingEmailForm({ accountId, profile, onSaved }: { accountId: string; profile: CompanyProfile; onSaved: (profile: CompanyProfile) => void }) {
  const { api } = usePlatform();
  const intl = useIntl();
  const [email, setEmail] = useState(profile.billing_email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = billingEmailProblem(email);
    if (problem) return setError(intl.formatMessage({ id: `error.${problem.code}` }));
    setError(undefined);
    setBusy(true);
    try {
      const saved = await saveBillingEmail(api, accountId, email.trim());
      setEmail(saved.billing_email ?? '');
      onSaved(saved);
    } catch (failure) {
      setError(intl.formatMessage({ id: `error.${errorCodeOf(failure)}` }));
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
      <fieldset disabled={!profile.can_edit} className="profile-fieldset">
        <TextField label={intl.formatMessage({ id: 'profile.billing.email' })} name="billing_email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      </fieldset>
      {profile.can_edit && (
        <Button type="submit" loading={busy}>
          <FormattedMessage id="profile.billing.save" />
        </Button>
      )}
    </form>
  );
}
