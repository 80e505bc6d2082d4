import type { AppOwner } from './apps';

/**
 * Every route of product-spec section 2 (docs/product-spec.md) and the app that owns it (docs/decisions.md,
 * "Runtime registry"; operations' screens: docs/operations-screens.md).
 * Patterns are react-router patterns without the leading slash.
 * The registry (./registry.ts) tells the shell where each remote lives; this table tells
 * which remote answers a path, so a remote can be moved or redeployed without a shell build.
 */
export interface RouteEntry {
  pattern: string;
  owner: AppOwner;
}

const r = (owner: AppOwner, ...patterns: string[]): RouteEntry[] => patterns.map((pattern) => ({ pattern, owner }));

export const ROUTES: RouteEntry[] = [
  ...r(
    'shell',
    'auth/auth-redirect',
    'auth/logout',
    'dashboard/schedule-meeting',
    'dashboard/process-redirect',
    'help',
    'ops',
    'ops/brokerages',
  ),
  ...r(
    'mfe_onboarding',
    'auth/login',
    'auth/sign-up',
    'auth/email-confirmation',
    'auth/error',
    'auth/account-not-found',
    'auth/account-not-active',
    'auth/force-restore-password',
    'auth/register',
    'public-onboarding/select-user-type',
    'public-onboarding/pre-application',
    'broker-signup/index',
    'broker-signup/step/:stepId',
    'broker-signup/finish',
    'broker-register/index',
    'broker-register/step/:stepId',
    ':country/:language/broker-register',
    ':country/:language/broker-success-screen/:type',
    ':country/:language/user-success-screen/:type',
    'redirect-information/success/:category',
    'dashboard/users/list',
    'dashboard/profile',
    'broker/edit-profile',
  ),
  ...r(
    'mfe_ipaf',
    'ipaf/one-page',
    'ipaf/prev',
    'ipaf/success',
    'public-ipaf/one-page',
    'public-ipaf/success',
    'shared-ipaf/index',
    'shared-ipaf/ipaf-not-found',
    ':country/:language/ipaf-ending',
    ':country/:language/question-information/step-info/:step',
    ':country/:language/forms-demo',
    ':country/:language/ipaf-rejected',
  ),
  ...r(
    'mfe_quotes_policies',
    'dashboard/index',
    'dashboard/index-customer',
    'dashboard/coverages',
    'dashboard/quotes/home',
    'dashboard/quotes/:type/:product/:userFormId',
    'dashboard/quotes/detail/:type/:product/:userFormId',
    // The customer's checkout of a selected option (issue 12): the spec names none; docs/checkout.md.
    'dashboard/quotes/checkout/:quoteId',
    'dashboard/policies/home',
    'dashboard/policies/detail/:id',
    'dashboard/policies/detail/:id/more-info',
    'flows/renewal',
    // The underwriting desk (operations; docs/underwriting.md).
    'ops/underwriting',
    'ops/underwriting/:submissionId',
    // The payments queue (operations; docs/payments.md).
    'ops/payments',
    // The broker of record's view of a customer company's quotes and policies: the customer's own
    // screens on the same rows (docs/broker-book.md, "Quotes and policies").
    'broker/company/:id/quotes',
    'broker/company/:id/quotes/:quoteId/detail',
    'broker/company/:id/quotes/:quoteId/more-detail',
    'broker/company/:id/quotes/:quoteId/checkout',
    'broker/company/:id/policies/:policyId/detail',
    'broker/company/:id/policies/:policyId/more-detail',
    'broker-quote/detail',
    'broker-quote/checkout',
    'broker-policy/detail',
  ),
  ...r(
    'mfe_claims',
    'dashboard/claims/home',
    'dashboard/claims/detail/:id',
    'dashboard/claims/create',
    // Operations handle claims (issue 13).
    'ops/claims',
    'ops/claims/:id',
  ),
  ...r(
    'mfe_cyber',
    'dashboard/cyber/home',
    'dashboard/cyber/create',
    'dashboard/cyber/success-screen',
    'dashboard/cyber/report/:id',
    'ops/cyber',
    'ops/cyber/:id',
  ),
  ...r(
    'mfe_broker',
    'broker/index',
    'broker/earnings/home',
    'broker/earnings/send-fiscal-note',
    'broker/earnings/list-fiscal-note',
    'broker/kam/:kamId',
    'broker/company/:id/detail',
    // The broker of record reads a company's claim and cyber report (docs/broker-book.md).
    'broker/company/:id/claims/:claimId',
    'broker/company/:id/cyber/reports/:reportId',
    'broker/users/list',
    // Operations' commission statements and fiscal notes (docs/broker-earnings.md).
    'ops/brokers/statements',
    // Operations run a brokerage (its KAM) here: ops screens live in the remote of their resource.
    'ops/brokers/:brokerId',
    // The brokerages (approval queue, approved ones) that moved from the shell's ops/brokerages.
    'ops/brokers',
  ),
];

/** Where unknown paths go (spec section 2). */
export const UNKNOWN_PATH_REDIRECT = '/br/pt/broker-register';
/** Where a signed-in customer and a signed-in broker land. */
export { CUSTOMER_HOME, BROKER_HOME } from './home-paths';

/**
 * Paths a guest may open. Everything else needs sign-in: the shell starts the OpenID Connect
 * flow and comes back to the same path afterwards.
 */
export const PUBLIC_PATH_PATTERNS: RegExp[] = [
  /^\/$/,
  /^\/auth\//,
  /^\/public-onboarding\//,
  /^\/public-ipaf\//,
  /^\/shared-ipaf\//,
  /^\/public\/policy/,
  /^\/public\/signature/,
  /^\/broker-signup\//,
  /^\/broker-register(\/|$)/,
  /^\/redirect-information\//,
  /^\/help$/,
  /^\/[a-z]{2}\/[a-z]{2}\//,
];

export const isPublicPath = (pathname: string) => PUBLIC_PATH_PATTERNS.some((pattern) => pattern.test(pathname));
