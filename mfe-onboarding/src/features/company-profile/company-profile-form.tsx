import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiRequestError, errorCodeOf } from '@platform/api-client';
import {
  ADDRESS_FIELDS,
  COMPANY_ACTIVITIES,
  companyProfileProblems,
  MAX_WEBSITES,
  REVENUE_BANDS,
  type ProfileFieldProblem,
} from '@platform/domain';
import { Button, TextField } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';
import { saveProfile, type CompanyProfile } from './profile-api';
import { formFromProfile, inputFromForm, type ProfileForm } from './profile-form-state';
import { SelectField } from '../account-forms/fields';

const optionList = (options: { value: string; label: string }[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/** The company fields and address (spec section 3). Everything typed stays when a save is refused. */
export function CompanyProfileForm({
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
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(profile));
  const [version, setVersion] = useState(profile.version);
  const [problems, setProblems] = useState<ProfileFieldProblem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = !profile.can_edit;

  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setAddress = (key: keyof ProfileForm['address'], value: string) =>
    setForm((current) => ({ ...current, address: { ...current.address, [key]: value } }));
  const setWebsite = (index: number, value: string) =>
    setForm((current) => ({ ...current, websites: current.websites.map((url, i) => (i === index ? value : url)) }));

  const errorOf = (field: string) => {
    const problem = problems.find((candidate) => candidate.field === field);
    if (!problem) return undefined;
    if (problem.code !== 'VALIDATION_FAILED') return intl.formatMessage({ id: `error.${problem.code}` });
    if (field === 'legal_name') return intl.formatMessage({ id: 'profile.legalNameRequired' });
    if (field === 'websites') return intl.formatMessage({ id: 'profile.websitesRequired' });
    return intl.formatMessage({ id: 'profile.invalidValue' });
  };

  const refuse = (found: ProfileFieldProblem[], code: string) => {
    setProblems(found);
    setFormError(intl.formatMessage({ id: `error.${code}` }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputFromForm(form);
    const found = companyProfileProblems(input);
    if (found.length)
      return refuse(found, found.every((p) => p.code === found[0]!.code) ? found[0]!.code : 'VALIDATION_FAILED');
    setProblems([]);
    setFormError(null);
    setBusy(true);
    try {
      const saved = await saveProfile(api, accountId, { ...input, version });
      setVersion(saved.version);
      onSaved(saved);
    } catch (error) {
      const code = errorCodeOf(error);
      const details = error instanceof ApiRequestError ? (error.details ?? []) : [];
      refuse(
        details.filter((d): d is ProfileFieldProblem => Boolean(d.field && d.code)),
        code,
      );
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: keyof Omit<
      ProfileForm,
      'websites' | 'no_website' | 'address' | 'financing_obtained' | 'annual_revenue_band' | 'activity'
    >,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={intl.formatMessage({ id: `profile.${field}` })}
      name={field}
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      error={errorOf(field)}
      {...extra}
    />
  );
  const none = { value: '', label: intl.formatMessage({ id: 'profile.notInformed' }) };

  return (
    <form className="ui-card" onSubmit={onSubmit} noValidate aria-labelledby="profile-company-title">
      <h2 id="profile-company-title">
        <FormattedMessage id="profile.company" />
      </h2>
      {formError && (
        <p role="alert" className="ui-form-error">
          {formError}
        </p>
      )}
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
            name="financing_obtained"
            value={form.financing_obtained}
            onChange={(e) => set('financing_obtained', e.target.value as ProfileForm['financing_obtained'])}
          >
            {optionList([
              none,
              { value: 'yes', label: intl.formatMessage({ id: 'profile.yes' }) },
              { value: 'no', label: intl.formatMessage({ id: 'profile.no' }) },
            ])}
          </SelectField>
          <SelectField
            label={intl.formatMessage({ id: 'profile.annual_revenue_band' })}
            name="annual_revenue_band"
            value={form.annual_revenue_band}
            onChange={(e) => set('annual_revenue_band', e.target.value as ProfileForm['annual_revenue_band'])}
          >
            {optionList([
              none,
              ...REVENUE_BANDS.map((band) => ({
                value: band,
                label: intl.formatMessage({ id: `profile.revenue.${band}` }),
              })),
            ])}
          </SelectField>
          <SelectField
            label={intl.formatMessage({ id: 'profile.activity' })}
            name="activity"
            value={form.activity}
            onChange={(e) => set('activity', e.target.value as ProfileForm['activity'])}
          >
            {optionList([
              none,
              ...COMPANY_ACTIVITIES.map((activity) => ({
                value: activity,
                label: intl.formatMessage({ id: `profile.activity.${activity}` }),
              })),
            ])}
          </SelectField>
          {text('main_domain', { hint: intl.formatMessage({ id: 'profile.main_domain.hint' }) })}
          {text('start_of_operations', { type: 'date' })}
        </div>

        <h3>
          <FormattedMessage id="profile.websites" />
        </h3>
        {errorOf('websites') && (
          <p className="ui-field__error" role="alert">
            {errorOf('websites')}
          </p>
        )}
        {!form.no_website &&
          form.websites.map((url, index) => (
            <div key={index} className="profile-website">
              <TextField
                label={intl.formatMessage({ id: 'profile.website' }, { n: index + 1 })}
                name={`website-${index}`}
                type="url"
                inputMode="url"
                value={url}
                onChange={(e) => setWebsite(index, e.target.value)}
                error={errorOf(`websites.${index}`)}
              />
              {form.websites.length > 1 && (
                <Button
                  variant="link"
                  onClick={() =>
                    set(
                      'websites',
                      form.websites.filter((_, i) => i !== index),
                    )
                  }
                >
                  <FormattedMessage id="profile.website.remove" values={{ n: index + 1 }} />
                </Button>
              )}
            </div>
          ))}
        {!form.no_website && form.websites.length < MAX_WEBSITES && (
          <Button variant="secondary" onClick={() => set('websites', [...form.websites, ''])}>
            <FormattedMessage id="profile.website.add" />
          </Button>
        )}
        <p>
          <label>
            <input
              type="checkbox"
              name="no_website"
              checked={form.no_website}
              onChange={(e) =>
                setForm((current) => ({
                  ...current,
                  no_website: e.target.checked,
                  websites: e.target.checked ? current.websites : current.websites.length ? current.websites : [''],
                }))
              }
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
              name={`address-${field}`}
              value={form.address[field]}
              onChange={(e) => setAddress(field, e.target.value)}
              error={errorOf(`address.${field}`)}
            />
          ))}
        </div>
      </fieldset>
      {!readOnly && (
        <Button type="submit" loading={busy}>
          <FormattedMessage id="profile.save" />
        </Button>
      )}
    </form>
  );
}
