import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { Menu as MenuIcon } from 'lucide-react';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@platform/ui';
import { navigationFor, type Audience } from './navigation';

/**
 * The header's two navigations: the product's areas for this audience, and the person's own
 * entries (profile and settings, sign in or out; signing out asks for confirmation first).
 * Below 768 px both fold into one menu button (the CSS picks which one shows).
 * `children` sit beside the person's entries (the language choice). While the session is being
 * restored the person's entries are left out, so the header never flashes "Sign in" to someone
 * who is signed in.
 */
export function ShellNavigation({
  audience,
  userName,
  restoring = false,
  role,
  children,
}: {
  audience: Audience;
  userName?: string;
  /** The session's role: an invited broker colleague sees fewer entries. */
  role?: string | null;
  restoring?: boolean;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { main, account } = navigationFor(audience, role);
  const accountEntries = restoring ? [] : account;
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
          {accountEntries.map(({ to, label }) => (
            <NavLink key={to} to={to}>
              <FormattedMessage id={label} />
            </NavLink>
          ))}
        </nav>
        <Menu
          className="shell-menu-button"
          label={intl.formatMessage({ id: 'shell.nav.menu' })}
          icon={<MenuIcon size={20} />}
        >
          {main.map(({ to, label }) => (
            <MenuItem key={to}>
              <NavLink to={to}>
                <FormattedMessage id={label} />
              </NavLink>
            </MenuItem>
          ))}
          {accountEntries.length > 0 && <MenuSeparator />}
          {userName && accountEntries.length > 0 && <MenuLabel>{userName}</MenuLabel>}
          {accountEntries.map(({ to, label }) => (
            <MenuItem key={to}>
              <NavLink to={to}>
                <FormattedMessage id={label} />
              </NavLink>
            </MenuItem>
          ))}
        </Menu>
      </div>
    </>
  );
}
