import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PageNotFound, QueryFallback, usePlatform } from '@platform/remote-kit';
import { useSession } from '@platform/session';
import { Page, Section } from '@platform/ui';
import { ProposalDownload } from '../../components/proposal-download';
import { PurchaseStepper } from '../../components/purchase-stepper';
import { QuoteCoverages } from '../../components/quote-coverages';
import { QuoteNotFound } from '../../components/quote-not-found';
import { QuoteOptionCard } from '../../components/quote-option-card';
import { QuoteTerms } from '../../components/quote-terms';
import { BrokerTrail } from '../../components/broker-trail';
import { SelectQuoteButton } from '../../components/select-quote-button';
import { useQuoteOptions } from '../../lib/quotes';
import { useScreenLinks } from '../../lib/screen-links';
import { useText } from '@platform/i18n';

/**
 * dashboard/quotes/:type/:product/:userFormId: a product's options as cards, side by side on a
 * wide screen and one under the other on a phone (no sideways scroll), lowest limit first; each
 * leads with its price, then limit and retention, the recommended one highlighted. Then what the
 * options cover and leave out in plain words, and the fine print; per option the proposal PDF, the
 * detail and, for who may, the selection. Also broker/company/:id/quotes/:quoteId/detail: the
 * broker of record's view of the options of the one its address names.
 */
export function QuoteCompare() {
  const { session } = usePlatform();
  const role = useSession(session, (state) => state.user.role);
  const found = useQuoteOptions();
  const links = useScreenLinks();
  const text = useText();

  if (found.status === 'unknown-address') return <PageNotFound />;
  const notFound = <QuoteNotFound />;
  if (found.status === 'loading') return <QueryFallback query={found.query} notFound={notFound} />;
  const { route, options } = found;
  if (!route || options.length === 0) return notFound;

  const product = text(`product.${route.product}`);
  const maySelect = role !== 'TEAM_MEMBER';
  const expired = options.every((quote) => quote.status === 'EXPIRED');
  const withdrawn = options.some((quote) => quote.status === 'WITHDRAWN');
  const searching = options.every((quote) => quote.status === 'SEARCHING');
  const lead =
    options.find((quote) => quote.status === 'SELECTED' || quote.status === 'BEING_ISSUED') ??
    options.find((quote) => quote.recommended) ??
    options[0]!;

  return (
    <Page
      width="wide"
      title={text('quote.compare.title', { product })}
      titleId="compare-title"
      before={
        <>
          <BrokerTrail />
          <p>
            <Link to={links.quotesHome}>
              <FormattedMessage id="quote.back" />
            </Link>
          </p>
          <PurchaseStepper position={{ quote: lead.status }} />
        </>
      }
    >
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
      <Section title={text('quote.compare.table', { product })}>
        <div className="ui-grid">
          {options.map((quote, index) => (
            <QuoteOptionCard
              key={quote.id}
              quote={quote}
              title={text('quote.compare.option', { n: index + 1 })}
              headingId={`option-${quote.id}`}
              headingLevel={3}
            >
              {maySelect && (quote.status === 'AVAILABLE' || quote.status === 'SELECTED') && (
                <SelectQuoteButton quote={quote} label={text('quote.selectNamed', { n: index + 1 })} />
              )}
              {quote.status !== 'SEARCHING' && (
                <ProposalDownload quoteId={quote.id} label={text('quote.downloadNamed', { n: index + 1 })} />
              )}
              <Link to={links.detail(route.group, quote)}>
                <FormattedMessage id="quote.detailsNamed" values={{ n: index + 1 }} />
              </Link>
            </QuoteOptionCard>
          ))}
        </div>
      </Section>
      {!searching && (
        <>
          <QuoteCoverages quote={lead} />
          <QuoteTerms quote={lead} />
        </>
      )}
    </Page>
  );
}
