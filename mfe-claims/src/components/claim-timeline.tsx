import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '@platform/i18n';
import { Section } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';
import type { ClaimTimelineEntry } from '../lib/claim-view';

/** Every status change and message of a claim, oldest first, on a line. */
export function ClaimTimeline({ entries }: { entries: ClaimTimelineEntry[] }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  return (
    <Section title={<FormattedMessage id="claims.detail.timeline" />}>
      <ol className="ui-timeline">
        {entries.map((entry) => (
          <li key={entry.id} className="ui-timeline__item" data-event={entry.event}>
            <p className="ui-timeline__title">{intl.formatMessage({ id: `claims.event.${entry.event}` })}</p>
            <p className="ui-timeline__meta">
              {intl.formatMessage({ id: `claims.actor.${entry.actor}` })}
              {' · '}
              <time dateTime={entry.created_at}>{formatDate(entry.created_at, locale)}</time>
            </p>
            {entry.message && <p className="ui-timeline__message">{entry.message}</p>}
          </li>
        ))}
      </ol>
    </Section>
  );
}
