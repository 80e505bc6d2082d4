import { Route, Routes } from 'react-router';
import { lazyScreen, PageNotFound } from '@platform/remote-kit';

// Each screen is fetched when its route is first opened: the first visit carries only the router
// and the list's texts; the other screens bring theirs (./screen-messages.ts).
const loadTexts = () => import('./screen-messages').then((m) => m.screenMessages);
const ClaimsList = lazyScreen(
  () => import('./features/claims-list/claims-list'),
  (m) => m.ClaimsList,
);
const ClaimCreatePage = lazyScreen(
  () => import('./features/claim-create/claim-create-page'),
  (m) => m.ClaimCreatePage,
  loadTexts,
);
const ClaimDetailPage = lazyScreen(
  () => import('./features/claim-detail/claim-detail-page'),
  (m) => m.ClaimDetailPage,
  loadTexts,
);
const OpsClaimsPage = lazyScreen(
  () => import('./features/ops-claims/ops-claims-page'),
  (m) => m.OpsClaimsPage,
  loadTexts,
);
const OpsClaimDetailPage = lazyScreen(
  () => import('./features/ops-claim-detail/ops-claim-detail-page'),
  (m) => m.OpsClaimDetailPage,
  loadTexts,
);

/** The routes mfe-claims owns (spec section 2: dashboard/claims/*; operations: ops/claims). */
export function ClaimsRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/claims/home" element={<ClaimsList />} />
      <Route path="/dashboard/claims/create" element={<ClaimCreatePage />} />
      <Route path="/dashboard/claims/detail/:id" element={<ClaimDetailPage />} />
      <Route path="/ops/claims" element={<OpsClaimsPage />} />
      <Route path="/ops/claims/:id" element={<OpsClaimDetailPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
