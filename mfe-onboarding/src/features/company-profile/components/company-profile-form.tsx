import { FormattedMessage, useIntl } from 'react-intl';
import { ADDRESS_FIELDS, COMPANY_ACTIVITIES, MAX_WEBSITES, REVENUE_BANDS, currencyOf } from '@platform/domain';
import { revenueBandText } from '@platform/i18n';
import { Button, Card, ComboboxField, SelectField, TextField } from '@platform/ui';
import { FormError, usePlatform } from '@platform/remote-kit';
import { Controller, usePlatformForm, useWatch } from '@platform/remote-kit/forms';
import type { CompanyProfile } from '../api/get-company-profile';
import { useSaveCompanyProfile } from '../api/save-company-profile';
import {
  formFromProfile,
  inputFromForm,
  profileFormProblems,
  profileMessage,
  type ProfileForm,
} from '../company-profile-form';

const optionList = (options: { value: string; label: string }[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

type TextKey = 'legal_name' | 'name' | 'total_employees' | 'capital_raised' | 'main_domain' | 'start_of_operations';

/** The company fields and address (spec section 3). Everything typed stays when a save is refused. */
export function CompanyProfileForm({ profile, onSaved }: { profile: CompanyProfile; onSaved: () => void }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const save = useSaveCompanyProfile(profile.account_id);
  const form = usePlatformForm<ProfileForm>({
    defaultValues: formFromProfile(profile),
    rules: profileFormProblems(locale.country),
    messageFor: profileMessage,
    fromCurrent: (current) => formFromProfile(current as CompanyProfile),
  });
  const [websites, noWebsite] = useWatch({ control: form.control, name: ['websites', 'no_website'] });
  const readOnly = !profile.can_edit;
  // The company's country says its currency (issue 28): a Mexican company states capital and revenue in pesos.
  const currency = currencyOf(profile.country);
  const setWebsites = (next: string[]) => form.setValue('websites', next, { shouldDirty: true });

  const onSubmit = form.submit(async (values) => {
    const saved = await save.mutateAsync({ ...inputFromForm(values), version: profile.version });
    onSaved();
    return formFromProfile(saved);
  });

  const text = (field: TextKey, extra: Record<string, unknown> = {}) => (
    // `currency` for the capital's label, which names the company's currency; the other labels ignore it.
    <TextField label={intl.formatMessage({ id: `profile.${field}` }, { currency })} {...form.field(field)} {...extra} />
  );
  const none = { value: '', label: intl.formatMessage({ id: 'profile.notInformed' }) };
  const websitesError = form.errorText('websites');

  return (
    <Card padding="lg">
      <form onSubmit={onSubmit} noValidate aria-labelledby="profile-company-title" className="ui-form-stack">
        <h2 id="profile-company-title">
          <FormattedMessage id="profile.company" />
        </h2>
        <FormError code={form.formError} />
        <fieldset disabled={readOnly} className="profile-fieldset">
          <div className="ui-grid">
            {text('legal_name', { required: true, autoComplete: 'organization' })}
            {text('name')}
            {text('total_employees', { inputMode: 'numeric' })}
            {text('capital_raised', {
              inputMode: 'decimal',
              hint: intl.formatMessage({ id: 'profile.capital_raised.hint' }),
            })}
            <SelectField
              label={intl.formatMessage({ id: 'profile.financing_obtained' })}
              {...form.select('financing_obtained')}
            >
              {optionList([
                none,
                { value: 'yes', label: intl.formatMessage({ id: 'profile.yes' }) },
                { value: 'no', label: intl.formatMessage({ id: 'profile.no' }) },
              ])}
            </SelectField>
            <SelectField
              label={intl.formatMessage({ id: 'profile.annual_revenue_band' })}
              {...form.select('annual_revenue_band')}
            >
              {optionList([
                none,
                ...REVENUE_BANDS.map((band) => ({
                  value: band,
                  label: revenueBandText(intl, band, currency, locale) ?? band,
                })),
              ])}
            </SelectField>
            <Controller
              control={form.control}
              name="activity"
              render={({ field }) => (
                <ComboboxField
                  label={intl.formatMessage({ id: 'profile.activity' })}
                  options={COMPANY_ACTIVITIES.map((activity) => ({
                    value: activity,
                    label: intl.formatMessage({ id: `profile.activity.${activity}` }),
                  }))}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={readOnly}
                  error={form.errorText('activity')}
                  noResultsText={intl.formatMessage({ id: 'profile.activity.noResults' })}
                  toggleLabel={intl.formatMessage({ id: 'profile.activity.toggle' })}
                />
              )}
            />
            {text('main_domain', { hint: intl.formatMessage({ id: 'profile.main_domain.hint' }) })}
            {text('start_of_operations', { type: 'date' })}
          </div>

          <h3>
            <FormattedMessage id="profile.websites" />
          </h3>
          {websitesError && (
            <p className="ui-field__error" role="alert">
              {websitesError}
            </p>
          )}
          {!noWebsite &&
            websites.map((_, index) => (
              <div key={index} className="profile-website">
                <TextField
                  label={intl.formatMessage({ id: 'profile.website' }, { n: index + 1 })}
                  type="url"
                  inputMode="url"
                  {...form.field(`websites.${index}`)}
                />
                {websites.length > 1 && (
                  <Button variant="link" onClick={() => setWebsites(websites.filter((__, i) => i !== index))}>
                    <FormattedMessage id="profile.website.remove" values={{ n: index + 1 }} />
                  </Button>
                )}
              </div>
            ))}
          {!noWebsite && websites.length < MAX_WEBSITES && (
            <Button variant="secondary" onClick={() => setWebsites([...websites, ''])}>
              <FormattedMessage id="profile.website.add" />
            </Button>
          )}
          <p>
            <label>
              <input
                type="checkbox"
                {...form.register('no_website', {
                  onChange: (event: { target: HTMLInputElement }) => {
                    if (!event.target.checked && !websites.length) setWebsites(['']);
                  },
                })}
              />{' '}
              <FormattedMessage id="profile.noWebsite" />
            </label>
          </p>

          <h3>
            <FormattedMessage id="profile.address" />
          </h3>
          <div className="ui-grid">
            {ADDRESS_FIELDS.map((field) => (
              <TextField
                key={field}
                label={intl.formatMessage({ id: `profile.address.${field}` })}
                {...form.field(`address.${field}`)}
              />
            ))}
          </div>
        </fieldset>
        {!readOnly && (
          <Button type="submit" loading={form.busy}>
            <FormattedMessage id="profile.save" />
          </Button>
        )}
      </form>
    </Card>
  );
}
