import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatDate } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { StatusBadge } from '@platform/ui';
import { formatMoney } from '../../lib/format-money';
import { checkoutLink, compareLink, detailLink, type Offer } from '../../lib/quotes';

/**
 * One product's options in one group: product, insurer, limit and premium of the lead option
 * (selected, else recommended), the status badge and the next step.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const { lead, group } = offer;
  const headingId = `offer-${offer.key.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  const text = (id: string) => intl.formatMessage({ id });
  const fields: [string, ReactNode][] = [['quotes.product', text(`product.${lead.product}`)]];
  if (lead.coverage_limit !== null)
    fields.push(['quotes.coverageLimit', formatMoney(lead.coverage_limit, lead.currency, locale)]);
  if (lead.gross_premium !== null)
    fields.push(['quotes.grossPremium', formatMoney(lead.gross_premium, lead.currency, locale)]);
  if (lead.expires_at && group !== 'searching') fields.push(['quotes.expiresAt', formatDate(lead.expires_at, locale)]);

  const next =
    group === 'available' ? (
      lead.status === 'SELECTED' ? (
        <>
          <Link className="ui-button ui-button--primary" to={checkoutLink(lead.id)}>
            <FormattedMessage id="quotes.next.checkout" />
          </Link>{' '}
          <Link to={compareLink(group, lead)}>
            <FormattedMessage id="quotes.next.compare" />
          </Link>
        </>
      ) : (
        <Link className="ui-button ui-button--primary" to={compareLink(group, lead)}>
          <FormattedMessage id="quotes.next.compare" />
        </Link>
      )
    ) : group === 'searching' ? (
      <FormattedMessage id="quotes.next.searching" />
    ) : group === 'being-issued' ? (
      <>
        <FormattedMessage id="quotes.next.beingIssued" />{' '}
        <Link to={detailLink(group, lead)}>
          <FormattedMessage id="quotes.next.details" />
        </Link>
      </>
    ) : (
      <Link to="/ipaf/prev">
        <FormattedMessage id="quotes.next.expired" />
      </Link>
    );

  return (
    <article className="ui-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{lead.insurer ?? <FormattedMessage id="quotes.insurerPending" />}</h3>
      <p>
        <StatusBadge status={lead.status} label={text(`quotes.status.${lead.status}`)} />{' '}
        {lead.recommended && group === 'available' && (
          <span className="ui-badge ui-badge--success">
            <FormattedMessage id="quotes.recommended" />
          </span>
        )}
      </p>
      <dl>
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {offer.options.length > 1 && (
        <p>
          <FormattedMessage id="quotes.options" values={{ count: offer.options.length }} />
        </p>
      )}
      <p>
        <strong>
          <FormattedMessage id="quotes.nextStep" />:
        </strong>{' '}
        {next}
      </p>
    </article>
  );
}
