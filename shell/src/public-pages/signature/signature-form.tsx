import type { InputHTMLAttributes } from 'react';
import type { Language } from '@platform/domain';
import { callApi, isErrorCode } from '../../boot/call-api';
import { useErrorText } from '../../boot/slim-error-texts';
import { TextInput } from '../../boot/slim-fields';
import { useSlimForm } from '../../boot/use-slim-form';
import { fill } from '../slim-parts';
import { problemMessageId, SIGN_FIELDS, signBody, signProblems, type SignField, type SignForm } from './sign-form';
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
  const errorText = useErrorText(language);
  const form = useSlimForm<SignForm, SignField>({
    initial: { code: '', name: '', consent: false },
    fields: SIGN_FIELDS,
    rules: signProblems,
    check: 'sent',
    send: async (values) => {
      await callApi(`${apiBaseUrl}/v3/signatures/${encodeURIComponent(token)}/sign`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signBody(values)),
      });
      onSigned();
    },
  });
  const { values, formError, busy } = form;

  const errorOf = (field: SignField) => {
    const problem = form.problems[field];
    if (!problem) return undefined;
    const id = problemMessageId(problem);
    if (id) return words[id];
    return errorText(isErrorCode(problem.code) ? problem.code : 'VALIDATION_FAILED');
  };

  const textField = (
    field: 'code' | 'name',
    label: string,
    props: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => (
    <TextInput
      {...props}
      ref={form.ref(field)}
      id={`signature-${field}`}
      name={field}
      label={label}
      hint={hint}
      error={errorOf(field)}
      required
      value={values[field]}
      onChange={(event) => form.change(field, event.target.value)}
    />
  );
  const consentError = errorOf('consent');

  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={words['signature.form']}>
      <div className="ui-stack ui-gap-3">
        {formError && (
          <p role="alert" className="ui-form-error">
            {errorText(formError)}
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
              ref={form.ref('consent')}
              type="checkbox"
              name="consent"
              checked={values.consent}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? 'signature-consent-error' : undefined}
              onChange={(event) => form.change('consent', event.target.checked)}
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
