import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, SelectField } from '@platform/ui';
import { COUNTRIES, DEFAULT_TAX_ID_TYPE, isCountry, type Country } from '@platform/domain';
import { usePlatform, usePlatformForm, useWatch } from '@platform/remote-kit';
import { kindFrom } from '../../lib/user-kind';

/**
 * public-onboarding/select-user-type: company (company tax id) or individual (personal tax id),
 * and the country, preselected from ?type= / ?user_type= and ?country=, else the locale's country.
 */
export function SelectUserTypePage() {
  const [params] = useSearchParams();
  const { locale } = usePlatform();
  const intl = useIntl();
  const navigate = useNavigate();
  const countryParam = params.get('country');
  // Two choices that only lead to the next screen: nothing to lose by leaving.
  const form = usePlatformForm<{ kind: 'company' | 'individual'; country: Country }>({
    defaultValues: {
      kind: params.get('type') || params.get('user_type') ? kindFrom(params) : 'company',
      country: isCountry(countryParam) ? countryParam : locale.country,
    },
    warnOnLeave: false,
  });
  const country = useWatch({ control: form.control, name: 'country' });

  const onSubmit = form.submit(({ kind, country: chosen }) => {
    // A name and e-mail carried from account-not-found (Google) prefill the sign-up form.
    const prefill = ['email', 'name']
      .filter((key) => params.get(key))
      .map((key) => `&${key}=${encodeURIComponent(params.get(key)!)}`)
      .join('');
    navigate(`/auth/sign-up?type=${kind}&country=${chosen}${prefill}`);
  });
  const taxIds = (personType: 'pf' | 'pj') =>
    intl.formatMessage({ id: `taxIdType.${DEFAULT_TAX_ID_TYPE[country][personType]}` });

  return (
    <section className="ui-page onboarding-select-user-type" aria-labelledby="user-type-title">
      <header className="ui-page-header">
        <h1 id="user-type-title">
          <FormattedMessage id="userType.title" />
        </h1>
      </header>
      <form onSubmit={onSubmit} className="ui-card onboarding-form">
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
          <legend className="ui-field__label">
            <FormattedMessage id="userType.question" />
          </legend>
          {(['company', 'individual'] as const).map((option) => (
            <label
              key={option}
              style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', padding: '0.5rem 0' }}
            >
              <input
                type="radio"
                value={option}
                defaultChecked={form.formState.defaultValues?.kind === option}
                {...form.register('kind')}
                style={{ width: '1.25rem', height: '1.25rem' }}
              />
              <span>
                <strong>
                  <FormattedMessage id={`userType.${option}`} />
                </strong>
                <br />
                <small>
                  <FormattedMessage
                    id={`userType.${option}.hint`}
                    values={{ taxId: taxIds(option === 'company' ? 'pj' : 'pf') }}
                  />
                </small>
              </span>
            </label>
          ))}
        </fieldset>
        <SelectField label={intl.formatMessage({ id: 'userType.country' })} {...form.select('country')}>
          {COUNTRIES.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: `country.${option}` })}
            </option>
          ))}
        </SelectField>
        <Button type="submit">
          <FormattedMessage id="userType.continue" />
        </Button>
        <p>
          <Link to="/auth/login">
            <FormattedMessage id="signUp.haveAccount" />
          </Link>
        </p>
      </form>
    </section>
  );
}
