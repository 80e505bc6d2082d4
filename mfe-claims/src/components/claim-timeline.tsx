import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import type { ClaimTimelineEntry } from '../lib/claim-view';

/** Every status change and message of a claim, oldest first. */
export function ClaimTimeline({ entries }: { entries: ClaimTimelineEntry[] }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  return (
    <section aria-labelledby="claim-timeline-title">
      <h2 id="claim-timeline-title">
        <FormattedMessage id="claims.detail.timeline" />
      </h2>
      <ol className="claim-timeline">
        {entries.map((entry) => (
          <li key={entry.id} className="ui-card" data-event={entry.event}>
            <p>
              <strong>{intl.formatMessage({ id: `claims.event.${entry.event}` })}</strong>
              {' · '}
              {intl.formatMessage({ id: `claims.actor.${entry.actor}` })}
              {' · '}
              <time dateTime={entry.created_at}>{formatDate(entry.created_at, locale)}</time>
            </p>
            {entry.message && <p style={{ whiteSpace: 'pre-wrap' }}>{entry.message}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
