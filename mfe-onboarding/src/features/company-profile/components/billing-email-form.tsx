import { FormattedMessage, useIntl } from 'react-intl';
import { billingEmailProblem } from '@platform/domain';
import { Button, Card, TextField } from '@platform/ui';
import { FormError } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import type { CompanyProfile } from '../api/get-company-profile';
import { useSaveBillingEmail } from '../api/save-billing-email';

interface BillingForm {
  billing_email: string;
}

const billingFromProfile = (profile: CompanyProfile): BillingForm => ({ billing_email: profile.billing_email ?? '' });

/**
 * The billing e-mail section (spec sections 2 and 6): empty means only the policyholder gets payment
 * e-mails. It has its own version; a stale one is refused like the company form's, keeping what
 * was typed and showing what someone else saved meanwhile.
 */
export function BillingEmailForm({ profile, onSaved }: { profile: CompanyProfile; onSaved: () => void }) {
  const intl = useIntl();
  const save = useSaveBillingEmail(profile.account_id);
  const form = usePlatformForm<BillingForm>({
    defaultValues: billingFromProfile(profile),
    rules: ({ billing_email }) => [billingEmailProblem(billing_email)].filter((problem) => problem !== null),
    fromCurrent: (current) => billingFromProfile(current as CompanyProfile),
  });
  const onSubmit = form.submit(async ({ billing_email }) => {
    const saved = await save.mutateAsync({ email: billing_email.trim(), version: profile.billing_email_version });
    onSaved();
    return billingFromProfile(saved);
  });

  return (
    <Card padding="lg">
      <form onSubmit={onSubmit} noValidate aria-labelledby="profile-billing-title" className="ui-form-stack">
        <h2 id="profile-billing-title">
          <FormattedMessage id="profile.billing.title" />
        </h2>
        <p>
          <FormattedMessage id="profile.billing.rule" values={{ owner: profile.owner_email ?? '—' }} />
        </p>
        <FormError code={form.formError} />
        <fieldset disabled={!profile.can_edit} className="profile-fieldset">
          <TextField
            label={intl.formatMessage({ id: 'profile.billing.email' })}
            type="email"
            autoComplete="email"
            {...form.field('billing_email')}
          />
        </fieldset>
        {profile.can_edit && (
          <Button type="submit" loading={form.busy}>
            <FormattedMessage id="profile.billing.save" />
          </Button>
        )}
      </form>
    </Card>
  );
}
