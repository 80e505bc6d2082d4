import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Cluster, FormSection, Page, SelectField, Stack, TextField } from '@platform/ui';
import {
  currencyOf,
  isCountry,
  maskTaxId,
  PRODUCTS,
  REVENUE_BANDS,
  taxIdTypesFor,
  type Country,
  type TaxIdType,
} from '@platform/domain';
import { FormError, usePlatform } from '@platform/remote-kit';
import { usePlatformForm, useWatch } from '@platform/remote-kit/forms';
import { startProspectDraft } from '@platform/remote-contract/prospect-draft';
import { kindFrom } from '../../lib/user-kind';
import { checkTaxId } from './api/check-tax-id';
import {
  emptyPreApplication,
  firstAnswers,
  preApplicationMessage,
  preApplicationProblems,
  type PreApplicationValues,
} from './pre-application-form';
import { revenueBandText, useText } from '@platform/i18n';

/**
 * public-onboarding/pre-application: before an account exists, the guest says who buys, the tax id,
 * the products of interest and the revenue band. The tax id is checked at once (registered, or under
 * another broker: the spec's messages); the answers wait on this device and become the first answers
 * of the questionnaire after sign-up (docs/pre-application.md).
 */
export function PreApplicationPage() {
  const [params] = useSearchParams();
  const { api, locale } = usePlatform();
  const navigate = useNavigate();
  const countryParam = params.get('country');
  const country: Country = isCountry(countryParam) ? countryParam : locale.country;
  const form = usePlatformForm<PreApplicationValues>({
    mode: 'onTouched',
    defaultValues: emptyPreApplication(country, kindFrom(params)),
    rules: preApplicationProblems,
    messageFor: preApplicationMessage,
  });
  const [kind, taxIdType, taxId] = useWatch({ control: form.control, name: ['kind', 'taxIdType', 'taxId'] });
  const text = useText();
  const intl = useIntl();

  const onSubmit = form.submit(async (values) => {
    await checkTaxId(api, { country, taxIdType: values.taxIdType, taxId: values.taxId });
    startProspectDraft(values.products, firstAnswers(values));
    navigate(`/auth/sign-up?type=${values.kind}&country=${country}&tax_id=${encodeURIComponent(values.taxId)}`);
  });
  const productsError = form.errorText('products');

  return (
    <Page
      title={<FormattedMessage id="preApplication.title" />}
      titleId="pre-application-title"
      width="narrow"
      description={<FormattedMessage id="preApplication.intro" />}
    >
      <Card padding="lg">
        <Stack as="form" gap={5} onSubmit={onSubmit} noValidate aria-labelledby="pre-application-title">
          <FormError code={form.formError} />
          <FormSection legend={text('userType.question')}>
            {(['company', 'individual'] as const).map((option) => (
              <label key={option} className="ui-option-card">
                <input
                  type="radio"
                  value={option}
                  {...form.register('kind', {
                    onChange: () => {
                      const type = emptyPreApplication(country, option).taxIdType;
                      form.setValue('taxIdType', type);
                      form.setValue('taxId', maskTaxId(type, taxId));
                    },
                  })}
                />
                <span className="ui-option-card__title">
                  <FormattedMessage id={`userType.${option}`} />
                </span>
              </label>
            ))}
          </FormSection>
          <FormSection legend={text(kind === 'company' ? 'preApplication.companyId' : 'preApplication.personId')}>
            <SelectField
              label={text('signUp.taxIdType')}
              required
              {...form.select('taxIdType')}
              onChange={(event) => {
                const type = event.target.value as TaxIdType;
                form.setValue('taxIdType', type);
                form.setValue('taxId', maskTaxId(type, taxId), { shouldValidate: taxId !== '' });
              }}
            >
              {taxIdTypesFor(country).map((type) => (
                <option key={type} value={type}>
                  {text(`taxIdType.${type}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={text('signUp.taxId', { type: text(`taxIdType.${taxIdType}`) })}
              required
              autoCapitalize="characters"
              {...form.field('taxId', {
                onChange: (event: { target: HTMLInputElement }) =>
                  form.setValue('taxId', maskTaxId(form.getValues('taxIdType'), event.target.value)),
              })}
            />
          </FormSection>
          <FormSection legend={text('preApplication.products')}>
            <div role="group" aria-describedby={productsError ? 'pre-application-products-error' : undefined}>
              <Stack gap={2}>
                {PRODUCTS.map((product) => (
                  <label key={product} className="ui-check">
                    <input
                      type="checkbox"
                      value={product}
                      aria-invalid={productsError ? true : undefined}
                      {...form.register('products')}
                    />
                    <span>{text(`product.${product}`)}</span>
                  </label>
                ))}
              </Stack>
            </div>
            {productsError && (
              <p id="pre-application-products-error" className="ui-field__error">
                {productsError}
              </p>
            )}
          </FormSection>
          <SelectField
            label={text('preApplication.revenueBand')}
            required
            {...form.select('revenueBand')}
            error={form.errorText('revenueBand')}
          >
            <option value="">{text('preApplication.revenueBand.choose')}</option>
            {REVENUE_BANDS.map((band) => (
              <option key={band} value={band}>
                {/* In the currency of the country the guest signs up in (issue 28). */}
                {revenueBandText(intl, band, currencyOf(country), locale)}
              </option>
            ))}
          </SelectField>
          <p>
            <FormattedMessage id="preApplication.kept" />
          </p>
          <Cluster gap={3} justify="between">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              <FormattedMessage id="preApplication.continue" />
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
