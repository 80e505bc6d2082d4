import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { fromCents } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { Card, Cluster, DescriptionList, Price, Stack, StatusBadge, type DescriptionItem } from '@platform/ui';
import { formatMoney, formatRetentionText } from '../../lib/format-money';
import { priceCaption } from '../../lib/price-caption';
import { quoteTexts } from '../../lib/quote-texts';
import { quotePrice } from '../../lib/quote-price';
import type { Offer } from '../../lib/quotes';
import { useScreenLinks } from '../../lib/screen-links';

/**
 * One product's options in one group, led by its lead option (selected, else recommended): the
 * price a year with its country's taxes and the interest-free instalment, then limit, retention and validity, the
 * status and recommended badges, and the next step.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const { locale } = usePlatform();
  const { lead, group } = offer;
  const links = useScreenLinks();
  const headingId = `offer-${offer.key.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  const text = useText();
  const money = (cents: number) => formatMoney(fromCents(cents), lead.currency, locale);
  const price = group === 'searching' ? null : quotePrice(lead);
  const figures: DescriptionItem[] = [];
  if (lead.coverage_limit !== null)
    figures.push({
      term: text('quote.limit'),
      description: formatMoney(lead.coverage_limit, lead.currency, locale),
      kind: 'money',
    });
  if (lead.retention)
    figures.push({
      term: text('quote.retention'),
      description: formatRetentionText(lead.retention, lead.currency, locale),
      kind: 'money',
    });
  // A written-out date may wrap in a card's narrow column (kind 'date' would keep it on one line).
  if (lead.expires_at && group !== 'searching')
    figures.push({ term: text('quotes.expiresAt'), description: formatDate(lead.expires_at, locale) });

  const next =
    group === 'available' ? (
      lead.status === 'SELECTED' ? (
        <>
          <Link className="ui-button ui-button--primary" to={links.checkout(lead.id)}>
            <FormattedMessage id="quotes.next.checkout" />
          </Link>
          <Link to={links.compare(group, lead)}>
            <FormattedMessage id="quotes.next.compare" />
          </Link>
        </>
      ) : (
        <Link className="ui-button ui-button--primary" to={links.compare(group, lead)}>
          <FormattedMessage id="quotes.next.compare" />
        </Link>
      )
    ) : group === 'searching' ? (
      <FormattedMessage id="quotes.next.searching" />
    ) : group === 'being-issued' ? (
      <>
        <FormattedMessage id="quotes.next.beingIssued" />
        <Link to={links.detail(group, lead)}>
          <FormattedMessage id="quotes.next.details" />
        </Link>
      </>
    ) : (
      <Link to={links.newForm}>
        <FormattedMessage id="quotes.next.expired" />
      </Link>
    );

  return (
    <Card
      as="article"
      tone={group === 'available' && lead.recommended ? 'highlight' : 'default'}
      aria-labelledby={headingId}
    >
      <Stack gap={3}>
        <Stack gap={1}>
          <h3 id={headingId}>{text(`product.${lead.product}`)}</h3>
          <span>{lead.insurer ?? text('quotes.insurerPending')}</span>
        </Stack>
        <Cluster gap={1}>
          <StatusBadge status={lead.status} label={text(`quotes.status.${lead.status}`)} />
          {lead.recommended && group === 'available' && (
            <span className="ui-badge ui-badge--success">
              <FormattedMessage id="quotes.recommended" />
            </span>
          )}
        </Cluster>
        {price && (
          <Price
            amount={money(price.annual)}
            caption={priceCaption(quoteTexts(locale), price, money(price.instalment))}
          />
        )}
        {figures.length > 0 && <DescriptionList label={text(`product.${lead.product}`)} items={figures} />}
        {offer.options.length > 1 && (
          <p>
            <FormattedMessage id="quotes.options" values={{ count: offer.options.length }} />
          </p>
        )}
        <Cluster gap={2}>
          <strong>
            <FormattedMessage id="quotes.nextStep" />:
          </strong>
          {next}
        </Cluster>
      </Stack>
    </Card>
  );
}
