import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { QUOTE_STATUSES } from '@platform/domain';
import { EmptyState } from '@platform/ui';
import { QueryFallback } from '@platform/remote-kit';
import { useQuotes } from './api/list-quotes';
import { QuoteCard } from './quote-card';

/** dashboard/quotes/home: the customer's quotes grouped as searching, available, being issued and expired. */
export function QuotesList() {
  const intl = useIntl();
  const quotes = useQuotes();

  if (quotes.status !== 'success') return <QueryFallback query={quotes} />;
  const groups = QUOTE_STATUSES.map((status) => ({
    status,
    items: quotes.data.items.filter((quote) => quote.status === status),
  })).filter((group) => group.items.length > 0);
  return (
    <section className="ui-page" aria-labelledby="quotes-title">
      <header className="ui-page-header">
        <h1 id="quotes-title">
          <FormattedMessage id="quotes.title" />
        </h1>
      </header>
      {groups.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'quotes.empty.title' })}
          text={intl.formatMessage({ id: 'quotes.empty.text' })}
          action={
            <Link className="ui-button ui-button--primary" to="/ipaf/prev">
              <FormattedMessage id="quotes.empty.forms" />
            </Link>
          }
        />
      ) : (
        groups.map(({ status, items }) => (
          <section key={status} aria-labelledby={`quotes-group-${status}`}>
            <h2 id={`quotes-group-${status}`}>
              <FormattedMessage id={`quotes.group.${status}`} values={{ count: items.length }} />
            </h2>
            {status === 'SEARCHING' && (
              <p>
                <FormattedMessage id="quotes.searchingNote" />
              </p>
            )}
            <div className="ui-grid">
              {items.map((quote) => (
                <QuoteCard key={quote.id} quote={quote} />
              ))}
            </div>
          </section>
        ))
      )}
    </section>
  );
}
