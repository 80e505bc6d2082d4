import { useRef, useState, type FormEvent } from 'react';
import type { ErrorCode, FieldProblem } from '@platform/domain';
import {
  maskTaxId,
  SIGN_UP_FIELDS,
  signUpProblems,
  type SignUpField,
  type SignUpKind,
  type SignUpValues,
  type TaxIdType,
} from '@platform/domain/sign-up';
import { codeOf, RequestRefused } from './call-api';

type Problems = Partial<Record<SignUpField, FieldProblem>>;

const isSignUpField = (field: string): field is SignUpField => (SIGN_UP_FIELDS as readonly string[]).includes(field);

/** The first problem of each field, as the rules order them. */
const byField = (problems: readonly FieldProblem[]): Problems =>
  problems.reduceRight<Problems>((found, problem) => ({ ...found, [problem.field]: problem }), {});

/**
 * The slim sign-up form's state, as onboarding's form (react-hook-form, `onTouched`) behaves: a
 * field is checked with the shared rule once left, then as it is typed; the submit checks every
 * field and focuses the first invalid one; the API's field refusals go under their fields, any
 * other refusal to the form's alert; nothing typed is ever cleared.
 */
export function useSlimSignUpForm(
  kind: SignUpKind,
  initial: SignUpValues,
  send: (values: SignUpValues) => Promise<void>,
) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const touched = useRef(new Set<SignUpField>());
  const controls = useRef<Partial<Record<SignUpField, HTMLInputElement | null>>>({});
  const rules = signUpProblems(kind);

  const check = (field: SignUpField, next: SignUpValues) => {
    const found = rules(next).find((problem) => problem.field === field);
    setProblems((current) => {
      const { [field]: _dropped, ...others } = current;
      return found ? { ...others, [field]: found } : others;
    });
  };

  const change = <F extends keyof SignUpValues>(field: F, value: SignUpValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (isSignUpField(field) && touched.current.has(field)) check(field, next);
  };

  const leave = (field: SignUpField) => {
    touched.current.add(field);
    check(field, values);
  };

  /** The same digits, masked for the new type, and checked again when there are any. */
  const chooseTaxIdType = (type: TaxIdType) => {
    const next = { ...values, taxIdType: type, taxId: maskTaxId(type, values.taxId) };
    setValues(next);
    if (values.taxId !== '') check('taxId', next);
  };

  const focusFirst = (found: Problems) => {
    const first = SIGN_UP_FIELDS.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  };

  const refuse = (failure: unknown) => {
    const onFields =
      failure instanceof RequestRefused ? failure.details.filter(({ field }) => isSignUpField(field)) : [];
    const found = byField(onFields);
    setProblems((current) => ({ ...current, ...found }));
    // A refusal that names a field says it there; the alert is for the rest.
    setFormError(onFields.length ? null : codeOf(failure));
    focusFirst(found);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    SIGN_UP_FIELDS.forEach((field) => touched.current.add(field));
    const found = byField(rules(values));
    setProblems(found);
    setFormError(null);
    if (Object.keys(found).length) return focusFirst(found);
    setBusy(true);
    try {
      // On success the page is left: the button stays busy until it is.
      await send(values);
    } catch (failure) {
      refuse(failure);
      setBusy(false);
    }
  };

  /** What a control needs: its value, change and leave handlers, and its ref for the focus. */
  const control = (field: Exclude<SignUpField, 'termsAccepted'>) => ({
    name: field,
    value: values[field],
    ref: (element: HTMLInputElement | null) => {
      controls.current[field] = element;
    },
    onBlur: () => leave(field),
  });

  return { values, problems, formError, busy, change, leave, chooseTaxIdType, submit, control, controls };
}
