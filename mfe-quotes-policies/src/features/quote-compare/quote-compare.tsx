import { PageNotFound, QueryFallback, usePlatform } from '@platform/remote-kit';
import { useSession } from '@platform/session';
import { BrokerTrail } from '../../components/broker-trail';
import { ProposalDownload } from '../../components/proposal-download';
import { QuoteNotFound } from '../../components/quote-not-found';
import { SelectQuoteButton } from '../../components/select-quote-button';
import { useQuoteOptions } from '../../lib/quotes';
import { routerLink } from '@platform/remote-kit';
import { QuoteCompareView } from './quote-compare-view';

/**
 * dashboard/quotes/:type/:product/:userFormId: a product's options as cards, side by side on a
 * wide screen and one under the other on a phone (no sideways scroll), lowest limit first; each
 * leads with its price, then limit and retention, the recommended one highlighted. Then what the
 * options cover and leave out in plain words, and the fine print; per option the proposal PDF, the
 * detail and, for who may, the selection. Also broker/company/:id/quotes/:quoteId/detail: the
 * broker of record's view of the options of the one its address names. Drawn by
 * ./quote-compare-view.tsx, which the quote link's first screen draws too.
 */
export function QuoteCompare() {
  const { session, locale } = usePlatform();
  const role = useSession(session, (state) => state.user.role);
  const found = useQuoteOptions();

  if (found.status === 'unknown-address') return <PageNotFound />;
  const notFound = <QuoteNotFound />;
  if (found.status === 'loading') return <QueryFallback query={found.query} notFound={notFound} />;
  const { route, options } = found;
  if (!route || options.length === 0) return notFound;

  return (
    <QuoteCompareView
      route={route}
      options={options}
      maySelect={role !== 'TEAM_MEMBER'}
      locale={locale}
      renderLink={routerLink}
      renderSelect={(quote, label) => <SelectQuoteButton quote={quote} label={label} />}
      renderDownload={(quote, label) => <ProposalDownload quoteId={quote.id} label={label} />}
      trail={<BrokerTrail />}
    />
  );
}
