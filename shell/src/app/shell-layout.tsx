import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router';
import { useStore } from 'zustand';
import { LANGUAGES, type Language } from '@platform/domain';
import { ErrorView, Loading } from '@platform/ui';
import { useSessionRestore } from '../auth/use-session-restore';
import { useLocaleControl, useShell } from './shell-context';
import { useAuthRequests } from '../auth/use-auth-requests';

const customerNav = [
  ['/dashboard/index', 'shell.nav.dashboard'],
  ['/dashboard/quotes/home', 'shell.nav.quotes'],
  ['/dashboard/policies/home', 'shell.nav.policies'],
  ['/dashboard/claims/home', 'shell.nav.claims'],
  ['/dashboard/cyber/home', 'shell.nav.cyber'],
  ['/dashboard/users/list', 'shell.nav.team'],
] as const;
const brokerNav = [
  ['/broker/index', 'shell.nav.broker'],
  ['/broker/earnings/home', 'shell.nav.earnings'],
  ['/broker/users/list', 'shell.nav.brokerUsers'],
] as const;

/** The frame around every screen: header, navigation by audience, language, and the outlet. */
export function ShellLayout() {
  const { session } = useShell();
  const { locale, setLanguage } = useLocaleControl();
  const intl = useIntl();
  const restore = useSessionRestore();
  const loggedIn = useStore(session, (s) => s.user.logged_type === 'LOGGED');
  const isBroker = useStore(session, (s) => s.broker !== null);
  const firstName = useStore(session, (s) => s.user.first_name);
  const nav = loggedIn ? (isBroker ? brokerNav : customerNav) : [];
  useAuthRequests();

  return (
    <div className="shell">
      <a className="shell-skip" href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <header className="shell-header">
        <NavLink to="/" className="shell-brand">
          <FormattedMessage id="shell.brand" />
        </NavLink>
        <nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })} className="shell-nav">
          {nav.map(([to, id]) => (
            <NavLink key={to} to={to}>
              <FormattedMessage id={id} />
            </NavLink>
          ))}
          <NavLink to="/help">
            <FormattedMessage id="shell.nav.help" />
          </NavLink>
        </nav>
        <div className="shell-user">
          <label>
            <span className="ui-visually-hidden">
              <FormattedMessage id="shell.language" />
            </span>
            <select value={locale.language} onChange={(e) => setLanguage(e.target.value as Language)} aria-label={intl.formatMessage({ id: 'shell.language' })}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {language.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
          {loggedIn ? (
            <>
              <span className="shell-user-name" data-testid="user-name">{firstName}</span>
              <NavLink to="/auth/logout">
                <FormattedMessage id="shell.nav.signOut" />
              </NavLink>
            </>
          ) : (
            <NavLink to="/auth/login">
              <FormattedMessage id="shell.nav.signIn" />
            </NavLink>
          )}
        </div>
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
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
