import { createContext, memo, useContext, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  isShown,
  maskTaxId,
  taxIdProblem,
  type AnswerValue,
  type Cell,
  type Question,
  type Row,
  type TaxIdType,
} from '@platform/domain';
import { formatTaxId } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { Button, SelectField, TextAreaField, TextField } from '@platform/ui';
import { accountCurrency, amountOptionText } from '@platform/i18n/questionnaire';
import { MaskedField } from './masked-field';
import './question-field.css';

/** Problems of a question and its parts, by field (`shareholders.list.0.name`): the message to show. */
export type FieldProblems = Readonly<Record<string, string>>;
export const NO_PROBLEMS: FieldProblems = Object.freeze({});

/** The account's tax id type (CNPJ, RFC...): the tax id question asks for it, masks and checks it. */
export const TaxIdTypeContext = createContext<TaxIdType | null>(null);

export interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  /** The answer to `id` changed (the question's own id, or a table cell's). Keep it stable: fields are memoised. */
  onAnswer(id: string, value: AnswerValue): void;
  problems: FieldProblems;
  /** Message id prefix: `ipaf.q.<id>`, or the table's for a column. */
  labelId?: string;
}

const sameProblems = (a: FieldProblems, b: FieldProblems) => {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * A question of the form, redrawn only when its own answer or problems change: typing into one
 * field of a 150-question form repaints that field, not the whole form.
 */
export const MemoQuestionField = memo(
  QuestionField,
  (before, after) =>
    before.question === after.question &&
    before.value === after.value &&
    before.onAnswer === after.onAnswer &&
    before.labelId === after.labelId &&
    sameProblems(before.problems, after.problems),
);

const INPUT_TYPES: Partial<Record<Question['type'], string>> = {
  email: 'email',
};

/** One question of the definition, drawn by its answer type; the value is kept as the person typed it. */
export function QuestionField({ question, value, onAnswer, problems, labelId }: QuestionFieldProps) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const currency = accountCurrency(useContext(TaxIdTypeContext), locale);
  const messageId = labelId ?? `ipaf.q.${question.id}`;
  // A money answer is in the account's currency: its label says which (the mask writes the number only).
  const label = `${intl.formatMessage({ id: messageId })}${question.type === 'money' ? ` (${currency})` : ''}`;
  const option = (name: string) =>
    amountOptionText(intl, question, name, currency, locale) ?? intl.formatMessage({ id: `${messageId}.${name}` });
  const error = problems[question.id];
  const onChange = (answer: AnswerValue) => onAnswer(question.id, answer);
  const common = { label, required: question.required, error, name: question.id, 'data-question': question.id };

  switch (question.type) {
    case 'yes_no':
      return (
        <Choice legend={label} required={question.required} error={error} question={question.id} inline>
          {[true, false].map((answer) => (
            <label key={String(answer)} className="ui-choice__option">
              <input type="radio" name={question.id} checked={value === answer} onChange={() => onChange(answer)} />
              {intl.formatMessage({ id: answer ? 'ipaf.onePage.yes' : 'ipaf.onePage.no' })}
            </label>
          ))}
        </Choice>
      );
    case 'single_choice':
      return (
        <SelectField
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{intl.formatMessage({ id: 'ipaf.onePage.choose' })}</option>
          {question.options?.map((name) => (
            <option key={name} value={name}>
              {option(name)}
            </option>
          ))}
        </SelectField>
      );
    case 'multiple_choice': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Choice legend={label} required={question.required} error={error} question={question.id}>
          {question.options?.map((name) => (
            <label key={name} className="ui-choice__option">
              <input
                type="checkbox"
                checked={chosen.includes(name)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...chosen, name] : chosen.filter((item) => item !== name))
                }
              />
              {option(name)}
            </label>
          ))}
        </Choice>
      );
    }
    case 'long_text':
      return (
        <TextAreaField
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'urls':
      return <UrlList question={question} value={value} onChange={onChange} problems={problems} label={label} />;
    case 'table':
      return <TableRows question={question} value={value} onChange={onChange} problems={problems} label={label} />;
    case 'tax_id':
      return <TaxIdField question={question} value={value} onChange={onChange} problems={problems} label={label} />;
    case 'money':
    case 'date':
      return <MaskedField {...common} type={question.type} value={value} onAnswer={onChange} />;
    case 'number':
      return (
        <MaskedField
          {...common}
          type={question.unit === 'percent' ? 'percent' : 'integer'}
          value={value}
          onAnswer={onChange}
        />
      );
    default: {
      if (question.mask === 'postal_code')
        return <MaskedField {...common} type="postal_code" value={value} onAnswer={onChange} />;
      const text = value === null || value === undefined ? '' : String(value);
      return (
        <TextField
          {...common}
          type={INPUT_TYPES[question.type] ?? 'text'}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
  }
}

function Choice({
  legend,
  required,
  error,
  question,
  inline = false,
  children,
}: {
  legend: string;
  required?: boolean;
  error?: string;
  question: string;
  /** Two short options (yes / no) side by side rather than one under the other. */
  inline?: boolean;
  children: React.ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={`ui-choice ui-field${inline ? ' ipaf-choice--inline' : ''}${error ? ' ui-field--invalid' : ''}`}
      data-question={question}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="ui-field__label">
        {legend}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {children}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type ListProps = Pick<QuestionFieldProps, 'question' | 'value' | 'problems'> & {
  label: string;
  onChange(value: AnswerValue): void;
};

const TAX_ID_EXAMPLES: Partial<Record<TaxIdType, string>> = {
  CNPJ: '11.222.333/0001-81',
  CPF: '123.456.789-09',
  RFC: 'GODE561231GR8',
  CURP: 'GODE561231HDFRRN09',
  EIN: '12-3456789',
  SSN: '123-45-6789',
};

/**
 * The tax id of the account's type: named in the label (CNPJ, RFC...), masked as it is typed, and
 * checked when the person leaves the field with the catalogue's message (the API checks it again).
 */
function TaxIdField({ question, value, onChange, problems, label }: ListProps) {
  const intl = useIntl();
  const type = useContext(TaxIdTypeContext);
  const [left, setLeft] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const invalid = left && type && text.trim() !== '' && taxIdProblem(type, text) === 'INVALID_TAX_ID';
  const example = type ? TAX_ID_EXAMPLES[type] : undefined;
  return (
    <TextField
      label={type ? intl.formatMessage({ id: 'ipaf.onePage.taxId' }, { type }) : label}
      name={question.id}
      data-question={question.id}
      required={question.required}
      hint={example ? intl.formatMessage({ id: 'ipaf.onePage.taxId.example' }, { example }) : undefined}
      error={problems[question.id] ?? (invalid ? intl.formatMessage({ id: 'error.INVALID_TAX_ID' }) : undefined)}
      autoCapitalize="characters"
      spellCheck={false}
      // As its country writes it, also an answer that came unmasked (prefilled from the profile).
      value={type ? formatTaxId(type, text) : text}
      onBlur={() => setLeft(true)}
      onChange={(event) => {
        setLeft(false);
        onChange(type ? maskTaxId(type, event.target.value) : event.target.value);
      }}
    />
  );
}

/** "More URLs can be added": one field per address. */
function UrlList({ question, value, onChange, problems, label }: ListProps) {
  const intl = useIntl();
  const urls = Array.isArray(value) && value.length ? (value as string[]) : [''];
  return (
    <fieldset className="ipaf-list" data-question={question.id}>
      <legend>{label}</legend>
      {urls.map((url, index) => (
        <div key={index} className="ipaf-row">
          <TextField
            label={intl.formatMessage({ id: 'ipaf.onePage.website' }, { n: index + 1 })}
            type="url"
            inputMode="url"
            value={url}
            required={question.required && index === 0}
            error={problems[`${question.id}.${index}`]}
            onChange={(event) => onChange(urls.map((item, i) => (i === index ? event.target.value : item)))}
          />
          {urls.length > 1 && (
            <Button variant="secondary" onClick={() => onChange(urls.filter((_, i) => i !== index))}>
              {intl.formatMessage({ id: 'ipaf.onePage.remove' })}
            </Button>
          )}
        </div>
      ))}
      {urls.length < (question.max ?? 5) && (
        <Button variant="secondary" onClick={() => onChange([...urls, ''])}>
          {intl.formatMessage({ id: 'ipaf.onePage.addWebsite' })}
        </Button>
      )}
      {problems[question.id] && <p className="ui-field__error">{problems[question.id]}</p>}
    </fieldset>
  );
}

/** A list of rows (shareholders, key persons...), each with the table's columns. */
function TableRows({ question, value, onChange, problems, label }: ListProps) {
  const intl = useIntl();
  const rows = Array.isArray(value) ? (value as Row[]) : [];
  const emptyRow = (): Row => Object.fromEntries((question.columns ?? []).map((column) => [column.id, null]));
  const setCell = (index: number, column: string, cell: Cell) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [column]: cell } : row)));
  return (
    <fieldset className="ipaf-list" data-question={question.id}>
      <legend>{label}</legend>
      {rows.map((row, index) => (
        <div key={index} className="ipaf-table-row" role="group" aria-label={`${label} ${index + 1}`}>
          {(question.columns ?? [])
            .filter((column) => isShown(column, row))
            .map((column) => (
              <QuestionField
                key={column.id}
                question={{ ...column, id: `${question.id}.${index}.${column.id}` }}
                labelId={`ipaf.q.${question.id}.${column.id}`}
                value={row[column.id] ?? null}
                onAnswer={(_, cell) => setCell(index, column.id, cell as Cell)}
                problems={problems}
              />
            ))}
          <Button variant="secondary" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            {intl.formatMessage({ id: 'ipaf.onePage.removeRow' })}
          </Button>
        </div>
      ))}
      {rows.length < (question.max ?? 50) && (
        <Button variant="secondary" onClick={() => onChange([...rows, emptyRow()])}>
          {intl.formatMessage({ id: 'ipaf.onePage.addRow' })}
        </Button>
      )}
      {problems[question.id] && <p className="ui-field__error">{problems[question.id]}</p>}
    </fieldset>
  );
}
