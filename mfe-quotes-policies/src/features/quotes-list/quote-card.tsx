import { FormattedMessage } from 'react-intl';
import { formatDate } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { formatMoney } from '../../lib/format-money';
import type { QuoteRow } from './api/list-quotes';

/**
 * One quote: insurer, product, gross premium, coverage limit, recommended tag and expiry.
 * A quote still being searched has no insurer or amounts yet: it says so instead.
 */
export function QuoteCard({ quote }: { quote: QuoteRow }) {
  const { locale } = usePlatform();
  const headingId = `quote-${quote.id}`;
  return (
    <article className="ui-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{quote.insurer ?? <FormattedMessage id="quotes.insurerPending" />}</h3>
      {quote.recommended && (
        <p>
          <span className="ui-badge ui-badge--success">
            <FormattedMessage id="quotes.recommended" />
          </span>
        </p>
      )}
      <dl>
        <dt>
          <FormattedMessage id="quotes.product" />
        </dt>
        <dd>
          <FormattedMessage id={`product.${quote.product}`} />
        </dd>
        {quote.gross_premium !== null && (
          <>
            <dt>
              <FormattedMessage id="quotes.grossPremium" />
            </dt>
            <dd>{formatMoney(quote.gross_premium, quote.currency, locale)}</dd>
          </>
        )}
        {quote.coverage_limit !== null && (
          <>
            <dt>
              <FormattedMessage id="quotes.coverageLimit" />
            </dt>
            <dd>{formatMoney(quote.coverage_limit, quote.currency, locale)}</dd>
          </>
        )}
        {quote.expires_at && (
          <>
            <dt>
              <FormattedMessage id="quotes.expiresAt" />
            </dt>
            <dd>{formatDate(quote.expires_at, locale)}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
