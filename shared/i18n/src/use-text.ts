import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type TextValues = Record<string, string | number>;

/**
 * The screen's words by id in the reader's language, for the many places that only look a text
 * up: `const text = useText(); text('quote.title', { product })`. Dates, numbers and money go
 * through the formatters (./formatters), never through a message.
 */
export function useText() {
  const intl = useIntl();
  return useCallback((id: string, values?: TextValues) => intl.formatMessage({ id }, values), [intl]);
}
