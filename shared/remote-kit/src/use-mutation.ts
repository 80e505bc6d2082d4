import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  useMutation as useQueryMutation,
  type DefaultError,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { errorCodeOf } from '@platform/api-client';
import { usePlatform } from './platform-context';

/** Refusals a screen has shown in place (the platform form's submit claims those it puts on the page). */
const claimed = new WeakSet<object>();

/** Says that the screen shows this refusal itself, so the kit does not show it again. */
export function claimRefusal(error: unknown): void {
  if (error !== null && typeof error === 'object') claimed.add(error);
}

export interface PlatformMutationOptions<TData, TError, TVariables, TContext> extends UseMutationOptions<
  TData,
  TError,
  TVariables,
  TContext
> {
  /**
   * 'screen': the screen renders this mutation's refusal itself (from `mutation.error`), and a test of
   * that screen proves it (listed in scripts/every-mutation-shows-refusals.test.ts). Left out, the kit
   * shows every refusal nobody claimed.
   */
  refusalShownBy?: 'screen';
}

/**
 * TanStack Query's `useMutation`, with the platform's rule that no refusal is swallowed: a refusal
 * that the screen did not claim (`claimRefusal`, which the platform form's submit calls for every
 * refusal it shows) by the time the caller's own handling has run is shown as an error toast with
 * its catalogue text (`ui:background-error`), in the user's language.
 */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>({
  refusalShownBy,
  ...options
}: PlatformMutationOptions<TData, TError, TVariables, TContext>): UseMutationResult<
  TData,
  TError,
  TVariables,
  TContext
> {
  const { eventBus } = usePlatform();
  const intl = useIntl();
  const mutation = useQueryMutation<TData, TError, TVariables, TContext>(options);
  // Read when a refusal comes, so a language switch meanwhile is honoured without new callbacks.
  const now = useRef({ intl, refusalShownBy });
  now.current = { intl, refusalShownBy };

  const { mutateAsync: runAsync } = mutation;
  const mutateAsync: UseMutateAsyncFunction<TData, TError, TVariables, TContext> = useCallback(
    (...args) =>
      runAsync(...args).catch((error: unknown) => {
        // The rejection reaches the caller's catch in this task's microtasks; whatever it claims is
        // claimed before the next task, when the rest is shown.
        if (!now.current.refusalShownBy)
          setTimeout(() => {
            if (claimed.has(error as object)) return;
            const code = errorCodeOf(error);
            const words = now.current.intl;
            eventBus.emit('ui:background-error', {
              title: words.formatMessage({ id: 'form.refused' }),
              detail: words.formatMessage({ id: `error.${code}` }),
              code,
            });
          }, 0);
        throw error;
      }),
    [runAsync, eventBus],
  );
  const mutate: UseMutateFunction<TData, TError, TVariables, TContext> = useCallback(
    (...args) => {
      mutateAsync(...args).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
