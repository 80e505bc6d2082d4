import type { FieldProblem } from '@platform/domain';
import { usePlatformForm } from '@platform/remote-kit/forms';
import type { FormValues } from './field-spec';

/** The broker forms' own words for an empty or malformed field; the catalogue's for the rest. */
const brokerMessage = ({ code }: FieldProblem) =>
  code === 'REQUIRED'
    ? 'brokerForm.required'
    : code === 'INVALID' || code === 'VALIDATION_FAILED'
      ? 'brokerForm.invalid'
      : undefined;

/**
 * A broker form: the platform form over a section's values and its shared rule. The API names
 * nested fields (`address.city`); the form holds one section, so the last part is the field.
 */
export const useBrokerForm = (initial: FormValues, rules: (values: FormValues) => FieldProblem[]) =>
  usePlatformForm<FormValues>({
    defaultValues: initial,
    rules,
    messageFor: brokerMessage,
    fieldOf: (apiField) => apiField.split('.').at(-1),
  });

export type BrokerForm = ReturnType<typeof useBrokerForm>;
