import { Route, Routes } from 'react-router';
import { lazyScreen, PageNotFound } from '@platform/remote-kit';
import { CyberStyles } from './components/cyber-styles';
import { CyberHome } from './features/cyber-home/cyber-home';

// The home is the landing route and stays in the first chunk; every other screen, and its texts, load on demand.
const screenTexts = () => import('./screen-messages').then((m) => m.screenMessages);
const CyberCreatePage = lazyScreen(
  () => import('./features/cyber-create/cyber-create-page'),
  (m) => m.CyberCreatePage,
  screenTexts,
);
const CyberSuccessPage = lazyScreen(
  () => import('./features/cyber-success/cyber-success-page'),
  (m) => m.CyberSuccessPage,
  screenTexts,
);
const CyberReportPage = lazyScreen(
  () => import('./features/cyber-report/cyber-report-page'),
  (m) => m.CyberReportPage,
  screenTexts,
);
const OpsRequestsPage = lazyScreen(
  () => import('./features/ops-requests/ops-requests-page'),
  (m) => m.OpsRequestsPage,
  screenTexts,
);
const OpsRequestPage = lazyScreen(
  () => import('./features/ops-request/ops-request-page'),
  (m) => m.OpsRequestPage,
  screenTexts,
);

/** The routes mfe-cyber owns: dashboard/cyber/* (spec section 2) and operations' ops/cyber. */
export function CyberRoutes() {
  return (
    <>
      <CyberStyles />
      <Routes>
        <Route path="/dashboard/cyber/home" element={<CyberHome />} />
        <Route path="/dashboard/cyber/create" element={<CyberCreatePage />} />
        <Route path="/dashboard/cyber/success-screen" element={<CyberSuccessPage />} />
        <Route path="/dashboard/cyber/report/:id" element={<CyberReportPage />} />
        <Route path="/ops/cyber" element={<OpsRequestsPage />} />
        <Route path="/ops/cyber/:id" element={<OpsRequestPage />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </>
  );
}
