import { Route, Routes } from 'react-router';
import { ScreenPlaceholder } from '@platform/remote-kit';
import { AcceptInvitationPage } from './features/accept-invitation/accept-invitation-page';
import { CompanyProfilePage } from './features/company-profile/company-profile-page';
import { brokerOnboardingRoutes } from './broker-onboarding-routes';
import { AccountNotActivePage, AccountNotFoundPage, AuthErrorPage } from './features/account-messages/account-message-pages';
import { EmailConfirmationPage } from './features/email-confirmation/email-confirmation-page';
import { ForceRestorePasswordPage } from './features/password-reset/force-restore-password-page';
import { SelectUserTypePage } from './features/select-user-type/select-user-type-page';
import { SignInPage } from './features/sign-in/sign-in-page';
import { SignUpPage } from './features/sign-up/sign-up-page';
import { RedirectSuccessPage, UserSuccessScreenPage } from './features/success-screens/success-pages';
import { TeamMembersPage } from './features/team-members/team-members-page';

/** Screens not built yet, by path: each shows a clear placeholder with its name. */
const PLACEHOLDERS: [string, string][] = [
  ['/public-onboarding/pre-application', 'preApplication'],
];

/** The routes mfe-onboarding owns (architecture.md). */
export function OnboardingRoutes() {
  return (
    <Routes>
      <Route path="/auth/login" element={<SignInPage />} />
      <Route path="/public-onboarding/select-user-type" element={<SelectUserTypePage />} />
      <Route path="/auth/sign-up" element={<SignUpPage />} />
      <Route path="/auth/email-confirmation" element={<EmailConfirmationPage />} />
      <Route path="/auth/account-not-active" element={<AccountNotActivePage />} />
      <Route path="/auth/account-not-found" element={<AccountNotFoundPage />} />
      <Route path="/auth/error" element={<AuthErrorPage />} />
      <Route path="/auth/force-restore-password" element={<ForceRestorePasswordPage />} />
      <Route path="/:country/:language/user-success-screen/:type" element={<UserSuccessScreenPage />} />
      <Route path="/redirect-information/success/:category" element={<RedirectSuccessPage />} />
      <Route path="/dashboard/users/list" element={<TeamMembersPage />} />
      <Route path="/auth/register" element={<AcceptInvitationPage />} />
      <Route path="/dashboard/profile/*" element={<CompanyProfilePage />} />
      {brokerOnboardingRoutes}
      {PLACEHOLDERS.map(([path, screen]) => (
        <Route key={path} path={path} element={<ScreenPlaceholder screen={`onboarding.${screen}`} />} />
      ))}
      <Route path="*" element={<ScreenPlaceholder screen="onboarding.notFound" />} />
    </Routes>
  );
}
