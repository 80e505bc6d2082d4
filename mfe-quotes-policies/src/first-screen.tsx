// The customer home's first screen (FIRST_SCREEN_MODULE), drawn by the shell's boot code before the
// full shell loads (issue 25): React, the home's view and its words only (formatted without
// react-intl: features/customer-home/home-texts.ts). No router, query cache, kit or the remote's
// other texts: this chunk and what it shares are all it fetches.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { FirstScreenModule } from '@platform/remote-contract';
import { plainLink } from './components/plain-link';
import { CustomerHomeView } from './features/customer-home/customer-home-view';
import { homeFromAnswers } from './features/customer-home/home-from-answers';

export const drawFirstScreen: FirstScreenModule['drawFirstScreen'] = (container, { locale, answers }) => {
  const home = homeFromAnswers(answers);
  const root = createRoot(container);
  // Drawn before this returns, so that the boot code knows it is on screen (and any error is its).
  flushSync(() =>
    root.render(<CustomerHomeView {...home} tasks={home.tasks} locale={locale} renderLink={plainLink} />),
  );
  return { unmount: () => root.unmount() };
};
