import { Route, Routes } from 'react-router';
import { PageNotFound } from '@platform/remote-kit';
import { onboardingScreen } from './lazy-onboarding-screen';
import { brokerOnboardingRoutes } from './broker-onboarding-routes';
import { SignInPage } from './features/sign-in/sign-in-page';

// The sign-in form is on the landing route: it stays in the first chunk; every other screen loads on demand.
const AcceptInvitationPage = onboardingScreen(
  () => import('./features/accept-invitation/accept-invitation-page'),
  (m) => m.AcceptInvitationPage,
);
const CompanyProfilePage = onboardingScreen(
  () => import('./features/company-profile/company-profile-page'),
  (m) => m.CompanyProfilePage,
);
const AccountNotActivePage = onboardingScreen(
  () => import('./features/account-messages/account-message-pages'),
  (m) => m.AccountNotActivePage,
);
const AccountNotFoundPage = onboardingScreen(
  () => import('./features/account-messages/account-message-pages'),
  (m) => m.AccountNotFoundPage,
);
const AuthErrorPage = onboardingScreen(
  () => import('./features/account-messages/account-message-pages'),
  (m) => m.AuthErrorPage,
);
const EmailConfirmationPage = onboardingScreen(
  () => import('./features/email-confirmation/email-confirmation-page'),
  (m) => m.EmailConfirmationPage,
);
const ForceRestorePasswordPage = onboardingScreen(
  () => import('./features/password-reset/force-restore-password-page'),
  (m) => m.ForceRestorePasswordPage,
);
const SelectUserTypePage = onboardingScreen(
  () => import('./features/select-user-type/select-user-type-page'),
  (m) => m.SelectUserTypePage,
);
const PreApplicationPage = onboardingScreen(
  () => import('./features/pre-application/pre-application-page'),
  (m) => m.PreApplicationPage,
);
const SignUpPage = onboardingScreen(
  () => import('./features/sign-up/sign-up-page'),
  (m) => m.SignUpPage,
);
const RedirectSuccessPage = onboardingScreen(
  () => import('./features/success-screens/success-pages'),
  (m) => m.RedirectSuccessPage,
);
const UserSuccessScreenPage = onboardingScreen(
  () => import('./features/success-screens/success-pages'),
  (m) => m.UserSuccessScreenPage,
);
// The team list (dashboard/users/list) is a signed-in person's usual first visit: only its own texts.
const TeamMembersPage = onboardingScreen(
  () => import('./features/team-members/team-members-page'),
  (m) => m.TeamMembersPage,
  () => import('./features/team-members/messages').then((m) => m.teamMembersMessages),
);

/** The routes mfe-onboarding owns (shared/remote-contract/src/routes.ts). */
export function OnboardingRoutes() {
  return (
    <Routes>
      <Route path="/auth/login" element={<SignInPage />} />
      <Route path="/public-onboarding/select-user-type" element={<SelectUserTypePage />} />
      <Route path="/public-onboarding/pre-application" element={<PreApplicationPage />} />
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
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
