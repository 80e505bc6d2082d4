import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Cluster, FormSection, Page, SelectField, Stack, TextField } from '@platform/ui';
import {
  DEFAULT_TAX_ID_TYPE,
  isCountry,
  maskTaxId,
  PASSWORD_MIN_LENGTH,
  signUpProblems,
  taxIdTypesFor,
  taxIdWarning,
  type Country,
  type SignUpValues,
  type TaxIdType,
} from '@platform/domain/sign-up';
import { FormError, usePlatform } from '@platform/remote-kit';
import { usePlatformForm, useWatch } from '@platform/remote-kit/forms';
import { rememberGoogleWish } from '@platform/remote-contract';
import { useSignUpOptions } from './api/get-sign-up-options';
import { signUp } from './api/sign-up';
import { CheckboxField } from '../../components/fields';
import { accountMessage } from '../../lib/account-form-rules';
import { kindFrom } from '../../lib/user-kind';

/**
 * auth/sign-up?type=company|individual&country=br: the person, the organisation and its tax id,
 * a password and the terms. Every problem shows under its field; nothing typed is ever cleared.
 * A cold load of the address is drawn by the shell's slim sign-up page (shell/src/boot/slim-sign-up.tsx,
 * same rules and words from `@platform/domain/sign-up`); this page draws it inside the full shell
 * (in-app navigation) and in onboarding's standalone host.
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
  const options = useSignUpOptions();

  const form = usePlatformForm<SignUpValues>({
    mode: 'onTouched',
    defaultValues: {
      name: params.get('name') ?? '',
      email: params.get('email') ?? '',
      // A prospect's questionnaire (public-ipaf/success) sends what it already answered.
      organisation: params.get('organisation') ?? '',
      taxIdType: DEFAULT_TAX_ID_TYPE[country][personType],
      taxId: maskTaxId(DEFAULT_TAX_ID_TYPE[country][personType], params.get('tax_id') ?? ''),
      password: '',
      termsAccepted: false,
    },
    rules: signUpProblems(kind),
    messageFor: accountMessage,
  });
  const [taxIdType, taxId] = useWatch({ control: form.control, name: ['taxIdType', 'taxId'] });

  const onSubmit = form.submit(async (values) => {
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
  });

  const taxIdError = form.errorText('taxId');
  const passwordError = form.errorText('password');
  const warningId = !taxIdError && taxIdWarning(taxIdType, taxId);
  return (
    <Page
      title={<FormattedMessage id={kind === 'company' ? 'signUp.titleCompany' : 'signUp.titleIndividual'} />}
      titleId="sign-up-title"
      width="narrow"
      description={
        <>
          <FormattedMessage
            id="signUp.countryIs"
            values={{ country: intl.formatMessage({ id: `country.${country}` }) }}
          />{' '}
          <Link to={`/public-onboarding/select-user-type?type=${kind}&country=${country}`}>
            <FormattedMessage id="signUp.changeType" />
          </Link>
        </>
      }
    >
      <Card padding="lg">
        {/* `data-screen="sign-up"`: the form is ready, whichever draws it (this page or the shell's slim sign-up page). */}
        <Stack as="form" gap={5} onSubmit={onSubmit} noValidate aria-labelledby="sign-up-title" data-screen="sign-up">
          <FormError code={form.formError} />
          <FormSection legend={<FormattedMessage id="signUp.section.you" />}>
            <TextField
              label={intl.formatMessage({ id: kind === 'company' ? 'signUp.name' : 'signUp.fullName' })}
              autoComplete="name"
              required
              {...form.field('name')}
            />
            <TextField
              label={intl.formatMessage({ id: 'signUp.email' })}
              type="email"
              autoComplete="email"
              required
              {...form.field('email')}
            />
          </FormSection>
          <FormSection
            legend={<FormattedMessage id={kind === 'company' ? 'signUp.section.company' : 'signUp.section.identity'} />}
          >
            {kind === 'company' && (
              <TextField
                label={intl.formatMessage({ id: 'signUp.organisation' })}
                autoComplete="organization"
                required
                {...form.field('organisation')}
              />
            )}
            <SelectField
              label={intl.formatMessage({ id: 'signUp.taxIdType' })}
              required
              {...form.select('taxIdType')}
              onChange={(event) => {
                const type = event.target.value as TaxIdType;
                form.setValue('taxIdType', type);
                // The same digits, masked for the new type, and checked again when there are any.
                form.setValue('taxId', maskTaxId(type, taxId), { shouldValidate: taxId !== '' });
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
                { type: intl.formatMessage({ id: `taxIdType.${taxIdType}` }) },
              )}
              required
              inputMode={taxIdType === 'RFC' || taxIdType === 'CURP' || taxIdType === 'CNPJ' ? 'text' : 'numeric'}
              autoCapitalize="characters"
              hint={warningId ? intl.formatMessage({ id: warningId }) : undefined}
              {...form.field('taxId', {
                onChange: (event: { target: HTMLInputElement }) =>
                  form.setValue('taxId', maskTaxId(form.getValues('taxIdType'), event.target.value)),
              })}
            />
          </FormSection>
          <FormSection legend={<FormattedMessage id="signUp.section.access" />}>
            <TextField
              label={intl.formatMessage({ id: 'signUp.password' })}
              type="password"
              autoComplete="new-password"
              required
              hint={
                passwordError
                  ? undefined
                  : intl.formatMessage({ id: 'signUp.passwordRule' }, { min: PASSWORD_MIN_LENGTH })
              }
              {...form.field('password')}
            />
            <CheckboxField label={intl.formatMessage({ id: 'signUp.terms' })} {...form.field('termsAccepted')} />
          </FormSection>
          <Cluster gap={3}>
            <Button type="submit" loading={form.busy}>
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
          </Cluster>
          <p>
            <Link to="/auth/login">
              <FormattedMessage id="signUp.haveAccount" />
            </Link>
          </p>
        </Stack>
      </Card>
    </Page>
  );
}
