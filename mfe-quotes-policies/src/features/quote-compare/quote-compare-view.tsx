import type { ReactNode } from 'react';
import type { Locale, Product } from '@platform/domain';
import type { QuoteGroup } from '@platform/domain/quote-status';
import { Page, Section, type RenderLink } from '@platform/ui/page-parts';
import { PurchaseStepper } from '../../components/purchase-stepper';
import { QuoteCoverages } from '../../components/quote-coverages';
import { QuoteOptionCard } from '../../components/quote-option-card';
import { QuoteTerms } from '../../components/quote-terms';
import type { QuoteRow } from '../../lib/quotes';
import { useScreenLinks } from '../../lib/screen-links';
import { quoteTexts } from '../../lib/quote-texts';

export interface QuoteCompareViewProps {
  route: { group: QuoteGroup; product: Product };
  /** The address's options, lowest limit first (`optionsOf`); at least one. */
  options: readonly QuoteRow[];
  maySelect: boolean;
  locale: Locale;
  renderLink: RenderLink;
  /** An option's selection (its button and dialogs), for an available or selected option. */
  renderSelect: (quote: QuoteRow, label: string) => ReactNode;
  /** An option's proposal PDF, once it has a price. */
  renderDownload: (quote: QuoteRow, label: string) => ReactNode;
  /** Above the way back: the broker's trail on a company's screens. */
  trail?: ReactNode;
}

/**
 * A product's options drawn from plain data: the real screen (./quote-compare.tsx, its query, the
 * router's links and the working buttons) and the quote link's first screen
 * (../../quote-link-first-screen.tsx, the boot's answers, plain links and buttons that start the
 * full shell) both draw this, so the hand-over from one to the other changes nothing on screen. No
 * router, query cache, kit, react-intl or the ui kit's root here: its words are `quoteTexts`, its
 * parts the kit's page parts; what only the real screen has (the option's dialogs) comes in by
 * `renderSelect` and `renderDownload`.
 */
export function QuoteCompareView({
  route,
  options,
  maySelect,
  locale,
  renderLink,
  renderSelect,
  renderDownload,
  trail,
}: QuoteCompareViewProps) {
  const links = useScreenLinks();
  const { text } = quoteTexts(locale);
  const product = text(`product.${route.product}`);
  const expired = options.every((quote) => quote.status === 'EXPIRED');
  const withdrawn = options.some((quote) => quote.status === 'WITHDRAWN');
  const searching = options.every((quote) => quote.status === 'SEARCHING');
  const lead =
    options.find((quote) => quote.status === 'SELECTED' || quote.status === 'BEING_ISSUED') ??
    options.find((quote) => quote.recommended) ??
    options[0]!;

  // `display: contents`: a mark for the hand-over and the bench that adds no box to the layout.
  return (
    <div data-screen="quote-compare" style={{ display: 'contents' }}>
      <Page
        width="wide"
        title={text('quote.compare.title', { product })}
        titleId="compare-title"
        before={
          <>
            {trail}
            <p>{renderLink({ to: links.quotesHome, children: text('quote.back') })}</p>
            <PurchaseStepper position={{ quote: lead.status }} locale={locale} />
          </>
        }
      >
        {expired && <p role="status">{text('quote.expiredNote')}</p>}
        {withdrawn && <p role="status">{text('quote.withdrawnNote')}</p>}
        {searching && <p>{text('quote.searchingNote')}</p>}
        {!maySelect && !expired && <p>{text('quote.memberNote')}</p>}
        <Section title={text('quote.compare.table', { product })}>
          <div className="ui-grid">
            {options.map((quote, index) => (
              <QuoteOptionCard
                key={quote.id}
                quote={quote}
                locale={locale}
                title={text('quote.compare.option', { n: index + 1 })}
                headingId={`option-${quote.id}`}
                headingLevel={3}
              >
                {maySelect &&
                  (quote.status === 'AVAILABLE' || quote.status === 'SELECTED') &&
                  renderSelect(quote, text('quote.selectNamed', { n: index + 1 }))}
                {quote.status !== 'SEARCHING' && renderDownload(quote, text('quote.downloadNamed', { n: index + 1 }))}
                {renderLink({
                  to: links.detail(route.group, quote),
                  children: text('quote.detailsNamed', { n: index + 1 }),
                })}
              </QuoteOptionCard>
            ))}
          </div>
        </Section>
        {!searching && (
          <>
            <QuoteCoverages quote={lead} locale={locale} />
            <QuoteTerms quote={lead} locale={locale} />
          </>
        )}
      </Page>
    </div>
  );
}
