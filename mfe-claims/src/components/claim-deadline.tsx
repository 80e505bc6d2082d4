import { FormattedMessage, useIntl } from 'react-intl';
import { Tooltip } from '@platform/ui';
import { formatDate } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';

/** The legal deadline to decide (insurance-model.md section 3) and the days left, or how late it is. */
export function ClaimDeadline({
  due,
  daysLeft,
  compact = false,
}: {
  due: string | null;
  daysLeft: number | null;
  compact?: boolean;
}) {
  const { locale } = usePlatform();
  const intl = useIntl();
  if (!due) return null;
  if (daysLeft === null) return compact ? <FormattedMessage id="claims.ops.decided" /> : <>{formatDate(due, locale)}</>;
  const values = { due: formatDate(due, locale), days: Math.abs(daysLeft) };
  // The compact chip ("12 dias") says what it counts in a tooltip, on hover and on keyboard focus.
  if (compact)
    return (
      <Tooltip content={intl.formatMessage({ id: 'claims.ops.deadlineHint' }, values)}>
        <span
          className={['ui-chip-hint', daysLeft < 0 ? 'ui-text--danger' : ''].filter(Boolean).join(' ')}
          tabIndex={0}
        >
          <FormattedMessage id={daysLeft < 0 ? 'claims.ops.overdue' : 'claims.ops.daysLeft'} values={values} />
        </span>
      </Tooltip>
    );
  return <FormattedMessage id={daysLeft < 0 ? 'claims.detail.overdue' : 'claims.detail.daysLeft'} values={values} />;
}
