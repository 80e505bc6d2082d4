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

/** Screens not built yet, by path: each shows a clear placeholder with its name. */
const PLACEHOLDERS: [string, string][] = [
  ['/broker/earnings/home', 'earnings'],
  ['/broker/earnings/send-fiscal-note', 'sendFiscalNote'],
  ['/broker/earnings/list-fiscal-note', 'listFiscalNotes'],
  ['/broker/kam/:kamId', 'kam'],
  ['/broker/users/list', 'users'],
];

/**
 * The routes mfe-broker owns (spec section 2: broker/*).
 * broker/edit-profile (bank details) belongs to mfe-onboarding; a company's quotes and policies
 * (broker/company/:id/quotes..., policies/..., broker-quote/*, broker-policy/*) to mfe-quotes-policies.
 */
export function BrokerRoutes() {
  return (
    <ApprovalGate>
      <Routes>
        <Route path="/broker/index" element={<CompaniesList />} />
        <Route path="/broker/company/:id/detail" element={<CompanyDetail />} />
        <Route path="/broker/company/:id/claims/:claimId" element={<CompanyClaim />} />
        <Route path="/broker/company/:id/cyber/reports/:reportId" element={<CompanyCyberReport />} />
        {PLACEHOLDERS.map(([path, screen]) => (
          <Route key={path} path={path} element={<ScreenPlaceholder screen={`broker.${screen}`} />} />
        ))}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </ApprovalGate>
  );
}
