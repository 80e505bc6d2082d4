import { Route, Routes } from 'react-router';
import { PageNotFound, ScreenPlaceholder } from '@platform/remote-kit';
import { CyberHome } from './features/cyber-home/cyber-home';

/** The routes mfe-cyber owns (spec section 2: dashboard/cyber/*). */
export function CyberRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/cyber/home" element={<CyberHome />} />
      <Route path="/dashboard/cyber/create" element={<ScreenPlaceholder screen="cyber.create" />} />
      <Route path="/dashboard/cyber/success-screen" element={<ScreenPlaceholder screen="cyber.success" />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
