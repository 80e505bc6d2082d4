import { audienceOf as signedInAudience, type Audience as SignedInAudience } from '@platform/remote-contract';

/** Who is looking: the shell's navigation differs by audience (spec section 1), and guests have their own. */
export type Audience = 'guest' | SignedInAudience;

/** A link of the navigation: where it goes and the id of its text. */
export interface NavLinkItem {
  to: string;
  label: string;
}

export interface Navigation {
  /** The areas of the product, in the main navigation. */
  main: NavLinkItem[];
  /** The person's own entries: profile and settings, sign in or out. */
  account: NavLinkItem[];
}

const help: NavLinkItem = { to: '/help', label: 'shell.nav.help' };
const signOut: NavLinkItem = { to: '/auth/logout', label: 'shell.nav.signOut' };

const NAVIGATION: Record<Audience, Navigation> = {
  guest: {
    main: [help],
    account: [{ to: '/auth/login', label: 'shell.nav.signIn' }],
  },
  customer: {
    main: [
      { to: '/dashboard/index', label: 'shell.nav.dashboard' },
      { to: '/dashboard/quotes/home', label: 'shell.nav.quotes' },
      { to: '/dashboard/policies/home', label: 'shell.nav.policies' },
      { to: '/dashboard/claims/home', label: 'shell.nav.claims' },
      { to: '/dashboard/cyber/home', label: 'shell.nav.cyber' },
      { to: '/dashboard/users/list', label: 'shell.nav.team' },
      help,
    ],
    account: [{ to: '/dashboard/profile', label: 'shell.nav.profile' }, signOut],
  },
  broker: {
    main: [
      { to: '/broker/index', label: 'shell.nav.broker' },
      { to: '/broker/earnings/home', label: 'shell.nav.earnings' },
      { to: '/broker/users/list', label: 'shell.nav.brokerUsers' },
      help,
    ],
    // broker/edit-profile holds the broker's profile and bank details.
    account: [{ to: '/broker/edit-profile', label: 'shell.nav.brokerProfile' }, signOut],
  },
  operations: {
    main: [
      { to: '/ops', label: 'shell.nav.operations' },
      { to: '/ops/underwriting', label: 'shell.nav.underwriting' },
      { to: '/ops/claims', label: 'shell.nav.opsClaims' },
      { to: '/ops/cyber', label: 'shell.nav.opsCyber' },
      { to: '/ops/payments', label: 'shell.nav.opsPayments' },
      { to: '/ops/brokers/statements', label: 'shell.nav.opsStatements' },
      { to: '/ops/brokers', label: 'shell.nav.opsBrokers' },
      help,
    ],
    account: [signOut],
  },
};

/** broker/edit-profile holds the bank details, which are the administrator's (docs/broker-team.md). */
const BANK_DETAILS = '/broker/edit-profile';

/** The shell's navigation for an audience; an invited broker colleague is not offered the bank details. */
export const navigationFor = (audience: Audience, role?: string | null): Navigation => {
  const navigation = NAVIGATION[audience];
  if (role !== 'BROKER_INVITED') return navigation;
  return { ...navigation, account: navigation.account.filter((link) => link.to !== BANK_DETAILS) };
};

/** The audience of a session: signed out, a broker (has a broker record), or a customer. */
export const audienceOf = (loggedIn: boolean, person: { role: string | null; isBroker: boolean }): Audience =>
  loggedIn ? signedInAudience(person) : 'guest';
