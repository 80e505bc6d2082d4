import { Route, Routes } from 'react-router';
import { lazyScreen, PageNotFound, ScreenPlaceholder } from '@platform/remote-kit';
import { CompaniesList } from './features/companies-list/companies-list';
import { ApprovalGate } from './features/pending-approval/approval-gate';

// The company's detail and its book (claims, cyber reports) are fetched when first opened, with
// their texts (./screen-messages.ts): the first visit (the companies list) does not carry them.
const loadTexts = () => import('./screen-messages').then((m) => m.screenMessages);
const CompanyDetail = lazyScreen(
  () => import('./features/company-detail/company-detail'),
  (m) => m.CompanyDetail,
  loadTexts,
);
const CompanyClaim = lazyScreen(
  () => import('./features/company-claim/company-claim'),
  (m) => m.CompanyClaim,
  loadTexts,
);
const CompanyCyberReport = lazyScreen(
  () => import('./features/company-cyber-report/company-cyber-report'),
  (m) => m.CompanyCyberReport,
  loadTexts,
);
const KamPage = lazyScreen(
  () => import('./features/kam/kam-page'),
  (m) => m.KamPage,
  () => import('./features/kam/messages').then((m) => m.kamMessages),
);
const BrokerUsersPage = lazyScreen(
  () => import('./features/broker-users/broker-users-page'),
  (m) => m.BrokerUsersPage,
  () => import('./features/broker-users/messages').then((m) => m.brokerUsersMessages),
);

// Operations' screens of a brokerage (issue 23: every ops screen lives in the remote of its resource).
const OpsBrokeragePage = lazyScreen(
  () => import('./features/ops-brokerage/ops-brokerage-page'),
  (m) => m.OpsBrokeragePage,
  () => import('./features/ops-brokerage/messages').then((m) => m.opsBrokerageMessages),
);

/** Screens not built yet, by path: each shows a clear placeholder with its name. */
const PLACEHOLDERS: [string, string][] = [
  ['/broker/earnings/home', 'earnings'],
  ['/broker/earnings/send-fiscal-note', 'sendFiscalNote'],
  ['/broker/earnings/list-fiscal-note', 'listFiscalNotes'],
  ['/broker/company/:id/quotes', 'companyQuotes'],
  ['/broker/company/:id/quotes/:quoteId/detail', 'quoteDetail'],
  ['/broker/company/:id/quotes/:quoteId/more-detail', 'quoteMoreDetail'],
  ['/broker/company/:id/quotes/:quoteId/checkout', 'quoteCheckout'],
  ['/broker/company/:id/policies/:policyId/detail', 'policyDetail'],
  ['/broker/company/:id/policies/:policyId/more-detail', 'policyMoreDetail'],
  ['/broker-quote/detail', 'quoteDetail'],
  ['/broker-quote/checkout', 'quoteCheckout'],
  ['/broker-policy/detail', 'policyDetail'],
];

/**
 * The routes mfe-broker owns (spec section 2: broker/*, broker-quote/*, broker-policy/*).
 * broker/edit-profile (bank details) belongs to mfe-onboarding.
 */
export function BrokerRoutes() {
  return (
    <ApprovalGate>
      <Routes>
        <Route path="/broker/index" element={<CompaniesList />} />
        <Route path="/broker/company/:id/detail" element={<CompanyDetail />} />
        <Route path="/broker/company/:id/claims/:claimId" element={<CompanyClaim />} />
        <Route path="/broker/company/:id/cyber/reports/:reportId" element={<CompanyCyberReport />} />
        <Route path="/broker/kam/:kamId" element={<KamPage />} />
        <Route path="/broker/users/list" element={<BrokerUsersPage />} />
        <Route path="/ops/brokers/:brokerId" element={<OpsBrokeragePage />} />
        {PLACEHOLDERS.map(([path, screen]) => (
          <Route key={path} path={path} element={<ScreenPlaceholder screen={`broker.${screen}`} />} />
        ))}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </ApprovalGate>
  );
}
