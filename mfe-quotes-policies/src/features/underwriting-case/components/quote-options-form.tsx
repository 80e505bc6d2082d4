import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DEFAULT_QUOTE_VALIDITY_DAYS,
  MAX_QUOTE_OPTIONS,
  MAX_QUOTE_VALIDITY_DAYS,
  QUOTE_COVERAGES,
  QUOTE_EXCLUSIONS,
  QUOTE_SUBJECTIVITY_CODES,
  REQUESTED_LIMITS,
  RETENTIONS,
  SUBJECTIVITY_DUE_POINTS,
  TERRITORIAL_SCOPES,
  type FieldProblem,
} from '@platform/domain';
import { FormError, useFieldArray, usePlatformForm } from '@platform/remote-kit';
import { Button, ConfirmModal, SelectField, TextField } from '@platform/ui';
import { limitLabel, retentionLabel } from '../../../lib/deadline-text';
import type { CaseProduct } from '../api/get-underwriting-case';
import { usePublishQuoteOptions, type PublishBody } from '../api/decide-product';

type OptionInput = PublishBody['options'][number];

/** One option as the form holds it: amounts and percentages as typed, terms as codes. */
export interface OptionValues {
  insurer: string;
  limit: string;
  retention: string;
  premium: string;
  fees: string;
  /** Ticked coverage and exclusion codes (checkboxes of the same name give the ticked values). */
  coverages: string[];
  exclusions: string[];
  /** A coverage code and its share of the limit in percent, as typed. */
  sublimits: { coverage: string; percent: string }[];
  subjectivities: { code: string; due: string }[];
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
const PERCENT = /^\d+([.,]\d{1,2})?$/;
const percentOf = (text: string) => Number(text.trim().replace(',', '.'));
/** A checkbox group answers a lone ticked box as a string and none as false: always a list here. */
const codes = (value: unknown): string[] => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);
const duplicated = (values: string[]) => values.some((value, at) => values.indexOf(value) !== at);

/**
 * A new option: the engine's suggested price when there is one, and the terms the product's
 * rating configuration gives its options (the ones the engine would have quoted with).
 */
export const blankOption = (product: CaseProduct, suggested?: CaseProduct['suggested'][number]): OptionValues => ({
  insurer: product.insurer ?? '',
  limit: suggested?.limit ?? 'L_1M',
  retention: suggested?.retention ?? 'R_25K',
  premium: suggested?.premium ?? '',
  fees: '0.00',
  coverages: [...(product.terms?.coverages ?? [])],
  exclusions: [...(product.terms?.exclusions ?? [])],
  sublimits: (product.terms?.sublimits ?? []).map((item) => ({
    coverage: item.coverage,
    percent: String(Math.round(item.share * 10_000) / 100),
  })),
  subjectivities: (product.terms?.subjectivities ?? []).map((item) => ({ code: item.code, due: item.due })),
  retroactive_date: product.terms?.retroactive_date ?? '',
  territorial_scope: product.terms?.territorial_scope ?? 'BRAZIL',
  insurance_code: product.terms?.insurance_code ?? '',
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
    const ticked = codes(option.coverages);
    option.sublimits.forEach((sublimit, row) => {
      const percent = percentOf(sublimit.percent);
      if (!PERCENT.test(sublimit.percent.trim()) || percent <= 0 || percent > 100)
        problems.push({ field: at(`sublimits.${row}.percent`), code: 'INVALID' });
      if (!ticked.includes(sublimit.coverage))
        problems.push({ field: at(`sublimits.${row}.coverage`), code: 'INVALID' });
    });
    if (duplicated(option.sublimits.map((sublimit) => sublimit.coverage)))
      problems.push({ field: at('sublimits'), code: 'INVALID' });
    if (duplicated(option.subjectivities.map((item) => item.code)))
      problems.push({ field: at('subjectivities'), code: 'INVALID' });
    if (option.retroactive_date && option.retroactive_date > today)
      problems.push({ field: at('retroactive_date'), code: 'INVALID' });
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
  percent: 'desk.option.sublimitInvalid',
  coverage: 'desk.option.sublimitInvalid',
  subjectivities: 'desk.option.subjectivityInvalid',
  retroactive_date: 'desk.option.retroactiveInvalid',
  validity_days: 'desk.option.validityInvalid',
  recommended: 'desk.option.recommendedInvalid',
};
const messageFor = (problem: FieldProblem) =>
  problem.code === 'REQUIRED' ? undefined : MESSAGE_OF[problem.field.split('.').at(-1) ?? ''];

/**
 * The API names nested fields (`options.0.sublimits.1.share`); the form's sublimit row holds a
 * percentage, and a list refused as a whole shows its message at the list.
 */
const fieldOf = (apiField: string) => {
  const [, index, field, row, leaf] = apiField.split('.');
  if (field === 'recommended') return 'recommended';
  if (index === undefined || !field) return undefined;
  if (field === 'sublimits' && row !== undefined)
    return `options.${index}.sublimits.${row}.${leaf === 'coverage' ? 'coverage' : 'percent'}`;
  if (field === 'subjectivities') return `options.${index}.subjectivities`;
  return `options.${index}.${field}`;
};

export function toBody(values: OptionsFormValues, version: number, product: CaseProduct['product']): PublishBody {
  return {
    version,
    product,
    options: values.options.map((option, index) => ({
      insurer: option.insurer.trim(),
      limit: option.limit as OptionInput['limit'],
      retention: option.retention as OptionInput['retention'],
      premium: option.premium.trim(),
      fees: option.fees.trim() || '0.00',
      coverages: codes(option.coverages) as NonNullable<OptionInput['coverages']>,
      sublimits: option.sublimits.map((sublimit) => ({
        coverage: sublimit.coverage as NonNullable<OptionInput['sublimits']>[number]['coverage'],
        share: Math.round(percentOf(sublimit.percent) * 100) / 10_000,
      })),
      exclusions: codes(option.exclusions) as NonNullable<OptionInput['exclusions']>,
      subjectivities: option.subjectivities as NonNullable<OptionInput['subjectivities']>,
      retroactive_date: option.retroactive_date || null,
      territorial_scope: option.territorial_scope as OptionInput['territorial_scope'],
      ...(option.insurance_code.trim() ? { insurance_code: option.insurance_code.trim() } : {}),
      validity_days: Number(option.validity_days),
      recommended: String(index) === values.recommended,
    })),
  };
}

type OptionsForm = ReturnType<typeof usePlatformForm<OptionsFormValues>>;

/** Ticks of a list of codes (coverages or exclusions), each named with the words the customer reads. */
function CodeChoice({
  form,
  index,
  name,
  legend,
  all,
  wordsOf,
}: {
  form: OptionsForm;
  index: number;
  name: 'coverages' | 'exclusions';
  legend: string;
  all: readonly string[];
  wordsOf: (code: string) => string;
}) {
  return (
    <fieldset className="ui-choice desk-codes">
      <legend>{legend}</legend>
      {all.map((code) => (
        <label key={code} className="ui-choice__option">
          <input type="checkbox" value={code} {...form.register(`options.${index}.${name}`)} />
          {wordsOf(code)}
        </label>
      ))}
    </fieldset>
  );
}

/** Sublimits: a ticked coverage and its share of the limit, one row each. */
function SublimitRows({ form, index }: { form: OptionsForm; index: number }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rows = useFieldArray({ control: form.control, name: `options.${index}.sublimits` });
  const listError = form.errorText(`options.${index}.sublimits`);
  return (
    <fieldset className="ui-fieldset desk-rows">
      <legend>{text('desk.option.sublimits')}</legend>
      {rows.fields.length === 0 && <p>{text('desk.option.none')}</p>}
      {rows.fields.map((row, at) => (
        <div key={row.id} className="ui-grid">
          <SelectField
            label={text('desk.option.sublimitCoverage', { number: at + 1 })}
            {...form.select(`options.${index}.sublimits.${at}.coverage`)}
            error={form.errorText(`options.${index}.sublimits.${at}.coverage`)}
          >
            {QUOTE_COVERAGES.map((code) => (
              <option key={code} value={code}>
                {text(`terms.coverage.${code}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={text('desk.option.sublimitShare', { number: at + 1 })}
            inputMode="decimal"
            {...form.field(`options.${index}.sublimits.${at}.percent`)}
          />
          <Button variant="secondary" onClick={() => rows.remove(at)}>
            {text('desk.option.removeSublimit', { number: at + 1 })}
          </Button>
        </div>
      ))}
      {listError && <p role="alert">{listError}</p>}
      <Button
        variant="secondary"
        onClick={() =>
          rows.append({
            coverage: codes(form.getValues(`options.${index}.coverages`))[0] ?? QUOTE_COVERAGES[0],
            percent: '',
          })
        }
      >
        {text('desk.option.addSublimit')}
      </Button>
    </fieldset>
  );
}

/** Subjectivities: a condition from the catalogue and when it is due, one row each. */
function SubjectivityRows({ form, index }: { form: OptionsForm; index: number }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rows = useFieldArray({ control: form.control, name: `options.${index}.subjectivities` });
  const listError = form.errorText(`options.${index}.subjectivities`);
  return (
    <fieldset className="ui-fieldset desk-rows">
      <legend>{text('desk.option.subjectivities')}</legend>
      {rows.fields.length === 0 && <p>{text('desk.option.none')}</p>}
      {rows.fields.map((row, at) => (
        <div key={row.id} className="ui-grid">
          <SelectField
            label={text('desk.option.subjectivity', { number: at + 1 })}
            {...form.select(`options.${index}.subjectivities.${at}.code`)}
          >
            {QUOTE_SUBJECTIVITY_CODES.map((code) => (
              <option key={code} value={code}>
                {text(`terms.subjectivity.${code}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={text('desk.option.subjectivityDue', { number: at + 1 })}
            {...form.select(`options.${index}.subjectivities.${at}.due`)}
          >
            {SUBJECTIVITY_DUE_POINTS.map((due) => (
              <option key={due} value={due}>
                {text(`quote.due.${due}`)}
              </option>
            ))}
          </SelectField>
          <Button variant="secondary" onClick={() => rows.remove(at)}>
            {text('desk.option.removeSubjectivity', { number: at + 1 })}
          </Button>
        </div>
      ))}
      {listError && <p role="alert">{listError}</p>}
      <Button
        variant="secondary"
        onClick={() => rows.append({ code: QUOTE_SUBJECTIVITY_CODES[0], due: SUBJECTIVITY_DUE_POINTS[0] })}
      >
        {text('desk.option.addSubjectivity')}
      </Button>
    </fieldset>
  );
}

/**
 * Up to three quote options for a referred product, starting from the engine's suggested prices:
 * insurer, limit, retention, premium, fees, the terms as the customer will read them (coverages
 * and exclusions ticked from the catalogue, sublimits as a share of the limit, conditions with their
 * due point, territorial scope; they start from the product's configured terms), retroactive date,
 * insurance code, validity and the recommended one. Publishing asks for confirmation first.
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
              <SelectField label={text('desk.option.territory')} required {...form.select(name('territorial_scope'))}>
                {TERRITORIAL_SCOPES.map((scope) => (
                  <option key={scope} value={scope}>
                    {text(`terms.scope.${scope}`)}
                  </option>
                ))}
              </SelectField>
              <TextField label={text('desk.option.code')} {...form.field(name('insurance_code'))} />
            </div>
            <CodeChoice
              form={form}
              index={index}
              name="coverages"
              legend={text('desk.option.coverages')}
              all={QUOTE_COVERAGES}
              wordsOf={(code) => text(`terms.coverage.${code}`)}
            />
            <SublimitRows form={form} index={index} />
            <CodeChoice
              form={form}
              index={index}
              name="exclusions"
              legend={text('desk.option.exclusions')}
              all={QUOTE_EXCLUSIONS}
              wordsOf={(code) => text(`terms.exclusion.${code}`)}
            />
            <SubjectivityRows form={form} index={index} />
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
