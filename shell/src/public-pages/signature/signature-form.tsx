import { useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { ErrorCode, FieldProblem, Language } from '@platform/domain';
import { ERROR_MESSAGES } from '@platform/domain/error-messages';
import { callApi, isErrorCode, RequestRefused } from '../../boot/call-api';
import { TextInput } from '../../boot/slim-fields';
import { fill } from '../slim-parts';
import { problemMessageId, refusalOnFields, signBody, signProblems, type SignField, type SignForm } from './sign-form';
import { SIGNATURE_MESSAGES } from './signature-messages';

/**
 * The signing form: the mailed code, the typed name and the consent, checked before sending; a
 * refusal of the API is shown on the field it names, else as the form's alert (the catalogue's
 * words), and nothing typed is cleared.
 */
export function SignatureForm({
  token,
  apiBaseUrl,
  signerName,
  language,
  onSigned,
}: {
  token: string;
  apiBaseUrl: string;
  signerName: string;
  language: Language;
  onSigned: () => void;
}) {
  const words = SIGNATURE_MESSAGES[language];
  const [values, setValues] = useState<SignForm>({ code: '', name: '', consent: false });
  const [problems, setProblems] = useState<FieldProblem[] | null>(null);
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = {
    code: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    consent: useRef<HTMLInputElement>(null),
  };

  const errorOf = (field: SignField) => {
    const problem = problems?.find((entry) => entry.field === field);
    if (!problem) return undefined;
    const id = problemMessageId(problem);
    if (id) return words[id];
    return ERROR_MESSAGES[isErrorCode(problem.code) ? problem.code : 'VALIDATION_FAILED'][language];
  };
  const change = <F extends SignField>(field: F, value: SignForm[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the person has tried to sign, the messages follow what is typed.
    if (problems) setProblems(signProblems(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = signProblems(values);
    setProblems(found);
    setFormError(null);
    if (found[0]) return inputs[found[0].field as SignField].current?.focus();
    setBusy(true);
    try {
      await callApi(`${apiBaseUrl}/v3/signatures/${encodeURIComponent(token)}/sign`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signBody(values)),
      });
      onSigned();
    } catch (failure) {
      const onFields = failure instanceof RequestRefused ? refusalOnFields(failure.details) : [];
      if (onFields[0]) {
        setProblems(onFields);
        inputs[onFields[0].field as SignField].current?.focus();
      } else setFormError(failure instanceof RequestRefused ? failure.code : 'UNEXPECTED_ERROR');
    } finally {
      setBusy(false);
    }
  };

  const textField = (
    field: 'code' | 'name',
    label: string,
    props: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => (
    <TextInput
      {...props}
      ref={inputs[field]}
      id={`signature-${field}`}
      name={field}
      label={label}
      hint={hint}
      error={errorOf(field)}
      required
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
    />
  );
  const consentError = errorOf('consent');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={words['signature.form']}>
      <div className="ui-stack ui-gap-3">
        {formError && (
          <p role="alert" className="ui-form-error">
            {ERROR_MESSAGES[formError][language]}
          </p>
        )}
        {textField('code', words['signature.code'], {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: 6,
        })}
        {textField(
          'name',
          words['signature.name'],
          { autoComplete: 'name' },
          fill(words['signature.nameHint'], { name: signerName }),
        )}
        <div className={consentError ? 'ui-field ui-field--invalid' : 'ui-field'}>
          <label>
            <input
              ref={inputs.consent}
              type="checkbox"
              name="consent"
              checked={values.consent}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? 'signature-consent-error' : undefined}
              onChange={(event) => change('consent', event.target.checked)}
            />{' '}
            {words['signature.consent']}
          </label>
          {consentError && (
            <p id="signature-consent-error" className="ui-field__error">
              {consentError}
            </p>
          )}
        </div>
        <p>
          <button
            type="submit"
            className="ui-button ui-button--primary"
            aria-busy={busy || undefined}
            aria-disabled={busy || undefined}
          >
            {busy && <span className="ui-button__spinner" aria-hidden="true" />}
            {words['signature.sign']}
          </button>
        </p>
      </div>
    </form>
  );
}
