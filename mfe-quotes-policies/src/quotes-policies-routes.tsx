import { Route, Routes } from 'react-router';
import { PageNotFound, ScreenPlaceholder } from '@platform/remote-kit';
import { CheckoutPage } from './features/checkout/checkout-page';
import { Coverages } from './features/coverages/coverages';
import { CustomerHome } from './features/customer-home/customer-home';
import { PoliciesList } from './features/policies-list/policies-list';
import { PolicyDetail } from './features/policy-detail/policy-detail';
import { SignaturePage } from './features/public-signature/signature-page';
import { QuoteCompare } from './features/quote-compare/quote-compare';
import { QuoteDetail } from './features/quote-detail/quote-detail';
import { QuotesList } from './features/quotes-list/quotes-list';

/** Screens not built yet, by path: each shows a clear placeholder with its name. */
const PLACEHOLDERS: [string, string][] = [
  ['/dashboard/policies/detail/:id/more-info', 'policyMoreInfo'],
  ['/public/policy', 'publicPolicy'],
  ['/flows/renewal', 'renewal'],
];

/**
 * The routes mfe-quotes-policies owns (spec section 2: dashboard/index, index-customer, coverages,
 * quotes/*, policies/*, public/policy, flows/renewal).
 */
export function QuotesPoliciesRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/index" element={<CustomerHome />} />
      <Route path="/dashboard/index-customer" element={<CustomerHome />} />
      <Route path="/dashboard/coverages" element={<Coverages />} />
      <Route path="/dashboard/quotes/home" element={<QuotesList />} />
      <Route path="/dashboard/quotes/checkout/:quoteId" element={<CheckoutPage />} />
      <Route path="/public/signature" element={<SignaturePage />} />
      <Route path="/dashboard/quotes/detail/:type/:product/:userFormId" element={<QuoteDetail />} />
      <Route path="/dashboard/quotes/:type/:product/:userFormId" element={<QuoteCompare />} />
      <Route path="/dashboard/policies/home" element={<PoliciesList />} />
      <Route path="/dashboard/policies/detail/:id" element={<PolicyDetail />} />
      {PLACEHOLDERS.map(([path, screen]) => (
        <Route key={path} path={path} element={<ScreenPlaceholder screen={`quotesPolicies.${screen}`} />} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
