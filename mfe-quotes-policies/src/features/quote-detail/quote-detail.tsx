import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { PageNotFound, QueryFallback, usePlatform } from '@platform/remote-kit';
import { useSession } from '@platform/session';
import { Page, Section } from '@platform/ui';
import { ProposalDownload } from '../../components/proposal-download';
import { PurchaseStepper } from '../../components/purchase-stepper';
import { QuoteCoverages } from '../../components/quote-coverages';
import { QuoteNotFound } from '../../components/quote-not-found';
import { QuoteOptionCard } from '../../components/quote-option-card';
import { QuoteTerms } from '../../components/quote-terms';
import { SelectQuoteButton } from '../../components/select-quote-button';
import { BrokerTrail } from '../../components/broker-trail';
import { SubjectivityEvidence } from '../../components/subjectivity-evidence';
import { useQuoteOptions } from '../../lib/quotes';
import { useScreenLinks } from '../../lib/screen-links';
import { useText } from '@platform/i18n';

/**
 * dashboard/quotes/detail/:type/:product/:userFormId(?quote=id): one option in full (the one in
 * `?quote=`, else the selected, else the recommended): its price, limit and retention first, the
 * selection, what it covers in plain words, its conditions with the evidence the customer sends
 * against each, the proposal PDF and the fine print. Also broker/company/:id/quotes/:quoteId/more-detail:
 * the broker of record's view of the option its address names.
 */
export function QuoteDetail() {
  const [search] = useSearchParams();
  const { session, locale } = usePlatform();
  const role = useSession(session, (state) => state.user.role);
  const found = useQuoteOptions();
  const links = useScreenLinks();
  const text = useText();

  if (found.status === 'unknown-address') return <PageNotFound />;
  const notFound = <QuoteNotFound />;
  if (found.status === 'loading') return <QueryFallback query={found.query} notFound={notFound} />;
  const { route, options } = found;
  if (!route) return notFound;
  const wanted = 'named' in found ? found.named : search.get('quote');
  const quote = wanted
    ? options.find((option) => option.id === wanted)
    : (options.find((option) => option.status === 'SELECTED') ??
      options.find((option) => option.recommended) ??
      options[0]);
  if (!quote) return notFound;

  const product = text(`product.${quote.product}`);
  const insurer = quote.insurer ?? text('quotes.insurerPending');
  const live = quote.status === 'AVAILABLE' || quote.status === 'SELECTED' || quote.status === 'BEING_ISSUED';

  return (
    <Page
      title={text('quote.detail.title', { product, insurer })}
      titleId="quote-detail-title"
      before={
        <>
          <BrokerTrail />
          <p>
            <Link to={links.quotesHome}>
              <FormattedMessage id="quote.back" />
            </Link>
          </p>
          <PurchaseStepper position={{ quote: quote.status }} locale={locale} />
        </>
      }
    >
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
      <QuoteOptionCard quote={quote} locale={locale} title={text('quote.detail.data')} headingId="quote-option" full>
        {(quote.status === 'AVAILABLE' || quote.status === 'SELECTED') && role !== 'TEAM_MEMBER' && (
          <SelectQuoteButton quote={quote} label={text('quote.select')} />
        )}
        {quote.status === 'SELECTED' && (
          <Link className="ui-button ui-button--primary" to={links.checkout(quote.id)}>
            <FormattedMessage id="quotes.next.checkout" />
          </Link>
        )}
        {quote.status !== 'SEARCHING' && <ProposalDownload quoteId={quote.id} label={text('quote.download')} />}
        {options.length > 1 && (
          <Link to={links.compare(route.group, quote)}>
            <FormattedMessage id="quote.detail.compare" />
          </Link>
        )}
      </QuoteOptionCard>
      {quote.status === 'AVAILABLE' && role === 'TEAM_MEMBER' && (
        <p>
          <FormattedMessage id="quote.memberNote" />
        </p>
      )}
      {quote.status !== 'SEARCHING' && (
        <>
          <QuoteCoverages quote={quote} locale={locale} />
          <Section title={text('quote.subjectivities')}>
            <SubjectivityEvidence quote={quote} canUpload={live} />
          </Section>
          <QuoteTerms quote={quote} locale={locale} withSubjectivities={false} />
        </>
      )}
    </Page>
  );
}
