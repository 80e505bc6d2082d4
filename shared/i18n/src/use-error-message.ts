import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '@platform/domain';
import { languageOfTag } from './locale-tag';

/** What an API failure can be handed over as: its code, or the error body / thrown error carrying it. */
export type ErrorCodeSource = string | { code?: unknown } | null | undefined;

const codeOf = (source: ErrorCodeSource): string | undefined => {
  if (typeof source === 'string') return source;
  if (source && typeof source.code === 'string') return source.code;
  return undefined;
};

/**
 * A function that turns an API error code (or an error carrying one) into the words of the
 * domain error catalogue, in the language of the surrounding IntlProvider. Unknown or absent
 * codes read as the unexpected error ("Há um erro inesperado").
 *
 * @example
 * const errorText = useErrorMessage();
 * toast.push({ status: 'ERROR', text: errorText(apiError) });
 */
export function useErrorMessage(): (source: ErrorCodeSource) => string {
  const { locale } = useIntl();
  const language = languageOfTag(locale);
  return useCallback((source: ErrorCodeSource) => errorMessage(codeOf(source), language), [language]);
}
