import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailsList } from '@platform/ui';
import { formatTaxId } from '@platform/i18n';
import { useSession } from '@platform/session';
import { QueryFallback, useApiQuery, usePlatform } from '@platform/remote-kit';
import { BillingEmailForm } from './billing-email-form';
import { CompanyProfileForm } from './company-profile-form';
import { getProfile, type CompanyProfile } from './profile-api';

/** dashboard/profile: company profile and billing e-mail. Members read; the administrator edits. */
export function CompanyProfilePage() {
  const { api, session } = usePlatform();
  const intl = useIntl();
  const accountId = useSession(session, (s) => s.company?.id ?? null);
  const profile = useApiQuery(`profile:${accountId}`, () =>
    accountId ? getProfile(api, accountId) : Promise.reject(new Error('no account')),
  );
  const [notice, setNotice] = useState<string | null>(null);

  const saved = (message: string) => (_profile: CompanyProfile) => setNotice(intl.formatMessage({ id: message }));

  return (
    <section className="ui-page" aria-labelledby="profile-title">
      <header className="ui-page-header">
        <h1 id="profile-title">
          <FormattedMessage id="profile.title" />
        </h1>
      </header>
      {profile.status !== 'success' || !accountId ? (
        profile.status !== 'success' && <QueryFallback query={profile} />
      ) : (
        <>
          {notice && (
            <p role="status" className="profile-notice">
              {notice}
            </p>
          )}
          {!profile.data.can_edit && (
            <p className="ui-card" role="note">
              <FormattedMessage id="profile.readOnly" />
            </p>
          )}
          <DetailsList
            label={intl.formatMessage({ id: 'profile.taxIdSection' })}
            items={[
              { label: intl.formatMessage({ id: 'profile.taxIdType' }), value: profile.data.tax_id_type },
              {
                label: intl.formatMessage({ id: 'profile.taxId' }),
                value: formatTaxId(profile.data.tax_id_type, profile.data.tax_id),
              },
            ]}
          />
          <CompanyProfileForm accountId={accountId} profile={profile.data} onSaved={saved('profile.saved')} />
          <BillingEmailForm accountId={accountId} profile={profile.data} onSaved={saved('profile.billing.saved')} />
        </>
      )}
    </section>
  );
}
