import { useRef, useState, type FormEvent } from 'react';
import { errorCodeOf } from '@platform/api-client';
import type { FieldProblem } from '@platform/domain';
import { apiFieldErrors, toFieldErrors, type FieldErrors, type FormValue, type FormValues } from './field-spec';

/**
 * State of a broker form: values as typed (never cleared by an error), field errors from the
 * shared rules before sending and from the API after, one form-level catalogue code, busy flag.
 */
export function useBrokerForm(
  initial: FormValues,
  check: (values: FormValues) => FieldProblem[],
  send: (values: FormValues) => Promise<void>,
) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .ui-field--invalid input')?.focus(),
    );

  const onChange = (name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The problem is gone once the user changes the field; it comes back on the next submit if not fixed.
    setErrors((current) =>
      name in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) : current,
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = toFieldErrors(check(values));
    setErrors(problems);
    if (Object.keys(problems).length) return focusFirstInvalid();
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        focusFirstInvalid();
      }
      setFormError(errorCodeOf(error));
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, formError, busy, onChange, onSubmit, formRef, setValues };
}
