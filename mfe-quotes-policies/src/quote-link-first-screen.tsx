// The quote link's first screen (QUOTE_LINK_FIRST_SCREEN_MODULE), drawn by the shell's boot code
// before the full shell loads (issue 25): React, the compare view with its words (lib/quote-texts.ts),
// the kit's page parts and plain controls only. No router, query cache, kit, react-intl, the ui
// kit's root or the remote's other screens. Its buttons start the full shell (any press does,
// boot/first-input.ts), which presses the same button once it has taken over.
import type { FirstScreenModule } from '@platform/remote-contract';
import { Button } from '@platform/ui/controls';
import { drawInSlices } from '@platform/ui/draw-in-slices';
import { plainLink } from '@platform/ui/page-parts';
import { QuoteCompareView } from './features/quote-compare/quote-compare-view';
import { quoteLinkFromAnswers } from './features/quote-compare/quote-link-from-answers';

export const drawFirstScreen: FirstScreenModule['drawFirstScreen'] = (container, { locale, answers, pathname }) => {
  // Throws at once for answers it does not draw from: nothing drawn, the full shell draws the page.
  const { route, options, maySelect } = quoteLinkFromAnswers(answers, pathname);
  // In slices: the options, their coverages and terms were one task of 200-360 ms at 4x CPU, most
  // of the page's blocking time.
  return drawInSlices(
    container,
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
    />,
  );
};
