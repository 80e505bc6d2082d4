// The broker home's first screen (FIRST_SCREEN_MODULE), drawn by the shell's boot code before the
// full shell loads (issue 25): React, the home's view and its words only. No router, query cache,
// react-intl (the view formats its own words), the kit's root or the remote's other texts: this
// chunk and what it shares are all it fetches.
import type { FirstScreenModule } from '@platform/remote-contract';
import { drawInSlices } from '@platform/ui/draw-in-slices';
import { plainLink } from '@platform/ui/page-parts';
import { bookViewFrom } from './features/companies-list/book-view';
import { brokerHomeFromAnswers } from './features/companies-list/broker-home-from-answers';
import { BrokerHomeView } from './features/companies-list/broker-home-view';

// The book as opened without a search: the only one whose first page the boot reads.
const DEFAULT_VIEW = bookViewFrom(new URLSearchParams());

export const drawFirstScreen: FirstScreenModule['drawFirstScreen'] = (container, { locale, answers }) => {
  // Throws at once for answers it does not draw from: nothing drawn, the full shell draws the page.
  const { kamId, tasks, book } = brokerHomeFromAnswers(answers);
  // No actions: the first press, key or touch starts the full shell, which draws the real home.
  return drawInSlices(
    container,
    <BrokerHomeView
      tasks={tasks}
      kamId={kamId}
      book={book}
      view={DEFAULT_VIEW}
      hasPrevious={false}
      pageChanging={false}
      locale={locale}
      renderLink={plainLink}
    />,
  );
};
