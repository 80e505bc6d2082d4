import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Cluster, FormSection, Page, SelectField, Stack } from '@platform/ui';
import { COUNTRIES, DEFAULT_TAX_ID_TYPE, isCountry, type Country } from '@platform/domain';
import { usePlatform } from '@platform/remote-kit';
import { usePlatformForm, useWatch } from '@platform/remote-kit/forms';
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
    <Page title={<FormattedMessage id="userType.title" />} titleId="user-type-title" width="narrow">
      <Card padding="lg">
        <Stack as="form" gap={4} onSubmit={onSubmit}>
          <FormSection legend={<FormattedMessage id="userType.question" />}>
            {(['company', 'individual'] as const).map((option) => (
              <label key={option} className="ui-option-card">
                <input
                  type="radio"
                  value={option}
                  defaultChecked={form.formState.defaultValues?.kind === option}
                  {...form.register('kind')}
                />
                <span>
                  <span className="ui-option-card__title">
                    <FormattedMessage id={`userType.${option}`} />
                  </span>
                  <span className="ui-option-card__hint">
                    <FormattedMessage
                      id={`userType.${option}.hint`}
                      values={{ taxId: taxIds(option === 'company' ? 'pj' : 'pf') }}
                    />
                  </span>
                </span>
              </label>
            ))}
          </FormSection>
          <SelectField label={intl.formatMessage({ id: 'userType.country' })} {...form.select('country')}>
            {COUNTRIES.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage({ id: `country.${option}` })}
              </option>
            ))}
          </SelectField>
          <Cluster gap={3} justify="between">
            <Button type="submit">
              <FormattedMessage id="userType.continue" />
            </Button>
            <Link to="/auth/login">
              <FormattedMessage id="signUp.haveAccount" />
            </Link>
          </Cluster>
        </Stack>
      </Card>
    </Page>
  );
}
