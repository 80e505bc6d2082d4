// The broker home's first screen (FIRST_SCREEN_MODULE), drawn by the shell's boot code before the
// full shell loads (issue 25): React, react-intl, the home's view and its words only. No router,
// query cache, kit or the remote's other texts: this chunk and what it shares are all it fetches.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { localeTag } from '@platform/domain/formatting';
import { DEFAULT_LOCALE } from '@platform/domain/locale';
import { PRODUCT_NAMES } from '@platform/i18n/product-names';
import type { FirstScreenModule } from '@platform/remote-contract';
import { kamLinkMessages } from './components/kam-link-messages';
import type { RenderLink } from './components/render-link';
import { bookMessages } from './features/companies-list/book-messages';
import { bookViewFrom } from './features/companies-list/book-view';
import { brokerHomeFromAnswers } from './features/companies-list/broker-home-from-answers';
import { BrokerHomeView } from './features/companies-list/broker-home-view';
import { companiesMessages } from './features/companies-list/companies-messages';
import { bookTaskMessages } from './features/companies-list/messages';

// A plain link: the full shell, once started, follows it on this page (or the browser loads it).
const plainLink: RenderLink = ({ to, className, describedBy, children }) => (
  <a href={to} className={className} aria-describedby={describedBy}>
    {children}
  </a>
);

// The book as opened without a search: the only one whose first page the boot reads.
const DEFAULT_VIEW = bookViewFrom(new URLSearchParams());

export const drawFirstScreen: FirstScreenModule['drawFirstScreen'] = (container, { locale, answers }) => {
  const { kamId, tasks, book } = brokerHomeFromAnswers(answers);
  const { language } = locale;
  const root = createRoot(container);
  // Drawn before this returns, so that the boot code knows it is on screen (and any error is its).
  // No actions: the first press, key or touch starts the full shell, which draws the real home.
  flushSync(() =>
    root.render(
      <IntlProvider
        locale={localeTag(locale)}
        defaultLocale={localeTag(DEFAULT_LOCALE)}
        messages={{
          ...PRODUCT_NAMES[language],
          ...bookTaskMessages[language],
          ...bookMessages[language],
          ...companiesMessages[language],
          ...kamLinkMessages[language],
        }}
      >
        <BrokerHomeView
          tasks={tasks}
          kamId={kamId}
          book={book}
          view={DEFAULT_VIEW}
          hasPrevious={false}
          pageChanging={false}
          locale={locale}
          renderLink={plainLink}
        />
      </IntlProvider>,
    ),
  );
  return { unmount: () => root.unmount() };
};
