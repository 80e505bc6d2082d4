import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { navigationFor, type Audience } from './navigation';

/**
 * The header's two navigations: the product's areas for this audience, and the person's own
 * entries (profile and settings, sign in or out; signing out asks for confirmation first).
 * `children` sit beside the person's entries (the language choice).
 */
export function ShellNavigation({
  audience,
  userName,
  children,
}: {
  audience: Audience;
  userName?: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { main, account } = navigationFor(audience);
  return (
    <>
      <nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })} className="shell-nav">
        {main.map(({ to, label }) => (
          <NavLink key={to} to={to}>
            <FormattedMessage id={label} />
          </NavLink>
        ))}
      </nav>
      <div className="shell-user">
        {children}
        <nav aria-label={intl.formatMessage({ id: 'shell.nav.account' })} className="shell-account-nav">
          {userName && (
            <span className="shell-user-name" data-testid="user-name">
              {userName}
            </span>
          )}
          {account.map(({ to, label }) => (
            <NavLink key={to} to={to}>
              <FormattedMessage id={label} />
            </NavLink>
          ))}
        </nav>
      </div>
    </>
  );
}
