import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  brokerSignUpProblems,
  brokerTaxIdType,
  DEFAULT_LOCALE,
  isCountry,
  maskTaxId,
  type Country,
} from '@platform/domain';
import { Button, Card, Page } from '@platform/ui';
import { FormError, usePlatform } from '@platform/remote-kit';
import { BrokerFields } from '../../components/broker-forms/broker-fields';
import { text, type FieldSpec, type FormValues } from '../../components/broker-forms/field-spec';
import { useBrokerForm } from '../../components/broker-forms/use-broker-form';
import { signUpBroker } from './api/sign-up-broker';

/** The one sign-up step: it creates the account, so everything after it is saved on the server. */
export const BROKER_SIGNUP_STEP = 'general-info';

const personFields: FieldSpec[] = [
  { name: 'first_name', type: 'text', required: true, autoComplete: 'given-name' },
  { name: 'last_name', type: 'text', required: true, autoComplete: 'family-name' },
  { name: 'email', type: 'email', required: true, autoComplete: 'email', inputMode: 'email' },
  { name: 'password', type: 'password', required: true, autoComplete: 'new-password', hint: true },
];

const companyFields = (country: Country): FieldSpec[] => {
  const taxIdType = brokerTaxIdType(country);
  return [
    { name: 'legal_name', type: 'text', required: true, autoComplete: 'organization' },
    { name: 'trade_name', type: 'text', required: true },
    {
      name: 'tax_id',
      type: 'text',
      required: true,
      mask: (value) => maskTaxId(taxIdType, value),
      labelValues: { type: taxIdType },
    },
    { name: 'phone', type: 'tel', required: true, autoComplete: 'tel', inputMode: 'tel' },
    { name: 'website', type: 'text', inputMode: 'url', autoComplete: 'url', hint: true },
  ];
};
const termsField: FieldSpec[] = [{ name: 'accept_terms', type: 'checkbox', required: true }];

const EMPTY: FormValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  legal_name: '',
  trade_name: '',
  tax_id: '',
  phone: '',
  website: '',
  accept_terms: false,
};

const inputOf = (values: FormValues, country: Country) => ({
  country,
  first_name: text(values, 'first_name'),
  last_name: text(values, 'last_name'),
  email: text(values, 'email').trim(),
  password: text(values, 'password'),
  accept_terms: values.accept_terms === true,
  legal_name: text(values, 'legal_name'),
  trade_name: text(values, 'trade_name'),
  tax_id: text(values, 'tax_id'),
  phone: text(values, 'phone'),
  website: text(values, 'website'),
});

/** broker-signup/step/{stepId}: the person (name, e-mail, password, terms) and the brokerage's general info. */
export function BrokerSignupStep() {
  const { stepId } = useParams();
  const [query] = useSearchParams();
  if (stepId !== BROKER_SIGNUP_STEP)
    return <Navigate to={`/broker-signup/step/${BROKER_SIGNUP_STEP}?${query}`} replace />;
  const wanted = query.get('country');
  return <BrokerSignupForm country={isCountry(wanted) ? wanted : DEFAULT_LOCALE.country} />;
}

function BrokerSignupForm({ country }: { country: Country }) {
  const { api, locale } = usePlatform();
  const intl = useIntl();
  const navigate = useNavigate();
  const form = useBrokerForm(EMPTY, (values) => brokerSignUpProblems(inputOf(values, country)));
  const signUp = form.submit(async (values) => {
    const created = await signUpBroker(api, { ...inputOf(values, country), language: locale.language });
    navigate('/broker-signup/finish', { state: { email: created.email } });
  });

  return (
    <Page title={<FormattedMessage id="brokerSignup.title" />} titleId="broker-signup-title" width="narrow">
      <Card padding="lg">
        <form onSubmit={signUp} noValidate aria-describedby="broker-signup-required" className="ui-form-stack">
          <p id="broker-signup-required" className="ui-field__hint">
            <FormattedMessage id="brokerForm.requiredNote" />
          </p>
          <FormError code={form.formError} />
          <fieldset className="ui-fieldset">
            <legend>
              <FormattedMessage id="brokerSignup.person" />
            </legend>
            <BrokerFields fields={personFields} form={form} />
          </fieldset>
          <fieldset className="ui-fieldset">
            <legend>
              <FormattedMessage id="brokerSignup.company" />
            </legend>
            <BrokerFields fields={companyFields(country)} form={form} />
          </fieldset>
          <BrokerFields fields={termsField} form={form} />
          <div className="ui-actions">
            <Link className="ui-button ui-button--secondary" to={`/broker-signup/index?country=${country}`}>
              {intl.formatMessage({ id: 'brokerForm.back' })}
            </Link>
            <Button type="submit" loading={form.busy}>
              <FormattedMessage id="brokerSignup.submit" />
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
