import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { Card, DescriptionList, Stack, StatusBadge } from '@platform/ui';
import type { DeclinedProduct } from '../../lib/quotes';

/** A product underwriting declined: each reason in plain words, what would change it, and when to resubmit. */
export function DeclinedCard({ declined }: { declined: DeclinedProduct }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const text = (id: string) => intl.formatMessage({ id });
  const headingId = `declined-${declined.application_form_id}-${declined.product}`;
  return (
    <Card as="article" tone="muted" aria-labelledby={headingId}>
      <Stack gap={3}>
        <h3 id={headingId}>
          <FormattedMessage id={`product.${declined.product}`} />
        </h3>
        <p>
          <StatusBadge status="REJECTED" tone="danger" label={text('quotes.status.DECLINED')} />
        </p>
        {declined.reasons.map((reason) => (
          <DescriptionList
            key={reason}
            label={text(`uw.reason.${reason}`)}
            items={[
              { term: text('quotes.declined.why'), description: text(`uw.reason.${reason}`) },
              { term: text('quotes.declined.fix'), description: text(`uw.reason.${reason}.fix`) },
            ]}
          />
        ))}
        <p>
          <FormattedMessage
            id="quotes.declined.resubmit"
            values={{ date: formatDate(declined.resubmit_from, locale) }}
          />
        </p>
      </Stack>
    </Card>
  );
}
