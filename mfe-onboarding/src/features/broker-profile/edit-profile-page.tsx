import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@platform/ui';
import { FormError, QueryFallback, useApiQuery, usePlatform } from '@platform/remote-kit';
import { BrokerFields } from '../../components/broker-forms/broker-fields';
import { SECTIONS, valuesOf, type Section } from '../../components/broker-forms/sections';
import { useBrokerForm } from '../../components/broker-forms/use-broker-form';
import { getBrokerProfile, saveBrokerProfile } from './profile-api';

type Profile = Awaited<ReturnType<typeof getBrokerProfile>>;

/**
 * broker/edit-profile: an approved brokerage's bank details and taxation data, each saved on its
 * own. Invited colleagues get the API's refusal (bank data is the broker's alone). Both sections
 * share the profile's version: each save sends it, and a stale one is refused with STALE_VERSION,
 * shown like every refused form while what was typed stays.
 */
export function BrokerEditProfilePage() {
  const { api } = usePlatform();
  const profile = useApiQuery('broker-profile', () => getBrokerProfile(api));
  if (profile.status !== 'success') return <QueryFallback query={profile} />;
  return (
    <section className="ui-page" aria-labelledby="broker-profile-title">
      <header className="ui-page-header">
        <h1 id="broker-profile-title">
          <FormattedMessage id="brokerProfile.title" />
        </h1>
      </header>
      <ProfileSections profile={profile.data} />
    </section>
  );
}

function ProfileSections({ profile }: { profile: Profile }) {
  // One version for the two sections: saving one moves it on, so the other's next save is not refused.
  const [version, setVersion] = useState(profile.version);
  return (
    <>
      <ProfileSection section={SECTIONS.bank_data} profile={profile} version={version} onSaved={setVersion} />
      <ProfileSection section={SECTIONS.tax_registry} profile={profile} version={version} onSaved={setVersion} />
    </>
  );
}

interface SectionProps {
  section: typeof SECTIONS.bank_data | typeof SECTIONS.tax_registry;
  profile: Profile;
  version: number;
  onSaved: (version: number) => void;
}

function ProfileSection({ section, profile, version, onSaved }: SectionProps) {
  const { api, eventBus, locale } = usePlatform();
  const intl = useIntl();
  const key = section.key as 'bank_data' | 'tax_registry';
  const titleId = `broker-profile-${key}`;
  const form = useBrokerForm(valuesOf(section as Section, profile[key] as Record<string, unknown> | null), (values) =>
    (section as Section).problems(values, locale.country),
  );
  const save = form.submit(async (values) => {
    const saved = await saveBrokerProfile(api, { [key]: (section as Section).toBody(values), version });
    onSaved(saved.version);
    eventBus.emit('ui:toast', { status: 'SUCCESS', text: intl.formatMessage({ id: 'brokerProfile.saved' }) });
  });
  return (
    <form onSubmit={save} noValidate className="ui-card ui-form" aria-labelledby={titleId}>
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
  );
}
