import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@platform/ui';
import { messageIdFor, type FieldErrors, type FieldSpec, type FormValue, type FormValues } from './field-spec';

interface BrokerFieldsProps {
  fields: FieldSpec[];
  values: FormValues;
  errors: FieldErrors;
  onChange: (name: string, value: FormValue) => void;
}

/** The inputs of a broker form, each with its label, hint and error; values stay as typed. */
export function BrokerFields({ fields, values, errors, onChange }: BrokerFieldsProps) {
  return (
    <>
      {fields.map((field) => (
        <BrokerField
          key={field.name}
          field={field}
          value={values[field.name] ?? null}
          error={errors[field.name]}
          onChange={onChange}
        />
      ))}
    </>
  );
}

function BrokerField({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldSpec;
  value: FormValue;
  error?: FieldErrors[string];
  onChange: BrokerFieldsProps['onChange'];
}) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage({ id: `brokerField.${field.name}` }, field.labelValues);
  const errorText = error ? intl.formatMessage({ id: messageIdFor(error) }) : undefined;
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
      <div className={`ui-field${error ? ' ui-field--invalid' : ''}`}>
        <label className="ui-field__label" htmlFor={id}>
          {label}
          {requiredMark}
        </label>
        <select
          id={id}
          name={field.name}
          className="ui-field__input"
          value={typeof value === 'string' ? value : ''}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
          onChange={(event) => onChange(field.name, event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'brokerForm.choose' })}</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: `brokerOption.${field.name}.${option}` })}
            </option>
          ))}
        </select>
        {errorLine}
      </div>
    );

  if (field.type === 'yes-no')
    return (
      <fieldset
        className={`ui-field ui-choice${error ? ' ui-field--invalid' : ''}`}
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
              checked={value === option}
              onChange={() => onChange(field.name, option)}
            />{' '}
            {intl.formatMessage({ id: option ? 'brokerForm.yes' : 'brokerForm.no' })}
          </label>
        ))}
        {errorLine}
      </fieldset>
    );

  if (field.type === 'checkbox')
    return (
      <div className={`ui-field ui-choice${error ? ' ui-field--invalid' : ''}`}>
        <label className="ui-choice__option">
          <input
            type="checkbox"
            name={field.name}
            checked={value === true}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorText ? errorId : undefined}
            onChange={(event) => onChange(field.name, event.target.checked)}
          />{' '}
          {label}
        </label>
        {errorLine}
      </div>
    );

  return (
    <TextField
      label={label}
      name={field.name}
      type={field.type}
      required={field.required}
      autoComplete={field.autoComplete}
      inputMode={field.inputMode}
      hint={hint}
      value={typeof value === 'string' ? value : ''}
      error={errorText}
      onChange={(event) => onChange(field.name, field.mask ? field.mask(event.target.value) : event.target.value)}
    />
  );
}
