import {
  maskTaxId,
  SIGN_UP_FIELDS,
  signUpProblems,
  type SignUpField,
  type SignUpKind,
  type SignUpValues,
  type TaxIdType,
} from '@platform/domain/sign-up';
import { useSlimForm } from './use-slim-form';

/**
 * The slim sign-up form's state, as onboarding's form (react-hook-form, `onTouched`) behaves: a
 * field is checked with the shared rule once left, then as it is typed (`useSlimForm`).
 */
export function useSlimSignUpForm(
  kind: SignUpKind,
  initial: SignUpValues,
  send: (values: SignUpValues) => Promise<void>,
) {
  const form = useSlimForm<SignUpValues, SignUpField>({
    initial,
    fields: SIGN_UP_FIELDS,
    rules: signUpProblems(kind),
    check: 'touched',
    send,
  });

  /** The same digits, masked for the new type, and checked again when there are any. */
  const chooseTaxIdType = (type: TaxIdType) => {
    const next = form.update({ taxIdType: type, taxId: maskTaxId(type, form.values.taxId) });
    if (form.values.taxId !== '') form.checkField('taxId', next);
  };

  /** What a control needs: its value, its leave handler, and its ref for the focus. */
  const control = (field: Exclude<SignUpField, 'termsAccepted'>) => ({
    name: field,
    value: form.values[field],
    ref: form.ref(field),
    onBlur: () => form.leave(field),
  });

  return { ...form, chooseTaxIdType, control };
}
