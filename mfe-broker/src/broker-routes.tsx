import { Route, Routes } from 'react-router';
import { BrokerApprovalGate, lazyScreen, PageNotFound } from '@platform/remote-kit';
import { CompaniesList } from './features/companies-list/companies-list';

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
// Earnings and fiscal notes (issue 23 items 4 and 5; docs/broker-earnings.md), with their texts.
const loadEarningsTexts = () => import('./features/earnings/messages').then((m) => m.earningsMessages);
const EarningsHome = lazyScreen(
  () => import('./features/earnings/earnings-home'),
  (m) => m.EarningsHome,
  loadEarningsTexts,
);
const SendFiscalNote = lazyScreen(
  () => import('./features/earnings/send-fiscal-note'),
  (m) => m.SendFiscalNote,
  loadEarningsTexts,
);
const FiscalNotesList = lazyScreen(
  () => import('./features/earnings/fiscal-notes-list'),
  (m) => m.FiscalNotesList,
  loadEarningsTexts,
);
// Operations' commission statements: their texts and the fiscal note labels they share.
const OpsStatements = lazyScreen(
  () => import('./features/ops-statements/ops-statements'),
  (m) => m.OpsStatements,
  () =>
    Promise.all([import('./features/earnings/messages'), import('./features/ops-statements/messages')]).then(
      ([earnings, ops]) => ({
        pt: { ...earnings.earningsMessages.pt, ...ops.opsStatementsMessages.pt },
        en: { ...earnings.earningsMessages.en, ...ops.opsStatementsMessages.en },
        es: { ...earnings.earningsMessages.es, ...ops.opsStatementsMessages.es },
      }),
    ),
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
const OpsBrokersPage = lazyScreen(
  () => import('./features/ops-brokers/ops-brokers-page'),
  (m) => m.OpsBrokersPage,
  () => import('./features/ops-brokers/messages').then((m) => m.opsBrokersMessages),
);

/**
 * The routes mfe-broker owns (spec section 2: broker/*).
 * broker/edit-profile (bank details) belongs to mfe-onboarding; a company's quotes and policies
 * (broker/company/:id/quotes..., policies/..., broker-quote/*, broker-policy/*) to mfe-quotes-policies.
 */
export function BrokerRoutes() {
  return (
    <Routes>
      {/* Operations' screens of the brokers' resources: no broker approval gate. */}
      <Route path="/ops/brokers" element={<OpsBrokersPage />} />
      <Route path="/ops/brokers/statements" element={<OpsStatements />} />
      <Route path="*" element={<BrokerArea />} />
    </Routes>
  );
}

/** The broker's own screens, open once the brokerage is approved. */
function BrokerArea() {
  return (
    <BrokerApprovalGate>
      <Routes>
        <Route path="/broker/index" element={<CompaniesList />} />
        <Route path="/broker/company/:id/detail" element={<CompanyDetail />} />
        <Route path="/broker/company/:id/claims/:claimId" element={<CompanyClaim />} />
        <Route path="/broker/company/:id/cyber/reports/:reportId" element={<CompanyCyberReport />} />
        <Route path="/broker/earnings/home" element={<EarningsHome />} />
        <Route path="/broker/earnings/send-fiscal-note" element={<SendFiscalNote />} />
        <Route path="/broker/earnings/list-fiscal-note" element={<FiscalNotesList />} />
        <Route path="/broker/kam/:kamId" element={<KamPage />} />
        <Route path="/broker/users/list" element={<BrokerUsersPage />} />
        <Route path="/ops/brokers/:brokerId" element={<OpsBrokeragePage />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </BrokerApprovalGate>
  );
}
