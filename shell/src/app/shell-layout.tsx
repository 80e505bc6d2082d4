import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router';
import { useStore } from 'zustand';
import { LANGUAGES, type Language } from '@platform/domain/locale';
import { ErrorView, Loading, SelectField } from '@platform/ui';
import { useSessionRestore } from '../auth/use-session-restore';
import { useLocaleControl, useShell } from './shell-context';
import { useAuthRequests } from '../auth/use-auth-requests';
import { ShellNavigation } from './shell-navigation';
import { audienceOf } from './navigation';
import { BrandMark } from './brand-mark';
import { usePageTitleAndFocus } from './use-page-title-and-focus';

/** The frame around every screen: header, navigation by audience, language, and the outlet. */
export function ShellLayout() {
  const { session } = useShell();
  const { locale, setLanguage } = useLocaleControl();
  const intl = useIntl();
  const restore = useSessionRestore();
  const loggedIn = useStore(session, (s) => s.user.logged_type === 'LOGGED');
  const isBroker = useStore(session, (s) => s.broker !== null);
  const firstName = useStore(session, (s) => s.user.first_name);
  const role = useStore(session, (s) => s.user.role);
  useAuthRequests();
  const main = useRef<HTMLElement>(null);
  usePageTitleAndFocus(main, intl.formatMessage({ id: 'shell.brand' }));

  return (
    <div className="shell">
      <a className="shell-skip" href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <header className="shell-header">
        <NavLink to="/" className="shell-brand">
          <BrandMark />
          <span className="shell-brand__name">
            <FormattedMessage id="shell.brand" />
          </span>
        </NavLink>
        <ShellNavigation
          audience={audienceOf(loggedIn, { role, isBroker })}
          userName={loggedIn ? (firstName ?? undefined) : undefined}
          restoring={restore.status === 'checking'}
          role={role}
        >
          <SelectField
            className="shell-language"
            label={intl.formatMessage({ id: 'shell.language' })}
            hideLabel
            value={locale.language}
            onChange={(e) => setLanguage(e.target.value as Language)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language.toUpperCase()}
              </option>
            ))}
          </SelectField>
        </ShellNavigation>
      </header>
      <main id="main" className="shell-main" tabIndex={-1} ref={main}>
        {restore.status === 'checking' && <Loading label={intl.formatMessage({ id: 'common.loading' })} />}
        {restore.status === 'api-unavailable' && (
          <ErrorView
            title={intl.formatMessage({ id: 'common.unexpectedError' })}
            detail={intl.formatMessage({ id: 'shell.apiUnavailable' })}
            retryLabel={intl.formatMessage({ id: 'common.retry' })}
            onRetry={restore.retry}
          />
        )}
        {restore.status === 'ready' && <Outlet />}
      </main>
    </div>
  );
}
