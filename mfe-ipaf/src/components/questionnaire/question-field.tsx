import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isShown, type AnswerValue, type Cell, type Question, type Row } from '@platform/domain';
import { Button, SelectField, TextAreaField, TextField } from '@platform/ui';

export interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  onChange(value: AnswerValue): void;
  /** Problems of this question and its parts, by field (`shareholders.list.0.name`). */
  problemOf(field: string): string | undefined;
  /** Message id prefix: `ipaf.q.<id>`, or the table's for a column. */
  labelId?: string;
}

const INPUT_TYPES: Partial<Record<Question['type'], string>> = {
  number: 'number',
  money: 'text',
  date: 'date',
  email: 'email',
};

/** One question of the definition, drawn by its answer type; the value is kept as the person typed it. */
export function QuestionField({ question, value, onChange, problemOf, labelId }: QuestionFieldProps) {
  const intl = useIntl();
  const messageId = labelId ?? `ipaf.q.${question.id}`;
  const label = intl.formatMessage({ id: messageId });
  const option = (name: string) => intl.formatMessage({ id: `${messageId}.${name}` });
  const error = problemOf(question.id);
  const common = { label, required: question.required, error, name: question.id, 'data-question': question.id };

  switch (question.type) {
    case 'yes_no':
      return (
        <Choice legend={label} required={question.required} error={error} question={question.id}>
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
      return <UrlList question={question} value={value} onChange={onChange} problemOf={problemOf} label={label} />;
    case 'table':
      return <TableRows question={question} value={value} onChange={onChange} problemOf={problemOf} label={label} />;
    default: {
      const text = value === null || value === undefined ? '' : String(value);
      return (
        <TextField
          {...common}
          type={INPUT_TYPES[question.type] ?? 'text'}
          inputMode={question.type === 'money' ? 'decimal' : undefined}
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            onChange(question.type === 'number' ? (typed === '' ? null : Number(typed)) : typed);
          }}
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
  children,
}: {
  legend: string;
  required?: boolean;
  error?: string;
  question: string;
  children: React.ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={`ui-choice ui-field${error ? ' ui-field--invalid' : ''}`}
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

type ListProps = Omit<QuestionFieldProps, 'labelId'> & { label: string };

/** "More URLs can be added": one field per address. */
function UrlList({ question, value, onChange, problemOf, label }: ListProps) {
  const intl = useIntl();
  const urls = Array.isArray(value) && value.length ? (value as string[]) : [''];
  return (
    <fieldset className="ui-fieldset" data-question={question.id}>
      <legend>{label}</legend>
      {urls.map((url, index) => (
        <div key={index} className="ipaf-row">
          <TextField
            label={intl.formatMessage({ id: 'ipaf.onePage.website' }, { n: index + 1 })}
            type="url"
            inputMode="url"
            value={url}
            required={question.required && index === 0}
            error={problemOf(`${question.id}.${index}`)}
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
      {problemOf(question.id) && <p className="ui-field__error">{problemOf(question.id)}</p>}
    </fieldset>
  );
}

/** A list of rows (shareholders, key persons...), each with the table's columns. */
function TableRows({ question, value, onChange, problemOf, label }: ListProps) {
  const intl = useIntl();
  const rows = Array.isArray(value) ? (value as Row[]) : [];
  const emptyRow = (): Row => Object.fromEntries((question.columns ?? []).map((column) => [column.id, null]));
  const setCell = (index: number, column: string, cell: Cell) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [column]: cell } : row)));
  return (
    <fieldset className="ui-fieldset" data-question={question.id}>
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
                onChange={(cell) => setCell(index, column.id, cell as Cell)}
                problemOf={problemOf}
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
      {problemOf(question.id) && <p className="ui-field__error">{problemOf(question.id)}</p>}
    </fieldset>
  );
}
