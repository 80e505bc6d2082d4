// The quote link's first screen (QUOTE_LINK_FIRST_SCREEN_MODULE), drawn by the shell's boot code
// before the full shell loads (issue 25): React, react-intl, the compare view and the quote words
// only. No router, query cache, kit or the remote's other screens. Its buttons start the full shell
// (any press does, boot/first-input.ts), which presses the same button once it has taken over.
import { IntlProvider } from 'react-intl';
import { localeTag } from '@platform/domain/formatting';
import { DEFAULT_LOCALE } from '@platform/domain/locale';
import { PRODUCT_NAMES } from '@platform/i18n/product-names';
import { PURCHASE_WORDS } from '@platform/i18n/purchase-words';
import type { FirstScreenModule } from '@platform/remote-contract';
import { Button } from '@platform/ui';
import { drawInSlices } from '@platform/ui/draw-in-slices';
import { plainLink } from '@platform/ui/page-parts';
import { QuoteCompareView } from './features/quote-compare/quote-compare-view';
import { quoteLinkFromAnswers } from './features/quote-compare/quote-link-from-answers';
import { quoteWords } from './quote-words';

export const drawFirstScreen: FirstScreenModule['drawFirstScreen'] = (container, { locale, answers, pathname }) => {
  // Throws at once for answers it does not draw from: nothing drawn, the full shell draws the page.
  const { route, options, maySelect } = quoteLinkFromAnswers(answers, pathname);
  const { language } = locale;
  // In slices: the options, their coverages and terms were one task of 200-360 ms at 4x CPU, most
  // of the page's blocking time.
  return drawInSlices(
    container,
    <IntlProvider
      locale={localeTag(locale)}
      defaultLocale={localeTag(DEFAULT_LOCALE)}
      messages={{ ...PRODUCT_NAMES[language], ...PURCHASE_WORDS[language], ...quoteWords[language] }}
    >
      <QuoteCompareView
        route={route}
        options={options}
        maySelect={maySelect}
        locale={locale}
        renderLink={plainLink}
        // The real screen's buttons as they look before they are pressed (SelectQuoteButton
        // shows its button for an available option, ProposalDownload always): pressed, the
        // full shell starts and presses the same button of the real screen.
        renderSelect={(quote, label) => (quote.status === 'AVAILABLE' ? <Button>{label}</Button> : null)}
        renderDownload={(_, label) => <Button variant="secondary">{label}</Button>}
      />
    </IntlProvider>,
  );
};
