import { FormattedMessage } from 'react-intl';
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
  if (!due) return null;
  if (daysLeft === null) return compact ? <FormattedMessage id="claims.ops.decided" /> : <>{formatDate(due, locale)}</>;
  const values = { due: formatDate(due, locale), days: Math.abs(daysLeft) };
  if (compact)
    return (
      <span className={daysLeft < 0 ? 'ui-text--danger' : undefined}>
        <FormattedMessage id={daysLeft < 0 ? 'claims.ops.overdue' : 'claims.ops.daysLeft'} values={values} />
      </span>
    );
  return <FormattedMessage id={daysLeft < 0 ? 'claims.detail.overdue' : 'claims.detail.daysLeft'} values={values} />;
}
