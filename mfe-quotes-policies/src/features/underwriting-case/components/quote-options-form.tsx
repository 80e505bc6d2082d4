import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DEFAULT_QUOTE_VALIDITY_DAYS,
  MAX_QUOTE_OPTIONS,
  MAX_QUOTE_VALIDITY_DAYS,
  REQUESTED_LIMITS,
  RETENTIONS,
  type FieldProblem,
} from '@platform/domain';
import { FormError, useFieldArray, usePlatformForm } from '@platform/remote-kit';
import { Button, ConfirmModal, SelectField, TextAreaField, TextField } from '@platform/ui';
import { limitLabel, retentionLabel } from '../../../lib/deadline-text';
import type { CaseProduct } from '../api/get-underwriting-case';
import { usePublishQuoteOptions, type PublishBody } from '../api/decide-product';

/** One option as the form holds it: lists as one line each, amounts as typed. */
export interface OptionValues {
  insurer: string;
  limit: string;
  retention: string;
  premium: string;
  fees: string;
  coverages: string;
  sublimits: string;
  exclusions: string;
  before: string;
  after: string;
  retroactive_date: string;
  territorial_scope: string;
  insurance_code: string;
  validity_days: string;
}

export interface OptionsFormValues {
  options: OptionValues[];
  /** The index of the recommended option. */
  recommended: string;
}

const MONEY = /^\d+(\.\d{1,2})?$/;
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const LIMIT_AMOUNTS: Record<string, number> = {
  L_1M: 1_000_000,
  L_2M: 2_000_000,
  L_3M: 3_000_000,
  L_5M: 5_000_000,
  L_10M: 10_000_000,
};
/** "Extortion = 250000.00" → { coverage, amount }, or null when the line does not read so. */
function sublimitOf(line: string) {
  const at = line.lastIndexOf('=');
  if (at < 1) return null;
  const coverage = line.slice(0, at).trim();
  const amount = line
    .slice(at + 1)
    .trim()
    .replace(/\s/g, '');
  return coverage && MONEY.test(amount) ? { coverage, amount } : null;
}

export const blankOption = (product: CaseProduct, suggested?: CaseProduct['suggested'][number]): OptionValues => ({
  insurer: product.insurer ?? '',
  limit: suggested?.limit ?? 'L_1M',
  retention: suggested?.retention ?? 'R_25K',
  premium: suggested?.premium ?? '',
  fees: '0.00',
  coverages: '',
  sublimits: '',
  exclusions: '',
  before: '',
  after: '',
  retroactive_date: '',
  territorial_scope: 'Brasil',
  insurance_code: '',
  validity_days: String(DEFAULT_QUOTE_VALIDITY_DAYS),
});

/** The desk's rules before sending (the API checks the same and more). */
export function optionProblems(values: OptionsFormValues, today = new Date().toISOString().slice(0, 10)) {
  const problems: FieldProblem[] = [];
  values.options.forEach((option, index) => {
    const at = (field: string) => `options.${index}.${field}`;
    if (!option.insurer.trim()) problems.push({ field: at('insurer'), code: 'REQUIRED' });
    if (!MONEY.test(option.premium.trim()) || Number(option.premium) <= 0)
      problems.push({ field: at('premium'), code: 'INVALID' });
    if (option.fees.trim() && !MONEY.test(option.fees.trim())) problems.push({ field: at('fees'), code: 'INVALID' });
    if (
      lines(option.sublimits).some((line) => {
        const sublimit = sublimitOf(line);
        return (
          !sublimit || Number(sublimit.amount) <= 0 || Number(sublimit.amount) > (LIMIT_AMOUNTS[option.limit] ?? 0)
        );
      })
    )
      problems.push({ field: at('sublimits'), code: 'INVALID' });
    if (option.retroactive_date && option.retroactive_date > today)
      problems.push({ field: at('retroactive_date'), code: 'INVALID' });
    if (!option.territorial_scope.trim()) problems.push({ field: at('territorial_scope'), code: 'REQUIRED' });
    const validity = Number(option.validity_days);
    if (!Number.isInteger(validity) || validity < 1 || validity > MAX_QUOTE_VALIDITY_DAYS)
      problems.push({ field: at('validity_days'), code: 'INVALID' });
  });
  return problems;
}

const MESSAGE_OF: Record<string, string> = {
  premium: 'desk.option.premiumInvalid',
  fees: 'desk.option.amountInvalid',
  sublimits: 'desk.option.sublimitInvalid',
  retroactive_date: 'desk.option.retroactiveInvalid',
  validity_days: 'desk.option.validityInvalid',
  recommended: 'desk.option.recommendedInvalid',
};
const messageFor = (problem: FieldProblem) =>
  problem.code === 'REQUIRED' ? undefined : MESSAGE_OF[problem.field.split('.').at(-1) ?? ''];

/** The API names nested fields (`options.0.sublimits.1.amount`); the form has one field per list. */
const fieldOf = (apiField: string) => {
  const [, index, field] = apiField.split('.');
  if (field === 'recommended') return 'recommended';
  return index !== undefined && field ? `options.${index}.${field}` : undefined;
};

export function toBody(values: OptionsFormValues, version: number, product: CaseProduct['product']): PublishBody {
  return {
    version,
    product,
    options: values.options.map((option, index) => ({
      insurer: option.insurer.trim(),
      limit: option.limit as PublishBody['options'][number]['limit'],
      retention: option.retention as PublishBody['options'][number]['retention'],
      premium: option.premium.trim(),
      fees: option.fees.trim() || '0.00',
      coverages: lines(option.coverages),
      sublimits: lines(option.sublimits).flatMap((line) => sublimitOf(line) ?? []),
      exclusions: lines(option.exclusions),
      subjectivities: [
        ...lines(option.before).map((condition) => ({ condition, due: 'BEFORE_BINDING' as const })),
        ...lines(option.after).map((condition) => ({ condition, due: 'AFTER_BINDING' as const })),
      ],
      retroactive_date: option.retroactive_date || null,
      territorial_scope: option.territorial_scope.trim(),
      ...(option.insurance_code.trim() ? { insurance_code: option.insurance_code.trim() } : {}),
      validity_days: Number(option.validity_days),
      recommended: String(index) === values.recommended,
    })),
  };
}

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
  onDone,
}: {
  caseId: string;
  version: number;
  product: CaseProduct;
  onDone: (message: string) => void;
}) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const publish = usePublishQuoteOptions(caseId);
  const suggested = product.suggested.slice(0, MAX_QUOTE_OPTIONS);
  const recommendedAt = Math.max(
    0,
    suggested.findIndex((option) => option.recommended),
  );
  const form = usePlatformForm<OptionsFormValues>({
    defaultValues: {
      options: suggested.length ? suggested.map((option) => blankOption(product, option)) : [blankOption(product)],
      recommended: String(recommendedAt),
    },
    rules: (values) => optionProblems(values),
    messageFor,
    fieldOf,
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const [confirming, setConfirming] = useState(false);
  const productName = text(`product.${product.product}`);
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
      className="ui-card desk-options-form"
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
          <fieldset key={field.id} className="ui-fieldset desk-option">
            <legend>{text('desk.option.title', { number: index + 1 })}</legend>
            <div className="ui-grid">
              <TextField label={text('desk.option.insurer')} required {...form.field(name('insurer'))} />
              <SelectField label={text('desk.option.limit')} required {...form.select(name('limit'))}>
                {REQUESTED_LIMITS.map((limit) => (
                  <option key={limit} value={limit}>
                    {limitLabel(intl, limit)}
                  </option>
                ))}
              </SelectField>
              <SelectField label={text('desk.option.retention')} required {...form.select(name('retention'))}>
                {RETENTIONS.map((retention) => (
                  <option key={retention} value={retention}>
                    {retentionLabel(intl, retention)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={text('desk.option.premium')}
                inputMode="decimal"
                required
                {...form.field(name('premium'))}
              />
              <TextField label={text('desk.option.fees')} inputMode="decimal" {...form.field(name('fees'))} />
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
              />
              <TextField label={text('desk.option.territory')} required {...form.field(name('territorial_scope'))} />
              <TextField label={text('desk.option.code')} {...form.field(name('insurance_code'))} />
            </div>
            <TextAreaField label={text('desk.option.coverages')} rows={3} {...form.field(name('coverages'))} />
            <TextAreaField label={text('desk.option.sublimits')} rows={2} {...form.field(name('sublimits'))} />
            <TextAreaField label={text('desk.option.exclusions')} rows={2} {...form.field(name('exclusions'))} />
            <TextAreaField label={text('desk.option.before')} rows={2} {...form.field(name('before'))} />
            <TextAreaField label={text('desk.option.after')} rows={2} {...form.field(name('after'))} />
            <label className="desk-recommended">
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
          </fieldset>
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
