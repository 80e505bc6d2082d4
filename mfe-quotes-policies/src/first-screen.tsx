// The customer home's first screen (FIRST_SCREEN_MODULE), drawn by the shell's boot code before the
// full shell loads (issue 25): React, the home's view and its words only (formatted without
// react-intl: features/customer-home/home-texts.ts). No router, query cache, kit or the remote's
// other texts: this chunk and what it shares are all it fetches.
import type { FirstScreenModule } from '@platform/remote-contract';
import { drawInSlices } from '@platform/ui/draw-in-slices';
import { plainLink } from '@platform/ui/page-parts';
import { CustomerHomeView } from './features/customer-home/customer-home-view';
import { homeFromAnswers } from './features/customer-home/home-from-answers';

export const drawFirstScreen: FirstScreenModule['drawFirstScreen'] = (container, { locale, answers }) => {
  // Throws at once for answers it does not draw from: nothing drawn, the full shell draws the page.
  const home = homeFromAnswers(answers);
  return drawInSlices(
    container,
    <CustomerHomeView {...home} tasks={home.tasks} locale={locale} renderLink={plainLink} />,
  );
};
