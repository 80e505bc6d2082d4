import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  businessToday,
  formatLimit,
  MAX_QUOTE_OPTIONS,
  MAX_QUOTE_VALIDITY_DAYS,
  QUOTE_COVERAGES,
  QUOTE_EXCLUSIONS,
  QUOTE_SUBJECTIVITY_CODES,
  REQUESTED_LIMITS,
  RETENTIONS,
  SUBJECTIVITY_DUE_POINTS,
  TERRITORIAL_SCOPES,
  type Country,
  type Currency,
  type FieldProblem,
} from '@platform/domain';
import { FormError, usePlatform } from '@platform/remote-kit';
import { useFieldArray, usePlatformForm } from '@platform/remote-kit/forms';
import { Button, ConfirmModal, FormSection, SelectField, TextField } from '@platform/ui';
import type { CaseProduct } from '../api/get-underwriting-case';
import { usePublishQuoteOptions } from '../api/decide-product';
import { formatDate, useText } from '@platform/i18n';
import { formatRetentionText } from '../../../lib/format-money';
import { ChargeFields } from './charge-fields';
import { blankOption, optionProblems, toBody, type OptionsFormValues, type OptionValues } from './quote-options-values';

const MESSAGE_OF: Record<string, string> = {
  premium: 'desk.option.premiumInvalid',
  fees: 'desk.option.amountInvalid',
  sublimit_share: 'desk.option.sublimitInvalid',
  retroactive_date: 'desk.option.retroactiveInvalid',
  validity_days: 'desk.option.validityInvalid',
  SURPLUS_LINES_TAX: 'desk.option.chargeInvalid',
  STAMPING_FEE: 'desk.option.chargeInvalid',
  recommended: 'desk.option.recommendedInvalid',
};
const messageFor = (problem: FieldProblem) =>
  problem.code === 'REQUIRED' ? undefined : MESSAGE_OF[problem.field.split('.').at(-1) ?? ''];

/** The API names nested fields (`options.0.sublimits.1.amount`); the form has one field per list. */
const fieldOf = (apiField: string) => {
  const [, index, field] = apiField.split('.');
  if (field === 'recommended') return 'recommended';
  if (field === 'sublimits') return `options.${index}.sublimit_share`;
  return index !== undefined && field ? `options.${index}.${field}` : undefined;
};

/**
 * Up to three quote options for a referred product, starting from the engine's suggested prices:
 * insurer, limit, retention, premium, fees, coverages, sublimits, exclusions, subjectivities
 * before and after binding, retroactive date, territorial scope, insurance code, validity and the
 * recommended one. Publishing asks for confirmation first.
 */
export function QuoteOptionsForm({
  caseId,
  version,
  product,
  country,
  currency,
  onDone,
}: {
  caseId: string;
  version: number;
  product: CaseProduct;
  /** The account's: the amounts are in its currency, the charges its own. */
  country: Country;
  currency: Currency;
  onDone: (message: string) => void;
}) {
  const text = useText();
  const publish = usePublishQuoteOptions(caseId);
  const suggested = product.suggested.slice(0, MAX_QUOTE_OPTIONS);
  const recommendedAt = Math.max(
    0,
    suggested.findIndex((option) => option.recommended),
  );
  const { locale } = usePlatform();
  const form = usePlatformForm<OptionsFormValues>({
    defaultValues: {
      options: suggested.length ? suggested.map((option) => blankOption(product, option)) : [blankOption(product)],
      recommended: String(recommendedAt),
    },
    rules: (values) => optionProblems(values, businessToday(country), country),
    messageFor,
    fieldOf,
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const [confirming, setConfirming] = useState(false);
  const productName = text(`product.${product.product}`);
  const keptRetroactive = product.kept_retroactive_date;
  const prefix = `desk-${product.product}`;

  const send = form.submit(async (values) => {
    await publish.mutateAsync(toBody(values, version, product.product));
    setConfirming(false);
    onDone(text('desk.publish.done', { product: productName }));
  });
  const askToConfirm = async () => {
    if (await form.trigger()) setConfirming(true);
  };

  return (
    <form
      className="ui-card"
      noValidate
      aria-labelledby={`${prefix}-publish`}
      onSubmit={(event) => {
        event.preventDefault();
        void askToConfirm();
      }}
    >
      <h3 id={`${prefix}-publish`}>
        <FormattedMessage id="desk.publish.title" />
      </h3>
      <p>
        <FormattedMessage id="desk.publish.intro" />
      </p>
      <FormError code={form.formError} />
      {options.fields.map((field, index) => {
        const name = <F extends keyof OptionValues>(key: F) => `options.${index}.${key}` as const;
        return (
          <FormSection key={field.id} legend={text('desk.option.title', { number: index + 1 })}>
            <div className="ui-grid">
              <TextField label={text('desk.option.insurer')} required {...form.field(name('insurer'))} />
              <SelectField label={text('desk.option.limit')} required {...form.select(name('limit'))}>
                {REQUESTED_LIMITS.map((limit) => (
                  <option key={limit} value={limit}>
                    {formatLimit(limit, currency, locale)}
                  </option>
                ))}
              </SelectField>
              <SelectField label={text('desk.option.retention')} required {...form.select(name('retention'))}>
                {RETENTIONS.map((retention) => (
                  <option key={retention} value={retention}>
                    {formatRetentionText(retention, currency, locale)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={text('desk.option.premium', { currency })}
                inputMode="decimal"
                required
                {...form.field(name('premium'))}
              />
              <TextField
                label={text('desk.option.fees', { currency })}
                inputMode="decimal"
                {...form.field(name('fees'))}
              />
              <TextField
                label={text('desk.option.validity')}
                type="number"
                min={1}
                max={MAX_QUOTE_VALIDITY_DAYS}
                required
                {...form.field(name('validity_days'))}
              />
              <TextField
                label={text('desk.option.retroactive')}
                type="date"
                {...form.field(name('retroactive_date'))}
                // A renewal keeps the old policy's date (the API forces it), so the desk cannot change it.
                readOnly={Boolean(keptRetroactive)}
                hint={
                  keptRetroactive
                    ? text('desk.option.retroactiveKept', { date: formatDate(keptRetroactive, locale) })
                    : undefined
                }
              />
              <SelectField label={text('desk.option.territory')} required {...form.select(name('territorial_scope'))}>
                {TERRITORIAL_SCOPES.map((scope) => (
                  <option key={scope} value={scope}>
                    {text(`terms.scope.${scope}`)}
                  </option>
                ))}
              </SelectField>
              <TextField label={text('desk.option.code')} {...form.field(name('insurance_code'))} />
            </div>
            <ChargeFields form={form} index={index} country={country} currency={currency} />
            <FormSection legend={text('desk.option.coverages')}>
              {QUOTE_COVERAGES.map((coverage) => (
                <label key={coverage}>
                  <input type="checkbox" value={coverage} {...form.register(name('coverages'))} />{' '}
                  {text(`terms.coverage.${coverage}`)}
                </label>
              ))}
            </FormSection>
            <div className="ui-grid">
              <SelectField label={text('desk.option.sublimits')} {...form.select(name('sublimit_coverage'))}>
                <option value="">{text('desk.option.noSublimit')}</option>
                {QUOTE_COVERAGES.map((coverage) => (
                  <option key={coverage} value={coverage}>
                    {text(`terms.coverage.${coverage}`)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={text('desk.option.share')}
                type="number"
                min={1}
                max={100}
                {...form.field(name('sublimit_share'))}
              />
            </div>
            <FormSection legend={text('desk.option.exclusions')}>
              {QUOTE_EXCLUSIONS.map((exclusion) => (
                <label key={exclusion}>
                  <input type="checkbox" value={exclusion} {...form.register(name('exclusions'))} />{' '}
                  {text(`terms.exclusion.${exclusion}`)}
                </label>
              ))}
            </FormSection>
            <FormSection legend={text('desk.option.before')}>
              <div className="ui-grid">
                {QUOTE_SUBJECTIVITY_CODES.map((code) => (
                  <SelectField
                    key={code}
                    label={text(`terms.subjectivity.${code}`)}
                    {...form.select(`options.${index}.subjectivities.${code}`)}
                  >
                    <option value="">{text('desk.option.after')}</option>
                    {SUBJECTIVITY_DUE_POINTS.map((due) => (
                      <option key={due} value={due}>
                        {text(`desk.option.${due}`)}
                      </option>
                    ))}
                  </SelectField>
                ))}
              </div>
            </FormSection>
            <label>
              <input type="radio" value={String(index)} {...form.register('recommended')} />{' '}
              {text('desk.option.recommended')}
            </label>
            {options.fields.length > 1 && (
              <Button
                variant="secondary"
                onClick={() => {
                  options.remove(index);
                  form.setValue('recommended', '0');
                }}
              >
                {text('desk.option.remove', { number: index + 1 })}
              </Button>
            )}
          </FormSection>
        );
      })}
      {form.errorText('recommended') && <p role="alert">{form.errorText('recommended')}</p>}
      <div className="ui-actions">
        {options.fields.length < MAX_QUOTE_OPTIONS && (
          <Button variant="secondary" onClick={() => options.append(blankOption(product))}>
            <FormattedMessage id="desk.option.add" />
          </Button>
        )}
        <Button type="submit">
          <FormattedMessage id="desk.publish.submit" />
        </Button>
      </div>
      <ConfirmModal
        open={confirming}
        title={text('desk.publish.confirmTitle', { count: options.fields.length, product: productName })}
        body={text('desk.publish.confirmText')}
        confirmLabel={text('desk.publish.submit')}
        cancelLabel={text('desk.cancel')}
        busy={form.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void send().finally(() => setConfirming(false));
        }}
      />
    </form>
  );
}
