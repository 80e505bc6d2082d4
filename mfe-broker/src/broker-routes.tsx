import { Route, Routes } from 'react-router';
import { PageNotFound, ScreenPlaceholder } from '@platform/remote-kit';
import { CompaniesList } from './features/companies-list/companies-list';
import { CompanyDetail } from './features/company-detail/company-detail';
import { ApprovalGate } from './features/pending-approval/approval-gate';

/** Screens not built yet, by path: each shows a clear placeholder with its name. */
const PLACEHOLDERS: [string, string][] = [
  ['/broker/earnings/home', 'earnings'],
  ['/broker/earnings/send-fiscal-note', 'sendFiscalNote'],
  ['/broker/earnings/list-fiscal-note', 'listFiscalNotes'],
  ['/broker/kam/:kamId', 'kam'],
  ['/broker/company/:id/quotes', 'companyQuotes'],
  ['/broker/company/:id/quotes/:quoteId/detail', 'quoteDetail'],
  ['/broker/company/:id/quotes/:quoteId/more-detail', 'quoteMoreDetail'],
  ['/broker/company/:id/quotes/:quoteId/checkout', 'quoteCheckout'],
  ['/broker/company/:id/policies/:policyId/detail', 'policyDetail'],
  ['/broker/company/:id/policies/:policyId/more-detail', 'policyMoreDetail'],
  ['/broker/users/list', 'users'],
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
        {PLACEHOLDERS.map(([path, screen]) => (
          <Route key={path} path={path} element={<ScreenPlaceholder screen={`broker.${screen}`} />} />
        ))}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </ApprovalGate>
  );
}
