import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { checkoutSummary, fromCents, MAX_INSTALMENTS_WITHOUT_INTEREST, toCents } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { PageNotFound, QueryFallback, usePlatform } from '@platform/remote-kit';
import { useSession } from '@platform/session';
import { StatusBadge } from '@platform/ui';
import { ProposalDownload } from '../../components/proposal-download';
import { QuoteNotFound } from '../../components/quote-not-found';
import { QuoteTerms } from '../../components/quote-terms';
import { SelectQuoteButton } from '../../components/select-quote-button';
import { formatMoney, formatRetentionText } from '../../lib/format-money';
import { detailLink, useQuoteOptions, type QuoteRow } from '../../lib/quotes';

const TABLE: CSSProperties = { borderCollapse: 'collapse', minWidth: '100%' };
const CELL: CSSProperties = {
  padding: 'var(--ui-space-2) var(--ui-space-3)',
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottom: '1px solid var(--ui-color-border)',
  minWidth: '9rem',
};

const ACTIONS: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 'var(--ui-space-2)' };

/**
 * dashboard/quotes/:type/:product/:userFormId: a product's options side by side (limit,
 * retention, premium, instalments, validity, status), the recommended tag, what every option
 * includes, and per option the proposal PDF, the detail and, for who may, the selection.
 */
export function QuoteCompare() {
  const intl = useIntl();
  const { locale, session } = usePlatform();
  const role = useSession(session, (state) => state.user.role);
  const found = useQuoteOptions();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (found.status === 'unknown-address') return <PageNotFound />;
  const notFound = <QuoteNotFound />;
  if (found.status === 'loading') return <QueryFallback query={found.query} notFound={notFound} />;
  const { route, options } = found;
  if (options.length === 0) return notFound;

  const product = text(`product.${route.product}`);
  const maySelect = role !== 'TEAM_MEMBER';
  const money = (quote: QuoteRow, amount: string | null) =>
    amount === null ? '—' : formatMoney(amount, quote.currency, locale);
  const instalments = (quote: QuoteRow) => {
    if (quote.gross_premium === null) return '—';
    const summary = checkoutSummary(toCents(quote.gross_premium), MAX_INSTALMENTS_WITHOUT_INTEREST);
    return text('quote.instalmentsValue', {
      count: MAX_INSTALMENTS_WITHOUT_INTEREST,
      amount: formatMoney(fromCents(summary.instalments.at(-1)!.amount), quote.currency, locale),
    });
  };
  const rows: [string, (quote: QuoteRow) => ReactNode][] = [
    ['quote.insurer', (quote) => quote.insurer ?? text('quotes.insurerPending')],
    ['quote.limit', (quote) => money(quote, quote.coverage_limit)],
    [
      'quote.retention',
      (quote) => (quote.retention ? formatRetentionText(intl, quote.retention, quote.currency, locale) : '—'),
    ],
    ['quote.premium', (quote) => money(quote, quote.gross_premium)],
    ['quote.instalments', instalments],
    ['quote.validUntil', (quote) => (quote.expires_at ? formatDate(quote.expires_at, locale) : '—')],
    ['quote.status', (quote) => <StatusBadge status={quote.status} label={text(`quotes.status.${quote.status}`)} />],
  ];
  const expired = options.every((quote) => quote.status === 'EXPIRED');
  const withdrawn = options.some((quote) => quote.status === 'WITHDRAWN');
  const searching = options.every((quote) => quote.status === 'SEARCHING');

  return (
    <section className="ui-page" aria-labelledby="compare-title">
      <p>
        <Link to="/dashboard/quotes/home">
          <FormattedMessage id="quote.back" />
        </Link>
      </p>
      <header className="ui-page-header">
        <h1 id="compare-title">
          <FormattedMessage id="quote.compare.title" values={{ product }} />
        </h1>
      </header>
      {expired && (
        <p role="status">
          <FormattedMessage id="quote.expiredNote" />
        </p>
      )}
      {withdrawn && (
        <p role="status">
          <FormattedMessage id="quote.withdrawnNote" />
        </p>
      )}
      {searching && (
        <p>
          <FormattedMessage id="quote.searchingNote" />
        </p>
      )}
      {!maySelect && !expired && (
        <p>
          <FormattedMessage id="quote.memberNote" />
        </p>
      )}
      {/* Options are columns: on a phone the table scrolls sideways inside its own focusable region. */}
      <div className="ui-table-wrapper" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table style={TABLE}>
          <caption id="compare-caption">{text('quote.compare.table', { product })}</caption>
          <thead>
            <tr>
              <td />
              {options.map((quote, index) => (
                <th key={quote.id} scope="col" style={CELL}>
                  <FormattedMessage id="quote.compare.option" values={{ n: index + 1 }} />
                  {quote.recommended && (
                    <>
                      {' '}
                      <span className="ui-badge ui-badge--success">
                        <FormattedMessage id="quotes.recommended" />
                      </span>
                    </>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cell]) => (
              <tr key={label}>
                <th scope="row" style={CELL}>
                  <FormattedMessage id={label} />
                </th>
                {options.map((quote) => (
                  <td key={quote.id} style={CELL}>
                    {cell(quote)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" style={CELL}>
                <FormattedMessage id="quote.actions" />
              </th>
              {options.map((quote, index) => (
                <td key={quote.id} style={CELL}>
                  <div style={ACTIONS}>
                    {maySelect && (quote.status === 'AVAILABLE' || quote.status === 'SELECTED') && (
                      <SelectQuoteButton quote={quote} label={text('quote.selectNamed', { n: index + 1 })} />
                    )}
                    {quote.status !== 'SEARCHING' && (
                      <ProposalDownload quoteId={quote.id} label={text('quote.downloadNamed', { n: index + 1 })} />
                    )}
                    <Link to={detailLink(route.group, quote)}>
                      <FormattedMessage id="quote.detailsNamed" values={{ n: index + 1 }} />
                    </Link>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {!searching && (
        <section aria-labelledby="compare-terms">
          <h2 id="compare-terms">
            <FormattedMessage id="quote.terms" />
          </h2>
          <QuoteTerms quote={options.find((quote) => quote.recommended) ?? options[0]!} />
        </section>
      )}
    </section>
  );
}
