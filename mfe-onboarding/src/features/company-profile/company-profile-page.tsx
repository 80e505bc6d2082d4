import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card, DetailsList, Page } from '@platform/ui';
import { formatTaxId } from '@platform/i18n';
import { useSession } from '@platform/session';
import { QueryFallback, usePlatform } from '@platform/remote-kit';
import { useCompanyProfile } from './api/get-company-profile';
import { BillingEmailForm } from './components/billing-email-form';
import { CompanyProfileForm } from './components/company-profile-form';

/** dashboard/profile: company profile and billing e-mail. Members read; the administrator edits. */
export function CompanyProfilePage() {
  const { session } = usePlatform();
  const accountId = useSession(session, (s) => s.company?.id ?? null);
  return (
    <Page title={<FormattedMessage id="profile.title" />} titleId="profile-title" width="narrow">
      {accountId && <CompanyProfile accountId={accountId} />}
    </Page>
  );
}

function CompanyProfile({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const profile = useCompanyProfile(accountId);
  const [notice, setNotice] = useState<string | null>(null);
  if (profile.status !== 'success') return <QueryFallback query={profile} />;

  const saved = (message: string) => () => setNotice(intl.formatMessage({ id: message }));
  const { data } = profile;
  return (
    <>
      {notice && (
        <p role="status" className="ui-notice ui-notice--success">
          {notice}
        </p>
      )}
      {!data.can_edit && (
        <Card tone="muted">
          <p role="note">
            <FormattedMessage id="profile.readOnly" />
          </p>
        </Card>
      )}
      <DetailsList
        label={intl.formatMessage({ id: 'profile.taxIdSection' })}
        items={[
          { label: intl.formatMessage({ id: 'profile.taxIdType' }), value: data.tax_id_type },
          {
            label: intl.formatMessage({ id: 'profile.taxId' }),
            value: formatTaxId(data.tax_id_type, data.tax_id),
          },
        ]}
      />
      <CompanyProfileForm profile={data} onSaved={saved('profile.saved')} />
      <BillingEmailForm profile={data} onSaved={saved('profile.billing.saved')} />
    </>
  );
}
