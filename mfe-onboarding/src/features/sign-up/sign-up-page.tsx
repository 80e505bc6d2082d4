import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, TextField } from '@platform/ui';
import {
  DEFAULT_TAX_ID_TYPE,
  isCountry,
  maskTaxId,
  PASSWORD_MIN_LENGTH,
  taxIdTypesFor,
  type Country,
  type TaxIdType,
} from '@platform/domain';
import { useApiQuery, usePlatform } from '@platform/remote-kit';
import { getSignUpOptions, rememberGoogleWish, signUp } from '../account-forms/account-api';
import { apiFieldErrors } from '../account-forms/field-errors';
import { CheckboxField, SelectField } from '../account-forms/fields';
import {
  FIELD_ORDER,
  fieldProblem,
  REQUIRED_MESSAGE,
  taxIdWarning,
  type SignUpField,
  type SignUpValues,
} from './sign-up-form-state';

export const kindFrom = (params: URLSearchParams): 'company' | 'individual' => {
  const value = params.get('type') ?? params.get('user_type');
  return value === 'individual' || value === 'pf' ? 'individual' : 'company';
};

/**
 * auth/sign-up?type=company|individual&country=br: the person, the organisation and its tax id,
 * a password and the terms. Every problem shows under its field; nothing typed is ever cleared.
 */
export function SignUpPage() {
  const [params] = useSearchParams();
  const { api, locale, eventBus } = usePlatform();
  const intl = useIntl();
  const navigate = useNavigate();
  const kind = kindFrom(params);
  const countryParam = params.get('country');
  const country: Country = isCountry(countryParam) ? countryParam : locale.country;
  const personType = kind === 'company' ? 'pj' : 'pf';
  const options = useApiQuery('sign-up-options', () => getSignUpOptions(api));

  const [values, setValues] = useState<SignUpValues>({
    name: params.get('name') ?? '',
    email: params.get('email') ?? '',
    organisation: '',
    taxIdType: DEFAULT_TAX_ID_TYPE[country][personType],
    taxId: '',
    password: '',
    termsAccepted: false,
  });
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<SignUpField, HTMLInputElement | HTMLSelectElement | null>>>({});

  const message = (id: string | null) => (id ? intl.formatMessage({ id }) : undefined);
  const check = (field: SignUpField, next: SignUpValues) =>
    setErrors((current) => ({ ...current, [field]: message(fieldProblem(field, next, kind)) }));
  const change = <K extends SignUpField>(field: K, value: SignUpValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows a problem, it is re-checked as the user types, so the message goes away.
    if (errors[field]) check(field, next);
  };
  const bind = (field: 'name' | 'email' | 'organisation' | 'password') => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => values[field] && check(field, values),
    ref: (element: HTMLInputElement | null) => {
      refs.current[field] = element;
    },
  });

  const onTaxId = (raw: string) => {
    const next = { ...values, taxId: maskTaxId(values.taxIdType, raw) };
    setValues(next);
    if (errors.taxId) check('taxId', next);
  };
  const onTaxIdType = (type: TaxIdType) => {
    const next = { ...values, taxIdType: type, taxId: maskTaxId(type, values.taxId) };
    setValues(next);
    if (next.taxId) check('taxId', next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      FIELD_ORDER.map((field) => [field, message(fieldProblem(field, values, kind))]),
    ) as Partial<Record<SignUpField, string>>;
    setErrors(found);
    setFormError(null);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await signUp(api, {
        kind,
        country,
        language: locale.language,
        name: values.name.trim(),
        email: values.email.trim(),
        organisation: kind === 'company' ? values.organisation.trim() : undefined,
        taxIdType: values.taxIdType,
        taxId: values.taxId,
        password: values.password,
        termsAccepted: values.termsAccepted,
      });
      navigate(`/${country}/${locale.language}/user-success-screen/sign-up?email=${encodeURIComponent(result.email)}`);
    } catch (error) {
      setBusy(false);
      const { fields, form } = apiFieldErrors(error, intl, (field) =>
        intl.formatMessage({ id: REQUIRED_MESSAGE[field] ?? 'error.VALIDATION_FAILED' }),
      );
      setErrors(fields);
      setFormError(form);
      const firstApi = FIELD_ORDER.find((field) => fields[field]);
      if (firstApi) refs.current[firstApi]?.focus();
    }
  };

  const warning = !errors.taxId ? message(taxIdWarning(values)) : undefined;
  return (
    <section className="ui-page onboarding-sign-up" aria-labelledby="sign-up-title">
      <header className="ui-page-header">
        <h1 id="sign-up-title">
          <FormattedMessage id={kind === 'company' ? 'signUp.titleCompany' : 'signUp.titleIndividual'} />
        </h1>
      </header>
      <form onSubmit={onSubmit} noValidate className="ui-card onboarding-form">
        <p>
          <FormattedMessage
            id="signUp.countryIs"
            values={{ country: intl.formatMessage({ id: `country.${country}` }) }}
          />{' '}
          <Link to={`/public-onboarding/select-user-type?type=${kind}&country=${country}`}>
            <FormattedMessage id="signUp.changeType" />
          </Link>
        </p>
        {formError && (
          <p role="alert" className="ui-form-error">
            {formError}
          </p>
        )}
        <TextField
          label={intl.formatMessage({ id: kind === 'company' ? 'signUp.name' : 'signUp.fullName' })}
          autoComplete="name"
          required
          {...bind('name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'signUp.email' })}
          type="email"
          autoComplete="email"
          required
          {...bind('email')}
        />
        {kind === 'company' && (
          <TextField
            label={intl.formatMessage({ id: 'signUp.organisation' })}
            autoComplete="organization"
            required
            {...bind('organisation')}
          />
        )}
        <SelectField
          label={intl.formatMessage({ id: 'signUp.taxIdType' })}
          name="taxIdType"
          required
          value={values.taxIdType}
          onChange={(event) => onTaxIdType(event.target.value as TaxIdType)}
          ref={(element: HTMLSelectElement | null) => {
            refs.current.taxIdType = element;
          }}
        >
          {taxIdTypesFor(country).map((type) => (
            <option key={type} value={type}>
              {intl.formatMessage({ id: `taxIdType.${type}` })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={intl.formatMessage(
            { id: 'signUp.taxId' },
            { type: intl.formatMessage({ id: `taxIdType.${values.taxIdType}` }) },
          )}
          name="taxId"
          required
          inputMode={
            values.taxIdType === 'RFC' || values.taxIdType === 'CURP' || values.taxIdType === 'CNPJ'
              ? 'text'
              : 'numeric'
          }
          autoCapitalize="characters"
          value={values.taxId}
          error={errors.taxId}
          hint={warning}
          onChange={(event) => onTaxId(event.target.value)}
          onBlur={() => values.taxId && check('taxId', values)}
          ref={(element) => {
            refs.current.taxId = element;
          }}
        />
        <TextField
          label={intl.formatMessage({ id: 'signUp.password' })}
          type="password"
          autoComplete="new-password"
          required
          hint={
            errors.password
              ? undefined
              : intl.formatMessage({ id: 'signUp.passwordRule' }, { min: PASSWORD_MIN_LENGTH })
          }
          {...bind('password')}
        />
        <CheckboxField
          name="termsAccepted"
          label={intl.formatMessage({ id: 'signUp.terms' })}
          checked={values.termsAccepted}
          error={errors.termsAccepted}
          onChange={(event) => change('termsAccepted', event.target.checked)}
          ref={(element: HTMLInputElement | null) => {
            refs.current.termsAccepted = element;
          }}
        />
        <Button type="submit" loading={busy}>
          <FormattedMessage id="signUp.submit" />
        </Button>
        {options.status === 'success' && options.data.googleSignIn && (
          <Button
            variant="secondary"
            onClick={() => {
              rememberGoogleWish();
              eventBus.emit('auth:login-requested', { returnTo: '/' });
            }}
          >
            <FormattedMessage id="signIn.continueWithGoogle" />
          </Button>
        )}
        <p>
          <Link to="/auth/login">
            <FormattedMessage id="signUp.haveAccount" />
          </Link>
        </p>
      </form>
    </section>
  );
}
