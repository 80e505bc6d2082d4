import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, Page } from '@platform/ui';
import { FormError, QueryFallback, usePlatform } from '@platform/remote-kit';
import { BrokerFields } from '../../components/broker-forms/broker-fields';
import { SECTIONS, valuesOf, type Section } from '../../components/broker-forms/sections';
import { useBrokerForm } from '../../components/broker-forms/use-broker-form';
import { useBrokerProfile, type BrokerProfile as Profile } from './api/get-broker-profile';
import { useSaveBrokerProfile } from './api/save-broker-profile';
import { CommissionRatesSection } from './commission-rates-section';

/**
 * broker/edit-profile: an approved brokerage's bank details and taxation data, each saved on its
 * own. Invited colleagues get the API's refusal (bank data is the broker's alone). Both sections
 * share the profile's version: each save sends it, and a stale one is refused with STALE_VERSION,
 * shown like every refused form while what was typed stays.
 */
export function BrokerEditProfilePage() {
  const profile = useBrokerProfile();
  if (profile.status !== 'success') return <QueryFallback query={profile} />;
  return (
    <Page title={<FormattedMessage id="brokerProfile.title" />} titleId="broker-profile-title" width="narrow">
      {/* One version for the two sections: the cached profile's, which each save moves on. */}
      <ProfileSection section={SECTIONS.bank_data} profile={profile.data} />
      <ProfileSection section={SECTIONS.tax_registry} profile={profile.data} />
      <CommissionRatesSection />
    </Page>
  );
}

interface SectionProps {
  section: typeof SECTIONS.bank_data | typeof SECTIONS.tax_registry;
  profile: Profile;
}

function ProfileSection({ section, profile }: SectionProps) {
  const { eventBus, locale } = usePlatform();
  const saveProfile = useSaveBrokerProfile();
  const intl = useIntl();
  const key = section.key as 'bank_data' | 'tax_registry';
  const titleId = `broker-profile-${key}`;
  const form = useBrokerForm(valuesOf(section as Section, profile[key] as Record<string, unknown> | null), (values) =>
    (section as Section).problems(values, locale.country),
  );
  const save = form.submit(async (values) => {
    await saveProfile.mutateAsync({ [key]: (section as Section).toBody(values), version: profile.version });
    eventBus.emit('ui:toast', { status: 'SUCCESS', text: intl.formatMessage({ id: 'brokerProfile.saved' }) });
  });
  return (
    <Card padding="lg">
      <form onSubmit={save} noValidate aria-labelledby={titleId} className="ui-form-stack">
        <h2 id={titleId}>
          <FormattedMessage id={`brokerProfile.${key}`} />
        </h2>
        <FormError code={form.formError} />
        <BrokerFields fields={section.fields} form={form} />
        <div className="ui-actions">
          <Button type="submit" loading={form.busy}>
            <FormattedMessage id="brokerProfile.save" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
