import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { FileSearch } from 'lucide-react';
import { QUOTE_GROUPS } from '@platform/domain';
import { EmptyState, Page, Section } from '@platform/ui';
import { QueryFallback } from '@platform/remote-kit';
import { BrokerTrail } from '../../components/broker-trail';
import { CompanyPolicies } from '../../components/company-policies';
import { useBrokerCompany } from '../../lib/broker-company';
import { offersOf, useQuotes } from '../../lib/quotes';
import { useScreenLinks } from '../../lib/screen-links';
import { DeclinedCard } from './declined-card';
import { OfferCard } from './offer-card';
import { useText } from '@platform/i18n';

/**
 * dashboard/quotes/home: the customer's quotes as offers (a product's options from one
 * questionnaire) grouped as searching, available, being issued and expired (the domain's
 * quoteGroupOf, computed by the API against the clock), then the products underwriting declined.
 * Also broker/company/:id/quotes: the broker of record's view of the company's, with its policies.
 */
export function QuotesList() {
  const quotes = useQuotes();
  const company = useBrokerCompany();
  const links = useScreenLinks();
  const text = useText();

  if (quotes.status !== 'success') return <QueryFallback query={quotes} />;
  const offers = offersOf(quotes.data.items);
  const groups = QUOTE_GROUPS.map((group) => ({
    group,
    items: offers.filter((offer) => offer.group === group),
  })).filter((entry) => entry.items.length > 0);
  const declined = quotes.data.declined;
  return (
    <Page
      title={text('quotes.title')}
      titleId="quotes-title"
      width="wide"
      before={company ? <BrokerTrail /> : undefined}
    >
      {groups.length === 0 && declined.length === 0 ? (
        <EmptyState
          icon={<FileSearch size={40} strokeWidth={1.5} />}
          title={text('quotes.empty.title')}
          text={text(company ? 'brokerCompany.quotes.empty' : 'quotes.empty.text')}
          action={
            <Link className="ui-button ui-button--primary" to={links.newForm}>
              <FormattedMessage id={company ? 'brokerCompany.toCompany' : 'quotes.empty.forms'} />
            </Link>
          }
        />
      ) : (
        <>
          {groups.map(({ group, items }) => (
            <Section
              key={group}
              title={text(`quotes.group.${group}`, { count: items.length })}
              description={group === 'searching' ? text('quotes.searchingNote') : undefined}
            >
              <div className="ui-grid">
                {items.map((offer) => (
                  <OfferCard key={offer.key} offer={offer} />
                ))}
              </div>
            </Section>
          ))}
          {declined.length > 0 && (
            <Section title={text('quotes.group.declined', { count: declined.length })}>
              <div className="ui-grid">
                {declined.map((item) => (
                  <DeclinedCard key={`${item.application_form_id}-${item.product}`} declined={item} />
                ))}
              </div>
            </Section>
          )}
        </>
      )}
      <CompanyPolicies />
    </Page>
  );
}
