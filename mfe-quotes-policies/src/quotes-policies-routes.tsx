import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { lazyScreen, PageNotFound } from '@platform/remote-kit';
import { CustomerHome } from './features/customer-home/customer-home';
import { PoliciesList } from './features/policies-list/policies-list';

// The quotes screens and their words are fetched when first opened (bench budget: the remote's
// first visit on the home or policies stays small; the quotes home has a budget of its own).
const quoteWords = () => import('./quote-words').then((module) => module.quoteWords);
const QuotesList = lazyScreen(
  () => import('./features/quotes-list/quotes-list'),
  (module) => module.QuotesList,
  quoteWords,
);
const QuoteCompare = lazyScreen(
  () => import('./features/quote-compare/quote-compare'),
  (module) => module.QuoteCompare,
  quoteWords,
);
const QuoteDetail = lazyScreen(
  () => import('./features/quote-detail/quote-detail'),
  (module) => module.QuoteDetail,
  quoteWords,
);
const CheckoutPage = lazyScreen(
  () => import('./features/checkout/checkout-page'),
  (module) => module.CheckoutPage,
  // The quote's words too: the checkout takes the documents its conditions ask for.
  () =>
    Promise.all([quoteWords(), import('./features/checkout/messages')]).then(([words, { checkoutMessages }]) => ({
      pt: { ...words.pt, ...checkoutMessages.pt },
      en: { ...words.en, ...checkoutMessages.en },
      es: { ...words.es, ...checkoutMessages.es },
    })),
);

/** A policy's page (its purchase path, data and payments) is fetched when first opened: the
 * remote's first visit on the home or the policies list stays within its budget. */
const renewalMessages = () => import('./features/renewal/messages').then((module) => module.renewalMessages);
const PolicyDetail = lazyScreen(
  () => import('./features/policy-detail/policy-detail'),
  (module) => module.PolicyDetail,
  // Its certificates, statement and renewal parts speak their own words.
  () =>
    Promise.all([import('./features/policy-detail/messages'), renewalMessages()]).then(
      ([{ policyDocumentsMessages }, renewal]) => ({
        pt: { ...policyDocumentsMessages.pt, ...renewal.pt },
        en: { ...policyDocumentsMessages.en, ...renewal.en },
        es: { ...policyDocumentsMessages.es, ...renewal.es },
      }),
    ),
);
/** The policy's full wording: the quote's words name its coverages, exclusions and conditions. */
const PolicyWording = lazyScreen(
  () => import('./features/policy-wording/policy-wording'),
  (module) => module.PolicyWording,
  () =>
    Promise.all([quoteWords(), import('./features/policy-wording/messages')]).then(([words, { wordingMessages }]) => ({
      pt: { ...words.pt, ...wordingMessages.pt },
      en: { ...words.en, ...wordingMessages.en },
      es: { ...words.es, ...wordingMessages.es },
    })),
);
const RenewalPage = lazyScreen(
  () => import('./features/renewal/renewal-page'),
  (module) => module.RenewalPage,
  renewalMessages,
);

/** The product pages of dashboard/coverages: their plain-language texts load with them. */
const Coverages = lazyScreen(
  () => import('./features/coverages/coverages'),
  (module) => module.Coverages,
  () => import('./features/coverages/messages').then((module) => module.coveragesMessages),
);

/** The underwriting desk (operations only): its code and texts load when it is first opened. */
const deskMessages = () => import('./desk-messages').then((m) => m.deskMessages);
const UnderwritingQueue = lazyScreen(
  () => import('./features/underwriting-queue/underwriting-queue'),
  (m) => m.UnderwritingQueue,
  deskMessages,
);
const UnderwritingCase = lazyScreen(
  () => import('./features/underwriting-case/underwriting-case'),
  (m) => m.UnderwritingCase,
  deskMessages,
);

/** The payments queue (operations only): its code and texts load when it is first opened. */
const PaymentsQueue = lazyScreen(
  () => import('./features/payments-queue/payments-queue'),
  (m) => m.PaymentsQueue,
  () => import('./features/payments-queue/messages').then((m) => m.paymentsMessages),
);

/**
 * The broker of record's screens of a customer company are the customer's own (docs/broker-book.md,
 * "Quotes and policies") inside a frame that loads the company; the frame and its words load with them.
 */
const brokerWords = () => import('./broker-company-messages').then((m) => m.brokerCompanyMessages);
const BrokerCompanyFrame = lazyScreen(
  () => import('./components/broker-company-frame'),
  (m) => m.BrokerCompanyFrame,
  brokerWords,
);
const BrokerRecordLink = lazyScreen(
  () => import('./features/broker-record-link/broker-record-link'),
  (m) => m.BrokerRecordLink,
  brokerWords,
);
const forCompany = (screen: ReactNode) => <BrokerCompanyFrame>{screen}</BrokerCompanyFrame>;

/**
 * The routes mfe-quotes-policies owns (spec section 2: dashboard/index, index-customer, coverages,
 * quotes/*, policies/*, flows/renewal; public/policy and public/signature are the shell's slim pages), and the underwriting desk for operations
 * (ops/underwriting, ops/underwriting/:submissionId; docs/underwriting.md says why here) and the
 * payments queue (ops/payments; docs/payments.md); and the broker of record's view of a customer
 * company's quotes and policies (broker/company/:id/quotes..., broker-quote/*, broker-policy/*;
 * docs/broker-book.md). broker/company/:id/policies/:policyId/more-detail is the policy wording's.
 */
export function QuotesPoliciesRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/index" element={<CustomerHome />} />
      <Route path="/dashboard/index-customer" element={<CustomerHome />} />
      <Route path="/dashboard/coverages" element={<Coverages />} />
      <Route path="/dashboard/quotes/home" element={<QuotesList />} />
      <Route path="/dashboard/quotes/checkout/:quoteId" element={<CheckoutPage />} />
      <Route path="/dashboard/quotes/detail/:type/:product/:userFormId" element={<QuoteDetail />} />
      <Route path="/dashboard/quotes/:type/:product/:userFormId" element={<QuoteCompare />} />
      <Route path="/dashboard/policies/home" element={<PoliciesList />} />
      <Route path="/dashboard/policies/detail/:id" element={<PolicyDetail />} />
      <Route path="/dashboard/policies/detail/:id/more-info" element={<PolicyWording />} />
      <Route path="/flows/renewal" element={<RenewalPage />} />
      <Route path="/ops/underwriting" element={<UnderwritingQueue />} />
      <Route path="/ops/underwriting/:submissionId" element={<UnderwritingCase />} />
      <Route path="/ops/payments" element={<PaymentsQueue />} />
      <Route path="/broker/company/:id/quotes" element={forCompany(<QuotesList />)} />
      <Route path="/broker/company/:id/quotes/:quoteId/detail" element={forCompany(<QuoteCompare />)} />
      <Route path="/broker/company/:id/quotes/:quoteId/more-detail" element={forCompany(<QuoteDetail />)} />
      <Route path="/broker/company/:id/quotes/:quoteId/checkout" element={forCompany(<CheckoutPage />)} />
      <Route path="/broker/company/:id/policies/:policyId/detail" element={forCompany(<PolicyDetail />)} />
      <Route path="/broker/company/:id/policies/:policyId/more-detail" element={forCompany(<PolicyWording />)} />
      <Route path="/broker-quote/detail" element={<BrokerRecordLink target="quote-detail" />} />
      <Route path="/broker-quote/checkout" element={<BrokerRecordLink target="quote-checkout" />} />
      <Route path="/broker-policy/detail" element={<BrokerRecordLink target="policy-detail" />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
