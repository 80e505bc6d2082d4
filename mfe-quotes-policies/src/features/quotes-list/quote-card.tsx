import { FormattedMessage } from 'react-intl';
import type { Currency } from '@platform/domain';
import { formatCurrency, formatDate } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import type { QuoteRow } from './list-quotes';

/** One quote: insurer, product, gross premium, coverage limit, recommended tag and expiry. */
export function QuoteCard({ quote }: { quote: QuoteRow }) {
  const { locale } = usePlatform();
  const currency = quote.currency as Currency;
  const headingId = `quote-${quote.id}`;
  return (
    <article className="ui-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{quote.insurer}</h3>
      {quote.recommended && (
        <p>
          <span className="ui-badge">
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
        <dt>
          <FormattedMessage id="quotes.grossPremium" />
        </dt>
        <dd>{formatCurrency(quote.gross_premium, currency, locale)}</dd>
        <dt>
          <FormattedMessage id="quotes.coverageLimit" />
        </dt>
        <dd>{formatCurrency(quote.coverage_limit, currency, locale)}</dd>
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
