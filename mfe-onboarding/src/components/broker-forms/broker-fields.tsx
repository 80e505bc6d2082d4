import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SelectField, TextField } from '@platform/ui';
import { Controller } from '@platform/remote-kit/forms';
import type { FieldSpec } from './field-spec';
import type { BrokerForm } from './use-broker-form';

/** The inputs of a broker form, each with its label, hint and error; values stay as typed. */
export function BrokerFields({ fields, form }: { fields: FieldSpec[]; form: BrokerForm }) {
  return (
    <>
      {fields.map((field) => (
        <BrokerField key={field.name} field={field} form={form} />
      ))}
    </>
  );
}

function BrokerField({ field, form }: { field: FieldSpec; form: BrokerForm }) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage({ id: `brokerField.${field.name}` }, field.labelValues);
  const errorText = form.errorText(field.name);
  const invalid = errorText ? true : undefined;
  const hint = field.hint ? intl.formatMessage({ id: `brokerHint.${field.name}` }) : undefined;
  const errorId = `${id}-error`;
  const errorLine = errorText && (
    <p id={errorId} className="ui-field__error">
      {errorText}
    </p>
  );
  const requiredMark = field.required && (
    <span className="ui-field__required" aria-hidden="true">
      {' *'}
    </span>
  );

  if (field.type === 'select')
    return (
      <SelectField label={label} required={field.required} error={errorText} {...form.select(field.name)}>
        <option value="">{intl.formatMessage({ id: 'brokerForm.choose' })}</option>
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: `brokerOption.${field.name}.${option}` })}
          </option>
        ))}
      </SelectField>
    );

  if (field.type === 'yes-no')
    return (
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: input }) => (
          <fieldset
            className={`ui-field ui-choice${errorText ? ' ui-field--invalid' : ''}`}
            aria-describedby={errorText ? errorId : undefined}
          >
            <legend className="ui-field__label">
              {label}
              {requiredMark}
            </legend>
            {[true, false].map((option) => (
              <label key={String(option)} className="ui-choice__option">
                <input
                  type="radio"
                  name={field.name}
                  ref={option ? input.ref : undefined}
                  checked={input.value === option}
                  onChange={() => input.onChange(option)}
                  onBlur={input.onBlur}
                />{' '}
                {intl.formatMessage({ id: option ? 'brokerForm.yes' : 'brokerForm.no' })}
              </label>
            ))}
            {errorLine}
          </fieldset>
        )}
      />
    );

  if (field.type === 'checkbox')
    return (
      <div className={`ui-field ui-choice${errorText ? ' ui-field--invalid' : ''}`}>
        <label className="ui-choice__option">
          <input
            type="checkbox"
            aria-invalid={invalid}
            aria-describedby={errorText ? errorId : undefined}
            {...form.register(field.name)}
          />{' '}
          {label}
        </label>
        {errorLine}
      </div>
    );

  const { mask } = field;
  return (
    <TextField
      label={label}
      type={field.type}
      required={field.required}
      autoComplete={field.autoComplete}
      inputMode={field.inputMode}
      hint={hint}
      {...form.field(field.name, {
        // Masks rewrite what is typed (tax ids) in place.
        onChange: mask && ((event) => form.setValue(field.name, mask((event.target as HTMLInputElement).value))),
      })}
    />
  );
}
