import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { FileSearch } from 'lucide-react';
import { QUOTE_GROUPS, type QuoteGroup } from '@platform/domain';
import { EmptyState, Page, Section } from '@platform/ui';
import { QueryList } from '@platform/remote-kit';
import { BrokerTrail } from '../../components/broker-trail';
import { CompanyPolicies } from '../../components/company-policies';
import { useBrokerCompany } from '../../lib/broker-company';
import { offersOf, useQuotes, type Offer, type QuoteList } from '../../lib/quotes';
import { useScreenLinks } from '../../lib/screen-links';
import { DeclinedCard } from './declined-card';
import { OfferCard } from './offer-card';
import { useText } from '@platform/i18n';

/** A section of the page: the offers of one group, or the products underwriting declined. */
type QuoteSection = { group: QuoteGroup; offers: Offer[] } | { group: 'declined'; declined: QuoteList['declined'] };

/** The page's sections in order, only those with something in them: none is the empty page. */
const sectionsOf = (data: QuoteList): QuoteSection[] => {
  const offers = offersOf(data.items);
  const groups: QuoteSection[] = QUOTE_GROUPS.map((group) => ({
    group,
    offers: offers.filter((offer) => offer.group === group),
  })).filter((section) => section.offers.length > 0);
  return data.declined.length > 0 ? [...groups, { group: 'declined', declined: data.declined }] : groups;
};

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

  return (
    <Page
      title={text('quotes.title')}
      titleId="quotes-title"
      width="wide"
      before={company ? <BrokerTrail /> : undefined}
    >
      <QueryList
        query={quotes}
        items={sectionsOf}
        empty={
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
        }
      >
        {(sections) =>
          sections.map((section) =>
            section.group === 'declined' ? (
              <Section key="declined" title={text('quotes.group.declined', { count: section.declined.length })}>
                <div className="ui-grid">
                  {section.declined.map((item) => (
                    <DeclinedCard key={`${item.application_form_id}-${item.product}`} declined={item} />
                  ))}
                </div>
              </Section>
            ) : (
              <Section
                key={section.group}
                title={text(`quotes.group.${section.group}`, { count: section.offers.length })}
                description={section.group === 'searching' ? text('quotes.searchingNote') : undefined}
              >
                <div className="ui-grid">
                  {section.offers.map((offer) => (
                    <OfferCard key={offer.key} offer={offer} />
                  ))}
                </div>
              </Section>
            ),
          )
        }
      </QueryList>
      <CompanyPolicies />
    </Page>
  );
}
