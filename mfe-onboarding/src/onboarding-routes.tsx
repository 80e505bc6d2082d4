import { Route, Routes } from 'react-router';
import { ScreenPlaceholder } from '@platform/remote-kit';
import { brokerOnboardingRoutes } from './broker-onboarding-routes';
import { SignInPage } from './features/sign-in/sign-in-page';
import { TeamMembersPage } from './features/team-members/team-members-page';

/** Screens not built yet, by path: each shows a clear placeholder with its name. */
const PLACEHOLDERS: [string, string][] = [
  ['/auth/sign-up', 'signUp'],
  ['/auth/register', 'signUp'],
  ['/auth/email-confirmation', 'emailConfirmation'],
  ['/auth/error', 'authError'],
  ['/auth/account-not-found', 'accountNotFound'],
  ['/auth/account-not-active', 'accountNotActive'],
  ['/auth/force-restore-password', 'forceRestorePassword'],
  ['/public-onboarding/select-user-type', 'selectUserType'],
  ['/public-onboarding/pre-application', 'preApplication'],
  ['/:country/:language/user-success-screen/:type', 'userSuccess'],
  ['/redirect-information/success/:category', 'redirectSuccess'],
  ['/dashboard/profile/*', 'profile'],
];

/** The routes mfe-onboarding owns (architecture.md). */
export function OnboardingRoutes() {
  return (
    <Routes>
      <Route path="/auth/login" element={<SignInPage />} />
      <Route path="/dashboard/users/list" element={<TeamMembersPage />} />
      {brokerOnboardingRoutes}
      {PLACEHOLDERS.map(([path, screen]) => (
        <Route key={path} path={path} element={<ScreenPlaceholder screen={`onboarding.${screen}`} />} />
      ))}
      <Route path="*" element={<ScreenPlaceholder screen="onboarding.notFound" />} />
    </Routes>
  );
}
