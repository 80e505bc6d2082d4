import { Route, Routes } from 'react-router';
import { PageNotFound, ScreenPlaceholder } from '@platform/remote-kit';
import { ClaimsList } from './features/claims-list/claims-list';

/** The routes mfe-claims owns (spec section 2: dashboard/claims/*). */
export function ClaimsRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/claims/home" element={<ClaimsList />} />
      <Route path="/dashboard/claims/create" element={<ScreenPlaceholder screen="claims.create" />} />
      <Route path="/dashboard/claims/detail/:id" element={<ScreenPlaceholder screen="claims.detail" />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
