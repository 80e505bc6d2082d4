import type { IntlShape } from 'react-intl';
import { ApiRequestError } from '@platform/api-client';

/**
 * Turns an API refusal into one catalogue message per field (details[].field) plus a message for
 * the whole form when nothing points at a field. Required-field details use the form's own texts.
 */
export function apiFieldErrors(
  error: unknown,
  intl: IntlShape,
  requiredText: (field: string) => string,
): { fields: Record<string, string>; form: string | null } {
  if (!(error instanceof ApiRequestError))
    return { fields: {}, form: intl.formatMessage({ id: 'error.UNEXPECTED_ERROR' }) };
  const fields: Record<string, string> = {};
  for (const detail of error.details ?? []) {
    if (!detail.field || fields[detail.field]) continue;
    fields[detail.field] =
      detail.code && detail.code !== 'VALIDATION_FAILED'
        ? intl.formatMessage({ id: `error.${detail.code}` })
        : requiredText(detail.field);
  }
  return { fields, form: Object.keys(fields).length ? null : intl.formatMessage({ id: `error.${error.code}` }) };
}
