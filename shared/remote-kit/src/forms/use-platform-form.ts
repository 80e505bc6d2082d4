import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  get,
  useForm,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
} from 'react-hook-form';
import { errorCodeOf } from '@platform/api-client';
import type { ErrorCode, FieldProblem } from '@platform/domain';
import { domainRulesResolver, leaves, messageIdOf, serverFieldProblems, type ProblemMessage } from './field-problems';
// Through the kit's entry, not relative paths: this file is bundled in `@platform/remote-kit/forms`,
// a shared module of its own, and must read the one kit's leave guard and refusal claims.
import { claimRefusal, useLeaveGuard } from '@platform/remote-kit';

export interface PlatformFormOptions<T extends FieldValues> extends Omit<UseFormProps<T>, 'resolver'> {
  /** The shared rule of `@platform/domain` for these values (the API runs the same one). */
  rules?: (values: T) => readonly FieldProblem[];
  /** The form's own message id for a problem ("name is required"); the catalogue's otherwise. */
  messageFor?: ProblemMessage;
  /** The form's field for a field the API names (`address.city` -> `city`); the same name by default. */
  fieldOf?: (apiField: string) => string | undefined;
  /** For a 409 with `current`: the resource as it stands now, read as form values. */
  fromCurrent?: (current: unknown) => Partial<T>;
  /** Ask before leaving with unsaved changes (default). Off for forms nobody would miss (sign-in). */
  warnOnLeave?: boolean;
}

/**
 * The platform's form: react-hook-form with the shared rules of `@platform/domain` as resolver,
 * messages from the catalogue in the user's language, the API's field errors (400, 409, 413...)
 * put on their fields, focus on the first invalid field, the leave guard while unsaved, and a
 * version conflict (409 STALE_VERSION with `current`) shown on each field someone else changed.
 */
export function usePlatformForm<T extends FieldValues>({
  rules,
  messageFor,
  fieldOf,
  fromCurrent,
  warnOnLeave = true,
  ...options
}: PlatformFormOptions<T>) {
  const intl = useIntl();
  const form = useForm<T>({
    shouldFocusError: true,
    ...options,
    resolver: rules && domainRulesResolver(rules, messageFor),
  });
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const theirs = useRef<Record<string, unknown>>({});
  const guard = useLeaveGuard(warnOnLeave && form.formState.isDirty);

  /** The text of a field's error, in the user's language; undefined when the field is fine. */
  const errorText = (name: string): string | undefined => {
    const error = get(form.formState.errors, name) as { message?: string; type?: string } | undefined;
    if (!error?.message) return undefined;
    return intl.formatMessage({ id: error.message }, { value: String(theirs.current[name] ?? '') });
  };

  /** `register` plus the field's error text: spread onto a `@platform/ui` field. */
  const field = <N extends FieldPath<T>>(name: N, registerOptions?: RegisterOptions<T, N>) => ({
    ...form.register(name, registerOptions),
    error: errorText(name),
  });

  /** `register` for a `<select>`, with the starting value as `defaultValue` so React selects it on the first render. */
  const select = <N extends FieldPath<T>>(name: N) => ({
    ...form.register(name),
    defaultValue: get(form.formState.defaultValues, name) as string | undefined,
  });

  const refuse = (error: unknown, sent: T) => {
    const code = errorCodeOf(error);
    const problems = serverFieldProblems(error, fieldOf);
    const conflicts = code === 'STALE_VERSION' ? changedMeanwhile(error, sent) : [];
    theirs.current = Object.fromEntries(conflicts);
    [...problems.map((p) => [p.field, p.code] as const), ...conflicts.map(([f]) => [f, code] as const)].forEach(
      ([name, type], index) =>
        form.setError(
          name as FieldPath<T>,
          {
            type,
            message:
              type === 'STALE_VERSION'
                ? 'form.changedMeanwhile'
                : (messageFor?.({ field: name, code: type }) ?? messageIdOf({ field: name, code: type })),
          },
          { shouldFocus: index === 0 },
        ),
    );
    // A refusal that names a field says it there; the alert is for the rest (and for conflicts).
    setFormError(problems.length && !conflicts.length ? null : code);
  };

  /** The fields whose value on the server is not the one this form started from: someone else changed them. */
  const changedMeanwhile = (error: unknown, sent: T): [string, unknown][] => {
    const current = (error as { current?: unknown }).current;
    if (current === undefined || !fromCurrent) return [];
    const loaded = form.formState.defaultValues;
    return leaves(fromCurrent(current)).filter(
      ([name, value]) => value !== get(loaded, name) && value !== get(sent, name),
    );
  };

  /**
   * The submit handler: runs the rules, then `send` with the values. What `send` returns (the
   * saved values) becomes the form's new starting point; a refusal is put on the fields.
   */
  const submit = (send: (values: T) => Promise<T | void> | T | void) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      theirs.current = {};
      // A save may navigate away as soon as it is done; the guard must already be off.
      guard.release();
      try {
        const result = await send(values);
        form.reset(result ?? values);
      } catch (error) {
        guard.hold();
        refuse(error, values);
        // On its fields or in FormError: the kit's mutation need not show it again.
        claimRefusal(error);
      }
    });

  return { ...form, field, select, errorText, submit, formError, setFormError, busy: form.formState.isSubmitting };
}
