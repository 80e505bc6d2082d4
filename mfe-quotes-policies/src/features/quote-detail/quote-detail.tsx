import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { checkoutSummary, fromCents, MAX_INSTALMENTS_WITHOUT_INTEREST, toCents } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { PageNotFound, QueryFallback, usePlatform } from '@platform/remote-kit';
import { useSession } from '@platform/session';
import { DetailsList, StatusBadge } from '@platform/ui';
import { ProposalDownload } from '../../components/proposal-download';
import { QuoteNotFound } from '../../components/quote-not-found';
import { QuoteTerms } from '../../components/quote-terms';
import { SelectQuoteButton } from '../../components/select-quote-button';
import { SubjectivityEvidence } from '../../components/subjectivity-evidence';
import { formatMoney, formatRetentionText } from '../../lib/format-money';
import { checkoutLink, compareLink, useQuoteOptions } from '../../lib/quotes';

/**
 * dashboard/quotes/detail/:type/:product/:userFormId(?quote=id): one option in full (the one in
 * `?quote=`, else the selected, else the recommended), its subjectivities with the evidence the
 * customer sends against each, the proposal PDF and the selection.
 */
export function QuoteDetail() {
  const [search] = useSearchParams();
  const intl = useIntl();
  const { locale, session } = usePlatform();
  const role = useSession(session, (state) => state.user.role);
  const found = useQuoteOptions();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (found.status === 'unknown-address') return <PageNotFound />;
  const notFound = <QuoteNotFound />;
  if (found.status === 'loading') return <QueryFallback query={found.query} notFound={notFound} />;
  const { route, options } = found;
  const wanted = search.get('quote');
  const quote = wanted
    ? options.find((option) => option.id === wanted)
    : (options.find((option) => option.status === 'SELECTED') ??
      options.find((option) => option.recommended) ??
      options[0]);
  if (!quote) return notFound;

  const product = text(`product.${quote.product}`);
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, quote.currency, locale));
  const fields: [string, ReactNode][] = [
    ['quote.insurer', quote.insurer ?? text('quotes.insurerPending')],
    ['quote.limit', money(quote.coverage_limit)],
    ['quote.retention', quote.retention ? formatRetentionText(intl, quote.retention, quote.currency, locale) : '—'],
    ['quote.premium', money(quote.gross_premium)],
  ];
  if (quote.gross_premium !== null) {
    const summary = checkoutSummary(toCents(quote.gross_premium), MAX_INSTALMENTS_WITHOUT_INTEREST);
    fields.push([
      'quote.instalments',
      text('quote.instalmentsValue', {
        count: MAX_INSTALMENTS_WITHOUT_INTEREST,
        amount: money(fromCents(summary.instalments.at(-1)!.amount)),
      }),
    ]);
  }
  if (quote.expires_at) fields.push(['quote.validUntil', formatDate(quote.expires_at, locale)]);
  const live = quote.status === 'AVAILABLE' || quote.status === 'SELECTED' || quote.status === 'BEING_ISSUED';

  return (
    <section className="ui-page" aria-labelledby="quote-detail-title">
      <p>
        <Link to="/dashboard/quotes/home">
          <FormattedMessage id="quote.back" />
        </Link>
      </p>
      <header className="ui-page-header">
        <h1 id="quote-detail-title">
          <FormattedMessage
            id="quote.detail.title"
            values={{ product, insurer: quote.insurer ?? text('quotes.insurerPending') }}
          />
        </h1>
        <p>
          <StatusBadge status={quote.status} label={text(`quotes.status.${quote.status}`)} />{' '}
          {quote.recommended && (
            <span className="ui-badge ui-badge--success">
              <FormattedMessage id="quotes.recommended" />
            </span>
          )}
        </p>
      </header>
      {quote.status === 'EXPIRED' && (
        <p role="status">
          <FormattedMessage id="quote.expiredNote" />
        </p>
      )}
      {quote.status === 'WITHDRAWN' && (
        <p role="status">
          <FormattedMessage id="quote.withdrawnNote" />
        </p>
      )}
      {quote.status === 'SEARCHING' && (
        <p>
          <FormattedMessage id="quote.searchingNote" />
        </p>
      )}
      <DetailsList
        label={text('quote.detail.data')}
        items={fields.map(([label, value]) => ({ label: text(label), value }))}
      />
      <div className="ui-page-header__actions">
        {(quote.status === 'AVAILABLE' || quote.status === 'SELECTED') && role !== 'TEAM_MEMBER' && (
          <SelectQuoteButton quote={quote} label={text('quote.select')} />
        )}
        {quote.status === 'SELECTED' && (
          <Link className="ui-button ui-button--primary" to={checkoutLink(quote.id)}>
            <FormattedMessage id="quotes.next.checkout" />
          </Link>
        )}
        {quote.status !== 'SEARCHING' && <ProposalDownload quoteId={quote.id} label={text('quote.download')} />}
        {options.length > 1 && (
          <Link to={compareLink(route.group, quote)}>
            <FormattedMessage id="quote.detail.compare" />
          </Link>
        )}
      </div>
      {quote.status === 'AVAILABLE' && role === 'TEAM_MEMBER' && (
        <p>
          <FormattedMessage id="quote.memberNote" />
        </p>
      )}
      {quote.status !== 'SEARCHING' && (
        <>
          <section aria-labelledby="quote-subjectivities">
            <h2 id="quote-subjectivities">
              <FormattedMessage id="quote.subjectivities" />
            </h2>
            <SubjectivityEvidence quote={quote} canUpload={live} />
          </section>
          <section aria-labelledby="quote-terms">
            <h2 id="quote-terms">
              <FormattedMessage id="quote.terms" />
            </h2>
            <QuoteTerms quote={quote} />
          </section>
        </>
      )}
    </section>
  );
}
