import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { StatusBadge } from '@platform/ui';
import type { DeclinedProduct } from '../../lib/quotes';

/** A product underwriting declined: each reason in plain words, what would change it, and when to resubmit. */
export function DeclinedCard({ declined }: { declined: DeclinedProduct }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const headingId = `declined-${declined.application_form_id}-${declined.product}`;
  return (
    <article className="ui-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id={`product.${declined.product}`} />
      </h3>
      <p>
        <StatusBadge status="REJECTED" tone="danger" label={intl.formatMessage({ id: 'quotes.status.DECLINED' })} />
      </p>
      {declined.reasons.map((reason) => (
        <dl key={reason}>
          <div>
            <dt>
              <FormattedMessage id="quotes.declined.why" />
            </dt>
            <dd>
              <FormattedMessage id={`uw.reason.${reason}`} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="quotes.declined.fix" />
            </dt>
            <dd>
              <FormattedMessage id={`uw.reason.${reason}.fix`} />
            </dd>
          </div>
        </dl>
      ))}
      <p>
        <FormattedMessage id="quotes.declined.resubmit" values={{ date: formatDate(declined.resubmit_from, locale) }} />
      </p>
    </article>
  );
}
