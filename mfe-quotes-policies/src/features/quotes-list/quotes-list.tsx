import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { QUOTE_GROUPS } from '@platform/domain';
import { EmptyState } from '@platform/ui';
import { QueryFallback } from '@platform/remote-kit';
import { offersOf, useQuotes } from '../../lib/quotes';
import { DeclinedCard } from './declined-card';
import { OfferCard } from './offer-card';

/**
 * dashboard/quotes/home: the customer's quotes as offers (a product's options from one
 * questionnaire) grouped as searching, available, being issued and expired (the domain's
 * quoteGroupOf, computed by the API against the clock), then the products underwriting declined.
 */
export function QuotesList() {
  const intl = useIntl();
  const quotes = useQuotes();

  if (quotes.status !== 'success') return <QueryFallback query={quotes} />;
  const offers = offersOf(quotes.data.items);
  const groups = QUOTE_GROUPS.map((group) => ({
    group,
    items: offers.filter((offer) => offer.group === group),
  })).filter((entry) => entry.items.length > 0);
  const declined = quotes.data.declined;
  return (
    <section className="ui-page" aria-labelledby="quotes-title">
      <header className="ui-page-header">
        <h1 id="quotes-title">
          <FormattedMessage id="quotes.title" />
        </h1>
      </header>
      {groups.length === 0 && declined.length === 0 ? (
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
        <>
          {groups.map(({ group, items }) => (
            <section key={group} aria-labelledby={`quotes-group-${group}`}>
              <h2 id={`quotes-group-${group}`}>
                <FormattedMessage id={`quotes.group.${group}`} values={{ count: items.length }} />
              </h2>
              {group === 'searching' && (
                <p>
                  <FormattedMessage id="quotes.searchingNote" />
                </p>
              )}
              <div className="ui-grid">
                {items.map((offer) => (
                  <OfferCard key={offer.key} offer={offer} />
                ))}
              </div>
            </section>
          ))}
          {declined.length > 0 && (
            <section aria-labelledby="quotes-group-declined">
              <h2 id="quotes-group-declined">
                <FormattedMessage id="quotes.group.declined" values={{ count: declined.length }} />
              </h2>
              <div className="ui-grid">
                {declined.map((item) => (
                  <DeclinedCard key={`${item.application_form_id}-${item.product}`} declined={item} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </section>
  );
}
