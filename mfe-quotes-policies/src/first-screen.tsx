// The customer home's first screen (FIRST_SCREEN_MODULE), drawn by the shell's boot code before the
// full shell loads (issue 25): React, react-intl, the home's view and its words only. No router,
// query cache, kit or the remote's other texts: this chunk and what it shares are all it fetches.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { localeTag } from '@platform/domain/formatting';
import { DEFAULT_LOCALE } from '@platform/domain/locale';
import { PRODUCT_NAMES } from '@platform/i18n/product-names';
import type { FirstScreenModule } from '@platform/remote-contract';
import type { RenderLink } from './features/customer-home/components/render-link';
import { CustomerHomeView } from './features/customer-home/customer-home-view';
import { homeFromAnswers } from './features/customer-home/home-from-answers';
import { homeMessages } from './features/customer-home/messages';

// A plain link: the full shell, once started, follows it on this page (or the browser loads it).
const plainLink: RenderLink = ({ to, className, describedBy, children }) => (
  <a href={to} className={className} aria-describedby={describedBy}>
    {children}
  </a>
);

export const drawFirstScreen: FirstScreenModule['drawFirstScreen'] = (container, { locale, answers }) => {
  const home = homeFromAnswers(answers);
  const { language } = locale;
  const root = createRoot(container);
  // Drawn before this returns, so that the boot code knows it is on screen (and any error is its).
  flushSync(() =>
    root.render(
      <IntlProvider
        locale={localeTag(locale)}
        defaultLocale={localeTag(DEFAULT_LOCALE)}
        messages={{ ...PRODUCT_NAMES[language], ...homeMessages[language] }}
      >
        <CustomerHomeView {...home} tasks={home.tasks} locale={locale} renderLink={plainLink} />
      </IntlProvider>,
    ),
  );
  return { unmount: () => root.unmount() };
};
