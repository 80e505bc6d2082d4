import { FormattedMessage } from 'react-intl';
import { formatDate, useText } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { Card, Stack, StatusBadge } from '@platform/ui';
import type { DeclinedProduct } from '../../lib/quotes';

/** A product underwriting declined: each reason in plain words, what would change it, and when to resubmit. */
export function DeclinedCard({ declined }: { declined: DeclinedProduct }) {
  const { locale } = usePlatform();
  const text = useText();
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
          <Stack key={reason} gap={2}>
            <Stack gap={1}>
              <strong>{text('quotes.declined.why')}</strong>
              <span>{text(`uw.reason.${reason}`)}</span>
            </Stack>
            <Stack gap={1}>
              <strong>{text('quotes.declined.fix')}</strong>
              <span>{text(`uw.reason.${reason}.fix`)}</span>
            </Stack>
          </Stack>
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
