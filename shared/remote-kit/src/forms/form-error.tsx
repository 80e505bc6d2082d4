import { useIntl } from 'react-intl';
import type { ErrorCode } from '@platform/domain';

/** The catalogue text for a refused form, announced to screen readers. */
export function FormError({ code }: { code: ErrorCode | null }) {
  const intl = useIntl();
  if (!code) return null;
  return (
    <p role="alert" className="ui-form-error">
      {intl.formatMessage({ id: `error.${code}` })}
    </p>
  );
}
